/**
 * The account page with its documents and tax statement sections: features composed here, none
 * imports another.
 */
import { AccountScreen } from '../../features/account/screens/account-screen';
import { DocumentsCard } from '../../features/documents/components/documents-card';
import { TaxStatementCard } from '../../features/tax-statements/components/tax-statement-card';

export function AccountRoute() {
  return <AccountScreen documents={<DocumentsCard />} taxStatement={<TaxStatementCard />} />;
}
