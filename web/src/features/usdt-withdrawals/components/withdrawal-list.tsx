/**
 * The customer's USDT withdrawals, newest first: pending (or waiting for the hot wallet), broadcast
 * with the transaction linked to the chain explorer, confirmed, or failed with the money returned.
 */
import type { UsdtWithdrawal } from '@contract/usdt-withdrawals';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { formatIstDateTime } from '../../../lib/format-time';
import { useWithdrawals } from '../api/usdt-withdrawals';

const statusWords: Partial<Record<UsdtWithdrawal['status'], { text: string; tone: BadgeTone }>> = {
  reserved: { text: 'Pending', tone: 'neutral' },
  broadcast: { text: 'Broadcast', tone: 'accent' },
  succeeded: { text: 'Confirmed', tone: 'success' },
  failed: { text: 'Failed, returned', tone: 'error' },
};

export function WithdrawalList({ explorerTransactionUrl }: { explorerTransactionUrl: string }) {
  const { data } = useWithdrawals();
  const withdrawals = data?.withdrawals ?? [];
  if (withdrawals.length === 0) return <p className="muted">No withdrawals yet.</p>;
  return (
    <ul className="withdrawal-list" aria-label="Your USDT withdrawals">
      {withdrawals.map((withdrawal) => {
        const status = statusWords[withdrawal.status] ?? {
          text: withdrawal.status,
          tone: 'neutral' as const,
        };
        return (
          <li key={withdrawal.id} className="withdrawal-list__item">
            <div>
              <strong>{withdrawal.amount} USDT</strong> to {withdrawal.label}{' '}
              <Badge tone={status.tone}>{status.text}</Badge>
            </div>
            <div className="muted">
              {formatIstDateTime(withdrawal.createdAt)} · network fee {withdrawal.networkFee} USDT
            </div>
            {withdrawal.statusReason && <div>{withdrawal.statusReason}</div>}
            {withdrawal.transactionId && (
              <a
                href={`${explorerTransactionUrl}${withdrawal.transactionId}`}
                target="_blank"
                rel="noreferrer"
                className="mono withdrawal-list__tx"
              >
                Transaction {withdrawal.transactionId.slice(0, 10)}…{withdrawal.transactionId.slice(-6)}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
