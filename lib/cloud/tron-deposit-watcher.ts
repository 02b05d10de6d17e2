/**
 * The TRON chain watcher on a schedule: every minute EventBridge runs lambdas/scheduled/watch-tron-deposits.ts,
 * which asks TronGrid (TRON_API_URL) for USDT transfers to every deposit address given out and books
 * them in the ledger (pending, then credited at 19 confirmations). It may read and write the accounts
 * table and nothing else; TronGrid is public and needs no credentials (an API key only raises its rate limit).
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { acknowledgeNag, nagArnOf } from './nag';
import { WalletFunction } from './wallet-function';

/** A block is final about a minute after it is made; a run a minute lets a deposit wait at most one more. */
export const TRON_WATCH_INTERVAL = Duration.minutes(1);

export interface TronDepositWatcherProps {
  accountsTable: ITable;
  environment: Record<string, string>;
}

export class TronDepositWatcher extends Construct {
  readonly handler: WalletFunction;

  constructor(scope: Construct, id: string, { accountsTable, environment }: TronDepositWatcherProps) {
    super(scope, id);
    this.handler = new WalletFunction(this, 'Function', {
      description: 'TRON deposit watcher (every minute)',
      entry: 'lambdas/scheduled/watch-tron-deposits.ts',
      environment,
      // Less than the interval, so runs seldom overlap (an overlap is safe: each transfer credits once).
      timeout: Duration.seconds(50),
    });
    accountsTable.grantReadWriteData(this.handler);
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        `IAM5[Resource::${nagArnOf(accountsTable)}/index/*]`,
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the watcher queries gsi1 for the deposit addresses.",
      );
    new Rule(this, 'Schedule', {
      description: 'Runs the TRON deposit watcher',
      schedule: Schedule.rate(TRON_WATCH_INTERVAL),
      // The next run is the retry.
      targets: [new LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
