/** Withdraw USDT on TRON: the form, the saved addresses and the list of withdrawals. */
import '../components/usdt-withdrawals.css';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { useWithdrawalTerms } from '../api/usdt-withdrawals';
import { WithdrawUsdtForm } from '../components/withdraw-usdt-form';
import { WithdrawalAddressBook } from '../components/withdrawal-address-book';
import { WithdrawalList } from '../components/withdrawal-list';

function WithdrawUsdtSections() {
  const { moneyActionsAllowed } = useWalletAccess();
  const { data: terms } = useWithdrawalTerms();
  if (!moneyActionsAllowed)
    return (
      <Banner tone="info" title="Withdrawals open once your identity is verified">
        <p>
          See the status of your check in <Link to={paths.account.getHref()}>your account</Link>.
        </p>
      </Banner>
    );
  if (!terms) return <LoadingLine>Loading the withdrawal terms…</LoadingLine>;
  return (
    <>
      <Card title="Send USDT">
        <WithdrawUsdtForm terms={terms} />
      </Card>
      <Card title="Your withdrawals">
        <WithdrawalList explorerTransactionUrl={terms.explorerTransactionUrl} />
      </Card>
      <Card title="Addresses">
        <WithdrawalAddressBook coolingOffHours={terms.coolingOffHours} />
      </Card>
    </>
  );
}

export function WithdrawUsdtScreen() {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Withdraw USDT"
      description={
        <>
          Send USDT on the TRON network (TRC20) to an address you saved. The network fee is shown before you
          confirm. Sending rupees instead?{' '}
          <Link to={paths.wallets.withdrawInr.getHref()}>Withdraw INR to your bank</Link>.
        </>
      }
    >
      <WithdrawUsdtSections />
    </ContentLayout>
  );
}
