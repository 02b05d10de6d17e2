/**
 * The USDT wallet: the balance to 2 decimals with the exact 6-decimal figure beside it, and the
 * transactions (the INR wallet's list and details), and the way to withdraw it. Balance and list are
 * polled while it is on screen, so a deposit shows as pending and then credited without a reload.
 */
import './wallet.css';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/profile/get-me';
import { usdtDigits } from '../../../lib/usdt-digits';
import { WALLET_POLL_MS } from '../../../lib/wallets/wallet-transactions-key';
import { TransactionList } from './transaction-list';

export function UsdtWallet() {
  const { data: profile } = useMe({ refreshInterval: WALLET_POLL_MS });
  const balance = profile?.cryptoBalance.USDT;
  return (
    <Card title="USDT wallet" className="usdt-wallet">
      <p className="wallet-balance">
        <span className="muted">Balance</span>
        <output aria-live="polite" aria-label="USDT balance">
          {balance ? `${usdtDigits(balance, 'short')} USDT` : '…'}
        </output>
        {balance && <span className="muted">Exactly {usdtDigits(balance, 'full')} USDT</span>}
      </p>
      <Link to={paths.wallets.withdrawUsdt.getHref()} className={buttonClassName({ variant: 'secondary' })}>
        Withdraw USDT
      </Link>
      <h3>Transactions</h3>
      <TransactionList currency="usdt" />
    </Card>
  );
}
