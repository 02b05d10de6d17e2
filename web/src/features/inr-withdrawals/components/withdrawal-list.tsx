/** The customer's withdrawals, newest first: amount, account, status and, once paid, the bank's UTR. */
import type { InrWithdrawal } from '@contract/inr-withdrawals';
import { formatRupees } from '@contract/rupees';
import { Badge } from '../../../components/ui/badge/badge';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { formatIstDateTime } from '../../../lib/format-time';
import { useWithdrawals } from '../api/inr-withdrawals';
import { withdrawalStatusLabels } from '../model/withdrawal-status';

function WithdrawalItem({ withdrawal }: { withdrawal: InrWithdrawal }) {
  const status = withdrawalStatusLabels[withdrawal.status];
  return (
    <li className="inr-withdrawals__item" aria-label={`Withdrawal of ${formatRupees(withdrawal.amount)}`}>
      <Details>
        <DetailsRow label="Amount">
          <strong>{formatRupees(withdrawal.amount)}</strong> <Badge tone={status.tone}>{status.text}</Badge>
        </DetailsRow>
        <DetailsRow label="To">{withdrawal.bankAccount}</DetailsRow>
        <DetailsRow label="Fee and GST">
          {formatRupees(withdrawal.fee)} + {formatRupees(withdrawal.gst)}
        </DetailsRow>
        <DetailsRow label="Asked">{formatIstDateTime(withdrawal.createdAt)}</DetailsRow>
        {withdrawal.utr && <DetailsRow label="UTR">{withdrawal.utr}</DetailsRow>}
        {/* Why the money came back; the badge says all there is while it is on its way or paid. */}
        {withdrawal.statusReason && (withdrawal.status === 'failed' || withdrawal.status === 'returned') && (
          <DetailsRow label="What happened" layout="block">
            {withdrawal.statusReason}
          </DetailsRow>
        )}
      </Details>
    </li>
  );
}

export function WithdrawalList() {
  const { data, error } = useWithdrawals();
  if (error) return <p role="alert">We could not load your withdrawals. Please reload the page.</p>;
  if (!data) return <p className="muted">Loading your withdrawals…</p>;
  if (data.withdrawals.length === 0) return <p className="muted">You have not withdrawn yet.</p>;
  return (
    <ul className="inr-withdrawals__list" aria-label="Your withdrawals">
      {data.withdrawals.map((withdrawal) => (
        <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
      ))}
    </ul>
  );
}
