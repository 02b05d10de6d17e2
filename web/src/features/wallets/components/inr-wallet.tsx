/**
 * The INR wallet: its balance (Indian grouping, `₹00.00` when empty as the spec shows), its
 * transactions and the statement download. Balance and list are polled while it is on screen, so a
 * transfer that lands appears without a reload.
 */
import './wallet.css';
import { Card } from '../../../components/ui/card/card';
import { formatIndianGrouping } from '../../../lib/format-amount';
import { useMe } from '../../../lib/profile/get-me';
import { WALLET_POLL_MS } from '../api/get-wallet-transactions';
import { StatementDownload } from './statement-download';
import { TransactionList } from './transaction-list';

export function InrWallet() {
  const { data: profile } = useMe({ refreshInterval: WALLET_POLL_MS });
  return (
    <Card title="INR wallet" className="inr-wallet">
      <p className="wallet-balance">
        <span className="muted">Balance</span>
        <output aria-live="polite" aria-label="INR balance">
          {profile ? `₹${formatIndianGrouping(profile.fiatBalance)}` : '…'}
        </output>
      </p>
      <h3>Transactions</h3>
      <TransactionList currency="inr" />
      <h3>Statement</h3>
      <StatementDownload currency="inr" />
    </Card>
  );
}
