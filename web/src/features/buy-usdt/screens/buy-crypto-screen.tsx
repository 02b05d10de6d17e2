import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { BuyUsdtPanel } from '../components/buy-usdt-panel';

/** `wallet`: the USDT wallet under the buy, composed by the route (it is the wallets feature's). */
export function BuyCryptoScreen({ wallet }: { wallet: ReactNode }) {
  const { moneyActionsAllowed, kycStatus } = useWalletAccess();
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Buy crypto"
      description="Turn rupees from your INR wallet into USDT on the TRON network (TRC20)."
    >
      <div className="split">
        <Card title="Buy USDT" description="The price is fixed for 30 seconds once you see a quote.">
          {moneyActionsAllowed ? (
            <BuyUsdtPanel />
          ) : (
            <Banner tone="info" title="Buying opens once your identity is verified">
              <p>
                Indian anti-money-laundering rules let us sell crypto only to a verified customer. You can buy
                USDT as soon as the check is approved; see its status in{' '}
                <Link to={paths.account.getHref()}>your account</Link>.
              </p>
            </Banner>
          )}
        </Card>
        <Card title="How it works">
          <ol className="steps">
            <li>
              <strong>Verify your identity</strong>
              <span>PAN, Aadhaar and a bank account in your name, as Indian law requires.</span>
            </li>
            <li>
              <strong>Add rupees</strong>
              <span>
                Top up by UPI or bank transfer (<Link to={paths.wallets.topUp.getHref()}>add money</Link>), or
                deposit by card.
              </span>
            </li>
            <li>
              <strong>Buy USDT</strong>
              <span>See the rate, fee and GST before you confirm with your PIN. No TDS on a buy.</span>
            </li>
            <li>
              <strong>Hold it</strong>
              <span>Your USDT stays in your wallet here.</span>
            </li>
          </ol>
          {kycStatus === 'rejected' && <Link to={paths.accountSetup.getHref()}>Fix your account set-up</Link>}
        </Card>
      </div>
      {wallet}
    </ContentLayout>
  );
}
