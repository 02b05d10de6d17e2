/**
 * The TRON chain watcher on a schedule: every minute EventBridge runs lambdas/scheduled/watch-tron-deposits.ts,
 * which asks TronGrid (TRON_API_URL) for USDT transfers to every deposit address given out and books
 * them in the ledger (pending, then credited at 19 confirmations). It may read and write the accounts
 * table and nothing else; TronGrid is public and needs no credentials (an API key only raises its rate limit).
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { ScheduledFunction } from './scheduled-function';

/** A block is final about a minute after it is made; a run a minute lets a deposit wait at most one more. */
export const TRON_WATCH_INTERVAL = Duration.minutes(1);

export interface TronDepositWatcherProps {
  accountsTable: ITable;
  environment: Record<string, string>;
}

export class TronDepositWatcher extends ScheduledFunction {
  constructor(scope: Construct, id: string, { accountsTable, environment }: TronDepositWatcherProps) {
    super(scope, id, {
      description: 'TRON deposit watcher (every minute)',
      ruleSubject: 'TRON deposit watcher',
      entry: 'lambdas/scheduled/watch-tron-deposits.ts',
      environment,
      // Less than the interval, so runs seldom overlap (an overlap is safe: each transfer credits once).
      timeout: Duration.seconds(50),
      every: TRON_WATCH_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the watcher queries gsi1 for the deposit addresses.",
    });
  }
}
