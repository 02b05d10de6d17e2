import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { CardDepositForm } from '../components/card-deposit-form';
import { CardDepositOutcome } from '../components/card-deposit-outcome';
import { checkoutReturnOf } from '../model/checkout-return';

function CardDepositSection() {
  const { moneyActionsAllowed } = useWalletAccess();
  const [query, setQuery] = useSearchParams();
  const checkoutReturn = checkoutReturnOf(query);
  if (!moneyActionsAllowed)
    return (
      <Banner tone="info" title="Card deposits open once your identity is verified">
        <p>
          Indian anti-money-laundering rules let us take money only from a verified customer. You can add
          money by card as soon as the check is approved; see its status in{' '}
          <Link to={paths.account.getHref()}>your account</Link>.
        </p>
      </Banner>
    );
  return (
    <Card title={checkoutReturn.kind === 'none' ? 'Pay by card' : 'Your card payment'}>
      {checkoutReturn.kind === 'none' ? (
        <CardDepositForm />
      ) : (
        <CardDepositOutcome
          key={checkoutReturn.depositId}
          checkoutReturn={checkoutReturn}
          onDone={() => setQuery({}, { replace: true })}
        />
      )}
    </Card>
  );
}

/** `wallet`: the INR wallet under the payment, composed by the route (it is the wallets feature's). */
export function CardDepositScreen({ wallet }: { wallet: ReactNode }) {
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Deposit by card"
      description="Add rupees with a debit or credit card issued in India in your name. The fee and GST are shown before you pay."
    >
      <CardDepositSection />
      {wallet}
    </ContentLayout>
  );
}
