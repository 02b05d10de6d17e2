import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { UsdtWallet } from '../components/usdt-wallet';
import { useWalletAccess } from '../hooks/wallet-access';

/** Trading is not connected yet; until then the form is a preview, whatever the KYC status. */
const BUYING_OPEN = false;

export function BuyCryptoScreen() {
  const { moneyActionsAllowed, kycStatus } = useWalletAccess();
  const canBuy = BUYING_OPEN && moneyActionsAllowed;
  return (
    <ContentLayout
      eyebrow="Wallets"
      title="Buy crypto"
      description="Turn rupees from your INR wallet into USDT on the TRON network (TRC20)."
    >
      <Banner tone="info" title="Buying opens soon">
        <p>
          You will be able to buy USDT here as soon as trading opens. Meanwhile you can read how it works and
          what it costs in the <Link to={paths.info.faq.getHref()}>FAQ</Link>.
        </p>
      </Banner>
      <div className="split">
        <Card title="Buy USDT" description="The price is fixed for 30 seconds once you see a quote.">
          {/* A preview of the form, disabled until trading opens and the identity check is approved. */}
          <fieldset disabled={!canBuy} className="plain-fieldset">
            <legend className="visually-hidden">
              {moneyActionsAllowed
                ? 'Buy USDT (not available yet)'
                : 'Buy USDT (after identity verification)'}
            </legend>
            <div className="stack">
              <TextField label="You pay (INR)" inputMode="decimal" placeholder="₹ 1,000" />
              <TextField label="You get (USDT, TRC20)" inputMode="decimal" placeholder="—" />
              <Details>
                <DetailsRow label="Rate">1 USDT = — INR</DetailsRow>
                <DetailsRow label="Fee (incl. 18% GST)">—</DetailsRow>
                <DetailsRow label="TDS (1%, section 194S)">—</DetailsRow>
              </Details>
              <Button block>Buy USDT</Button>
            </div>
          </fieldset>
        </Card>
        <Card title="How it works">
          <ol className="steps">
            <li>
              <strong>Verify your identity</strong>
              <span>PAN, Aadhaar and a bank account in your name, as Indian law requires.</span>
            </li>
            <li>
              <strong>Add rupees</strong>
              <span>Top up by UPI or bank transfer, or deposit by card.</span>
            </li>
            <li>
              <strong>Buy USDT</strong>
              <span>See the rate, fee and tax before you confirm.</span>
            </li>
            <li>
              <strong>Hold or withdraw</strong>
              <span>Keep USDT in your wallet or send it to any TRC20 address.</span>
            </li>
          </ol>
          {kycStatus === 'rejected' && <Link to={paths.accountSetup.getHref()}>Fix your account set-up</Link>}
        </Card>
      </div>
      <UsdtWallet />
    </ContentLayout>
  );
}
