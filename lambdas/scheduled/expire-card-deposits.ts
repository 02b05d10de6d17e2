/**
 * The card-deposit sweep on a schedule: pending card deposits past their 30-minute lifetime are checked
 * with the provider and credited, failed or expired, and those that failed or expired within the
 * late-capture window are asked about again (sweepCardDeposits). A read of a deposit does the same for
 * that one deposit; this catches those nobody reads again, so no order stays pending for ever. Then the
 * provider's captured payments of the last day on our orders that nobody reported are credited
 * (reconcileCardPayments): a person who paid and closed the tab while the webhook was lost.
 */
import { cardPaymentDependencies } from '../adapters/card-deposit-dependencies';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { type CardDepositSweep, sweepCardDeposits } from '../domain/deposits/card-deposit-sweep';
import {
  type CardPaymentReconciliation,
  reconcileCardPayments,
} from '../domain/deposits/card-payment-reconciliation';
import { logger } from '../observability/logger';

export const handler = async (): Promise<{
  sweep: CardDepositSweep;
  reconciliation: CardPaymentReconciliation;
}> => {
  const deps = cardPaymentDependencies();
  const sweep = await sweepCardDeposits({ ...deps, queue: dynamoLedger() });
  const reconciliation = await reconcileCardPayments(deps);
  // An order we never created (as the webhook says of one): another integration on the same account.
  if (reconciliation.recorded['not-ours'])
    logger.warn('Captured payments on orders we never created', {
      count: reconciliation.recorded['not-ours'],
    });
  // Counts only: no customer, order or payment named.
  logger.info('Card deposits swept', { ...sweep });
  logger.info('Card payments reconciled', { ...reconciliation });
  return { sweep, reconciliation };
};
