/**
 * A wallet's transactions, newest first. Each row is a button (Tab, Enter) that opens the details; a
 * held transfer, and a refund that left money owed, show why in the row itself, since that is what the
 * person must act on.
 */
import type { WalletCurrency, WalletTransaction } from '@contract/wallets';
import { useState } from 'react';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { formatIstDateTime } from '../../../lib/format-time';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import {
  formatWalletAmount,
  isCharged,
  movedNothing,
  refundLeftOwed,
  signedAmount,
  transactionStatusLabel,
  transactionTypeLabel,
} from '../model/transaction-labels';
import { TransactionDetailsDialog } from './transaction-details';

function TransactionRow({ transaction, onOpen }: { transaction: WalletTransaction; onOpen: () => void }) {
  const status = transactionStatusLabel(transaction);
  const charges = [
    isCharged(transaction.fee) && `Fee ${formatWalletAmount(transaction.fee, transaction.currency)}`,
    isCharged(transaction.gst) && `GST ${formatWalletAmount(transaction.gst, transaction.currency)}`,
    transaction.tds && `TDS ${formatWalletAmount(transaction.tds, transaction.currency)}`,
  ].filter(Boolean);
  return (
    <li>
      <button type="button" className="transaction-row" onClick={onOpen}>
        <span className="transaction-row__main">
          <strong>{transactionTypeLabel[transaction.type]}</strong>
          <span
            className={`transaction-row__amount${movedNothing(transaction) ? ' transaction-row__amount--void' : ''}`}
          >
            {signedAmount(transaction)}
          </span>
        </span>
        <span className="transaction-row__meta">
          <Badge tone={status.tone}>{status.text}</Badge>
          <span className="muted">{formatIstDateTime(transaction.createdAt)}</span>
        </span>
        {charges.length > 0 && <span className="muted">{charges.join(' · ')}</span>}
        {transaction.reference && (
          <span className="muted">
            Ref. <span className="mono">{transaction.reference}</span>
          </span>
        )}
        {(transaction.status === 'held' || refundLeftOwed(transaction)) && transaction.statusReason && (
          <span className="transaction-row__reason">{transaction.statusReason}</span>
        )}
      </button>
    </li>
  );
}

export function TransactionList({ currency }: { currency: WalletCurrency }) {
  const { transactions, hasMore, loadMore, isLoading, isValidating, error, mutate } =
    useWalletTransactions(currency);
  const [openId, setOpenId] = useState<string>();
  const open = transactions.find((transaction) => transaction.id === openId);

  if (error && transactions.length === 0)
    return <ApiErrorBanner error={error} title="We could not load your transactions" onRetry={mutate} />;
  if (isLoading) return <LoadingLine>Loading transactions…</LoadingLine>;
  if (transactions.length === 0)
    return <p className="muted">No transactions yet. Money you add appears here within moments.</p>;
  return (
    <>
      <ul className="transaction-list" aria-label="Transactions, newest first">
        {transactions.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            onOpen={() => setOpenId(transaction.id)}
          />
        ))}
      </ul>
      {hasMore && (
        <Button variant="secondary" onClick={() => void loadMore()} pending={isValidating}>
          Load more
        </Button>
      )}
      <TransactionDetailsDialog transaction={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}
