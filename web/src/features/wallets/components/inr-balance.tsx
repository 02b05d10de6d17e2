/**
 * The INR balance above every wallet screen (Indian grouping, `₹00.00` when empty as the spec shows),
 * from `GET /me`. Polled while a wallet screen is open, so money that lands, by transfer or by card,
 * shows without a reload wherever the person is.
 */
import './inr-balance.css';
import { formatRupees } from '@contract/rupees';
import { useMe } from '../../../lib/profile/get-me';
import { WALLET_POLL_MS } from '../../../lib/wallets/wallet-transactions-key';

export function InrBalance() {
  const { data: profile } = useMe({ refreshInterval: WALLET_POLL_MS });
  return (
    <p className="inr-balance">
      <span className="muted">INR balance</span>
      <output aria-live="polite" aria-label="INR balance">
        {profile ? formatRupees(profile.fiatBalance) : '…'}
      </output>
    </p>
  );
}
