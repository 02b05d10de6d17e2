/**
 * The card-deposit sweep on a schedule: pending card deposits past their 30-minute lifetime are checked
 * with the provider and credited, failed or expired (sweepCardDeposits). A read of a deposit does the
 * same for that one deposit; this catches those nobody reads again, so no order stays pending for ever.
 */
import { cardDepositDependencies } from '../adapters/card-deposit-dependencies';
import { dynamoLedger } from '../adapters/ledger/dynamodb-ledger';
import { type CardDepositSweep, sweepCardDeposits } from '../domain/deposits/card-deposit';
import { logger } from '../observability/logger';

export const handler = async (): Promise<CardDepositSweep> => {
  const sweep = await sweepCardDeposits({ ...cardDepositDependencies(), queue: dynamoLedger() });
  // Counts only: no customer, order or payment named.
  logger.info('Card deposits swept', { ...sweep });
  return sweep;
};
