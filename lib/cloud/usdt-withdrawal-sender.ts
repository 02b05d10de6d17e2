/**
 * The USDT withdrawal sender on a schedule: every minute EventBridge runs
 * lambdas/scheduled/send-usdt-withdrawals.ts, which signs reserved withdrawals with the hot wallet's key
 * (kms:Sign only, granted by the key's construct; the key's id and address in its environment), keeps
 * each signed transfer on its record, broadcasts it to TronGrid (TRON_API_URL) and books the chain's
 * answer, telling each customer their withdrawal was sent or returned. It reads and writes the accounts
 * table (gsi1: the queues of reserved and broadcast withdrawals) and nothing else.
 */
import type { Construct } from 'constructs';
import { everyMinuteOverAccounts, ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

export class UsdtWithdrawalSender extends ScheduledFunction {
  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id, {
      ...everyMinuteOverAccounts(props),
      description: 'USDT withdrawal sender (every minute)',
      ruleSubject: 'USDT withdrawal sender',
      entry: 'lambdas/scheduled/send-usdt-withdrawals.ts',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the sender queries gsi1 for reserved and broadcast withdrawals.",
    });
  }
}
