/**
 * Where a verified customer receives USDT from outside: their own TRC20 address with Copy and a QR
 * code, and the one rule that loses money when broken, said plainly before anything else.
 */
import type { UsdtDepositAddress } from '@contract/chain-deposits';
import { Link } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { Banner } from '../../../components/ui/banner/banner';
import { Card } from '../../../components/ui/card/card';
import { CopyValue } from '../../../components/ui/copy-value/copy-value';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { QrCode } from '../../../components/ui/qr-code/qr-code';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { useWalletAccess } from '../../../hooks/use-wallet-access';
import { useUsdtDepositAddress } from '../api/get-usdt-deposit-address';

function AddressDetails({ deposit }: { deposit: UsdtDepositAddress }) {
  return (
    <div className="stack">
      <Banner tone="warning" title="Send only USDT on TRON (TRC20)">
        <p>
          This address takes USDT on the TRON network only. Anything else sent here (another token, or USDT on
          another network such as Ethereum or BNB Chain) is lost and cannot be returned.
        </p>
      </Banner>
      <Details>
        <DetailsRow label="Your TRC20 address">
          <CopyValue label="TRC20 address" value={deposit.address} />
        </DetailsRow>
        <DetailsRow label="Network">TRON (TRC20)</DetailsRow>
      </Details>
      <QrCode value={deposit.address} label={`QR code of your TRC20 address ${deposit.address}`} />
      <p className="muted">
        A deposit shows as pending as soon as it is on the chain, and is credited after{' '}
        {deposit.confirmations} confirmations (about a minute).
      </p>
    </div>
  );
}

export function UsdtDepositAddressPanel() {
  const { moneyActionsAllowed } = useWalletAccess();
  const { data: deposit, error, mutate } = useUsdtDepositAddress(moneyActionsAllowed);
  let body: React.ReactNode;
  if (!moneyActionsAllowed)
    body = (
      <p className="muted">
        Your own TRC20 address appears here once your identity is verified; see its status in{' '}
        <Link to={paths.account.getHref()}>your account</Link>.
      </p>
    );
  else if (error && !deposit)
    body = <ApiErrorBanner error={error} title="We could not load your USDT address" onRetry={mutate} />;
  else if (!deposit) body = <LoadingLine>Loading your USDT address…</LoadingLine>;
  else body = <AddressDetails deposit={deposit} />;
  return <Card title="Receive USDT">{body}</Card>;
}
