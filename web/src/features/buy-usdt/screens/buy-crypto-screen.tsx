import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { BuyUsdtPanel } from '../components/buy-usdt-panel';

/**
 * `sell`: the sell panel beside the buy, behind a Buy / Sell switch; `wallet`: the USDT wallet under
 * them. The route composes both (they are the sell-usdt and wallets features').
 */
export function BuyCryptoScreen({ sell, wallet }: { sell: ReactNode; wallet: ReactNode }) {
  const { moneyActionsAllowed, kycStatus } = useWalletAccess();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  // The sell panel is mounted when first chosen (its code and terms load then), and kept after, so
  // what was typed in it survives a switch.
  const [sellChosen, setSellChosen] = useState(false);
  const choose = (next: 'buy' | 'sell') => {
    setSide(next);
    if (next === 'sell') setSellChosen(true);
  };
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Buy crypto"
      description="Turn rupees from your INR wallet into USDT on the TRON network (TRC20), or sell USDT for rupees."
    >
      <div className="split">
        <Card
          title={side === 'buy' ? 'Buy USDT' : 'Sell USDT'}
          description="The price is fixed for 30 seconds once you see a quote."
        >
          {moneyActionsAllowed ? (
            <Tabs
              label="Buy or sell USDT"
              selected={side}
              onSelect={choose}
              tabs={[
                { key: 'buy', label: 'Buy', panel: <BuyUsdtPanel /> },
                { key: 'sell', label: 'Sell', panel: sellChosen ? sell : null },
              ]}
            />
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
              <span>
                See the rate, fee and GST before you confirm with your PIN. Nothing is deducted from you for
                TDS on a buy: by our <Link to={paths.info.terms.getHref()}>terms</Link> we pay any TDS due on
                it ourselves.
              </span>
            </li>
            <li>
              <strong>Hold it, or sell it</strong>
              <span>
                Your USDT stays in your wallet here. When you sell, once your sells in a financial year pass
                ₹10,000, 1% TDS is deducted and paid to the government against your PAN.
              </span>
            </li>
          </ol>
          {kycStatus === 'rejected' && <Link to={paths.accountSetup.getHref()}>Fix your account set-up</Link>}
        </Card>
      </div>
      {wallet}
    </ContentLayout>
  );
}
