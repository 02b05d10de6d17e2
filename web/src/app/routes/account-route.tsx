/** The account page with its documents section: two features composed here, neither imports the other. */
import { AccountScreen } from '../../features/account/screens/account-screen';
import { DocumentsCard } from '../../features/documents/components/documents-card';

export function AccountRoute() {
  return <AccountScreen documents={<DocumentsCard />} />;
}
