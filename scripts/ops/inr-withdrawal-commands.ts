/**
 * `npm run ops -- withdrawals reconcile`: every INR withdrawal still reserved checked with the payout
 * provider, as the scheduled reconciliation does: a payout never made is sent (same idempotency key),
 * one whose webhook never came is booked. Exits 1 when a payout matches no withdrawal of ours.
 */
import { withdrawalReconciliationDependencies } from '../../lambdas/adapters/inr-withdrawal-dependencies';
import { reconcileReservedWithdrawals } from '../../lambdas/domain/inr-withdrawals/payout-booking';
import { OpsCheckFailedError } from './ops-environment';

const outcomeWords: Record<string, string> = {
  'paid-out': 'paid out',
  returned: 'returned to the wallet',
  waiting: 'still with the bank',
  'already-booked': 'already booked',
  'unknown-withdrawal': 'matching no withdrawal of ours',
  'amount-differs': 'with another amount or account than the withdrawal',
};

async function reconcile(): Promise<string> {
  const report = await reconcileReservedWithdrawals(withdrawalReconciliationDependencies());
  const lines = [
    `Checked ${report.checked} reserved withdrawal(s).`,
    ...Object.entries(report.booked).map(
      ([outcome, count]) => `${count} ${outcomeWords[outcome] ?? outcome}.`,
    ),
    ...(report.failures > 0
      ? [`${report.failures} the provider could not answer for now; run it again.`]
      : []),
  ];
  if (report.booked['unknown-withdrawal'] || report.booked['amount-differs'])
    throw new OpsCheckFailedError(lines.join('\n'));
  return lines.join('\n');
}

export const inrWithdrawalCommands: Record<string, () => Promise<string>> = { reconcile };
