/**
 * The withdrawal reconciliation on a schedule (reconcileReservedWithdrawals): every withdrawal still
 * reserved is checked with the payout provider, its payout sent again under the same idempotency key
 * when none was made (the answer lost, the function stopped), or booked as the provider reports it when
 * its webhook never came. `npm run ops -- withdrawals reconcile` runs it on demand.
 */
import { withdrawalReconciliationDependencies } from '../adapters/inr-withdrawal-dependencies';
import {
  type InrWithdrawalReconciliation,
  reconcileReservedWithdrawals,
} from '../domain/inr-withdrawals/payout-booking';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

export const handler = async (): Promise<InrWithdrawalReconciliation> => {
  const report = await reconcileReservedWithdrawals(withdrawalReconciliationDependencies());
  const unplaced = (report.booked['unknown-withdrawal'] ?? 0) + (report.booked['amount-differs'] ?? 0);
  if (unplaced > 0) countEvent('PayoutUnmatched', unplaced);
  // Counts only: no customer, account or payout named.
  logger.info('INR withdrawals reconciled', { ...report });
  return report;
};
