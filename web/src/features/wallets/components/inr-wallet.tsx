/**
 * The INR wallet: its transactions and the statement download (the balance heads every wallet
 * screen, balance-on-top.tsx). The list is polled while it is on screen, so a transfer that lands
 * appears without a reload.
 */
import './wallet.css';
import { Card } from '../../../components/ui/card/card';
import { StatementDownload } from './statement-download';
import { TransactionList } from './transaction-list';

export function InrWallet() {
  return (
    <Card title="INR wallet" className="inr-wallet">
      <h3>Transactions</h3>
      <TransactionList currency="inr" />
      <h3>Statement</h3>
      <StatementDownload currency="inr" />
    </Card>
  );
}
