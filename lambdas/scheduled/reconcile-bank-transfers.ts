/**
 * The bank-transfer reconciliation on a schedule (reconcileBankTransfers): transfers to customers'
 * virtual accounts that the provider holds and the ledger never heard of, because their webhook was
 * lost, are recorded as the webhook would have; then refunds the provider made (from its dashboard too)
 * whose webhooks were lost are booked (reconcileProviderRefunds). `npm run ops -- deposits reconcile`
 * runs the same.
 */
import { bankTransferDependencies } from '../adapters/bank-transfer-dependencies';
import { providerRefundDependencies } from '../adapters/provider-refund-dependencies';
import {
  type BankTransferReconciliation,
  reconcileBankTransfers,
} from '../domain/deposits/bank-transfer-reconciliation';
import { reconcileProviderRefunds } from '../domain/deposits/refund-reconciliation';
import { logger } from '../observability/logger';
import { countRefundOutcomes } from '../observability/refund-metrics';
import { countEvent } from '../observability/wallet-metrics';

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
  return report;
};
