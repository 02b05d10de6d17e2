/**
 * The ledger's invariant checker on a schedule: the same scan and fold as `npm run ops -- ledger
 * verify`, run every hour by EventBridge, with read-only access to the accounts table. It publishes
 * LedgerBreaks (lambdas/scheduled/verify-ledger.ts), which OperationsAlarms watches.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { acknowledgeNag, nagArnOf } from './nag';
import { WalletFunction } from './wallet-function';

/** How often the checker runs; the alarm's period matches it. */
export const LEDGER_CHECK_INTERVAL = Duration.hours(1);

export interface LedgerCheckerProps {
  accountsTable: ITable;
  environment: Record<string, string>;
}

export class LedgerChecker extends Construct {
  readonly handler: WalletFunction;

  constructor(scope: Construct, id: string, { accountsTable, environment }: LedgerCheckerProps) {
    super(scope, id);
    this.handler = new WalletFunction(this, 'Function', {
      description: 'Ledger invariant checker (hourly)',
      entry: 'lambdas/scheduled/verify-ledger.ts',
      environment,
      // A full scan of the ledger, re-read while customers write: far longer than a request.
      timeout: Duration.minutes(10),
    });
    accountsTable.grantReadData(this.handler);
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        `IAM5[Resource::${nagArnOf(accountsTable)}/index/*]`,
        "The read grant's `/index/*` covers the accounts table's own secondary indexes only; the checker reads the table by Scan and never writes.",
      );
    new Rule(this, 'Schedule', {
      description: 'Runs the ledger invariant checker',
      schedule: Schedule.rate(LEDGER_CHECK_INTERVAL),
      // One attempt per run: the next run is the retry, and two overlapping scans would only cost more.
      targets: [new LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
