/**
 * The USDT withdrawal sender's run (lambdas/domain/usdt-withdrawals/send-withdrawals.ts): reserved
 * withdrawals signed, kept and broadcast from the hot wallet, broadcast ones followed to the chain's
 * answer and booked. In the cloud an EventBridge rule runs it every minute; the local stack runs it
 * after each chain-watch run, and tests run it on demand. Runs that overlap are safe: every step is
 * conditioned on the record's status.
 */
import { now } from '../adapters/clock';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { customerNotifier } from '../adapters/notifications/ses-customer-notifier';
import { usdtSenderFromEnvironment } from '../adapters/tron/usdt-sender-from-environment';
import { destinationChecksFromEnvironment } from '../adapters/usdt-withdrawal-destination-checks';
import type { StagedUsdtSender } from '../domain/tron/usdt-sending';
import { type SendingReport, sendUsdtWithdrawals } from '../domain/usdt-withdrawals/send-withdrawals';
import { logger } from '../observability/logger';

export function sendUsdtWithdrawalsNow(
  sender: StagedUsdtSender = usdtSenderFromEnvironment(),
): Promise<SendingReport> {
  return sendUsdtWithdrawals({
    ledger: dynamoLedger(),
    sender,
    destination: destinationChecksFromEnvironment(),
    notifier: customerNotifier(),
    now,
    log: (message, details) => logger.warn(message, details),
  });
}

export const handler = async (): Promise<SendingReport> => {
  const report = await sendUsdtWithdrawalsNow();
  // Counts only: no addresses, no user ids in this line.
  logger.info('USDT withdrawals sent', { ...report });
  return report;
};
