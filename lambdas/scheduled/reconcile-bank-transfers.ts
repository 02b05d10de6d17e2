/**
 * The bank-transfer reconciliation on a schedule (reconcileBankTransfers): transfers to customers'
 * virtual accounts that the provider holds and the ledger never heard of, because their webhook was
 * lost, are recorded as the webhook would have; then refunds the provider made (from its dashboard too)
 * whose webhooks were lost are booked (reconcileProviderRefunds); then settlements of the last week
 * whose `settlement.processed` webhook was lost are booked (bookListedSettlements). `npm run ops --
 * deposits reconcile` runs the first two, `npm run ops -- settlements reconcile` the third over all time.
 */
import { bankTransferDependencies } from '../adapters/bank-transfer-dependencies';
import { now as clockNow } from '../adapters/clock';
import { providerRefundDependencies } from '../adapters/provider-refund-dependencies';
import { providerSettlementDependencies } from '../adapters/provider-settlement-dependencies';
import {
  type BankTransferReconciliation,
  reconcileBankTransfers,
} from '../domain/deposits/bank-transfer-reconciliation';
import { bookListedSettlements } from '../domain/deposits/provider-settlement';
import { reconcileProviderRefunds } from '../domain/deposits/refund-reconciliation';
import { logger } from '../observability/logger';
import { countRefundOutcomes } from '../observability/refund-metrics';
import { countEvent } from '../observability/wallet-metrics';

/** Razorpay settles T+2 working days: a week back covers a long weekend and a retried failure. */
const SETTLEMENT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

export const handler = async (): Promise<BankTransferReconciliation> => {
  const report = await reconcileBankTransfers(bankTransferDependencies());
  for (let held = report.recorded.held ?? 0; held > 0; held -= 1) countEvent('DepositHeld');
  if (report.recorded['not-ours']) countEvent('DepositUnmatched');
  if (report.referenceReused > 0) countEvent('DepositReferenceReused');
  if (report.recorded.unconfirmed) countEvent('ProviderEventUnconfirmed');
  // Counts only: no customer, account or payment named.
  logger.info('Bank transfers reconciled', { ...report });
  // After the transfers: a refund of a transfer whose webhook was also lost finds it booked.
  const refunds = await reconcileProviderRefunds(providerRefundDependencies());
  countRefundOutcomes(refunds.recorded);
  logger.info('Provider refunds reconciled', { ...refunds });
  // After the refunds: a settlement's lines take off refunds the book then knows of.
  const now = clockNow();
  const settlements = await bookListedSettlements(
    { from: new Date(now.getTime() - SETTLEMENT_LOOKBACK_MS), to: now },
    providerSettlementDependencies(),
  );
  const unplaced = [...settlements.booked, ...settlements.needsReview].filter(
    ({ unplacedMinor }) => unplacedMinor !== 0n,
  );
  if (unplaced.length > 0) countEvent('SettlementUnplaced', unplaced.length);
  logger.info('Settlements reconciled', {
    booked: settlements.booked.length,
    alreadyRecorded: settlements.alreadyRecorded,
    notProcessed: settlements.notProcessed.length,
    needsReview: settlements.needsReview.length,
  });
  return report;
};
