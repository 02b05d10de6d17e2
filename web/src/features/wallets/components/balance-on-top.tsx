/**
 * The balance above every wallet screen, from `GET /me`: the INR wallet's (Indian grouping, `₹00.00`
 * when empty as the spec shows), or, on a screen that spends USDT, the USDT wallet's with all 6 of its
 * decimals, since that is what the screen can send. Polled while a wallet screen is open, so money that
 * lands, by transfer, by card or on the chain, shows without a reload wherever the person is.
 */
import './balance-on-top.css';
import { formatRupees } from '@contract/rupees';
import type { WalletCurrency } from '@contract/wallets';
import { useMe } from '../../../lib/profile/get-me';
import { usdtDigits } from '../../../lib/usdt-digits';
import { WALLET_POLL_MS } from '../../../lib/wallets/wallet-transactions-key';

export function BalanceOnTop({ currency }: { currency: WalletCurrency }) {
  const { data: profile } = useMe({ refreshInterval: WALLET_POLL_MS });
  const name = currency === 'usdt' ? 'USDT balance' : 'INR balance';
  const shown =
    currency === 'usdt'
      ? profile && `${usdtDigits(profile.cryptoBalance.USDT, 'full')} USDT`
      : profile && formatRupees(profile.fiatBalance);
  return (
    <p className="balance-on-top">
      <span className="muted">{name}</span>
      <output aria-live="polite" aria-label={name}>
        {shown ?? '…'}
      </output>
    </p>
  );
}
