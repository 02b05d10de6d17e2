/**
 * The bank-transfer reconciliation on a schedule (reconcileBankTransfers): transfers to customers'
 * virtual accounts that the provider holds and the ledger never heard of, because their webhook was
 * lost, are recorded as the webhook would have. `npm run ops -- deposits reconcile` runs the same.
 */
import { bankTransferDependencies } from '../adapters/bank-transfer-dependencies';
import {
  type BankTransferReconciliation,
  reconcileBankTransfers,
} from '../domain/deposits/bank-transfer-reconciliation';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

export const handler = async (): Promise<BankTransferReconciliation> => {
  const report = await reconcileBankTransfers(bankTransferDependencies());
  for (let held = report.recorded.held ?? 0; held > 0; held -= 1) countEvent('DepositHeld');
  if (report.recorded['not-ours']) countEvent('DepositUnmatched');
  if (report.referenceReused > 0) countEvent('DepositReferenceReused');
  if (report.recorded.unconfirmed) countEvent('ProviderEventUnconfirmed');
  // Counts only: no customer, account or payment named.
  logger.info('Bank transfers reconciled', { ...report });
  return report;
};
