import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { useDepositAccount } from '../api/get-deposit-account';
import { DepositAccountDetails } from '../components/deposit-account-details';

function DepositAccountSection() {
  const { moneyActionsAllowed } = useWalletAccess();
  const { data: account, error, mutate } = useDepositAccount(moneyActionsAllowed);
  if (!moneyActionsAllowed)
    return (
      <Banner tone="info" title="Top-ups open once your identity is verified">
        <p>
          Indian anti-money-laundering rules let us take money only from a verified customer's own bank
          account. Your personal account number and UPI id appear here as soon as the check is approved; see
          its status in <Link to={paths.account.getHref()}>your account</Link>.
        </p>
      </Banner>
    );
  if (error && !account)
    return <ApiErrorBanner error={error} title="We could not load your account details" onRetry={mutate} />;
  if (!account) return <LoadingLine>Loading your account details…</LoadingLine>;
  return <DepositAccountDetails account={account} />;
}

/** `wallet`: the INR wallet under the account details, composed by the route (it is the wallets feature's). */
export function TopUpScreen({ wallet }: { wallet: ReactNode }) {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Top up your INR wallet"
      description="Send rupees by UPI or bank transfer to your own account number below. IMPS and UPI arrive in minutes; NEFT and RTGS follow banking hours."
    >
      <DepositAccountSection />
      {wallet}
    </ContentLayout>
  );
}
