/**
 * The account page with its documents, tax statement and proof of reserves sections: features composed
 * here, none imports another. The proof-of-reserves card loads lazily: its hashing code is fetched only
 * when the card shows.
 */
import { lazy, Suspense } from 'react';
import { LoadingLine } from '../../components/ui/spinner/spinner';
import { AccountScreen } from '../../features/account/screens/account-screen';
import { DocumentsCard } from '../../features/documents/components/documents-card';
import { TaxStatementCard } from '../../features/tax-statements/components/tax-statement-card';

const ReservesProofCard = lazy(async () => ({
  default: (await import('../../features/proof-of-reserves/components/reserves-proof-card'))
    .ReservesProofCard,
}));

export function AccountRoute() {
  return (
    <AccountScreen
      documents={<DocumentsCard />}
      taxStatement={<TaxStatementCard />}
      reservesProof={
        <Suspense fallback={<LoadingLine>Loading your proof of reserves…</LoadingLine>}>
          <ReservesProofCard />
        </Suspense>
      }
    />
  );
}
