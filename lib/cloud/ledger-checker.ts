/**
 * The ledger's invariant checker on a schedule: the same scan and fold as `npm run ops -- ledger
 * verify`, run every hour by EventBridge, with read-only access to the accounts table. It publishes
 * LedgerBreaks (lambdas/scheduled/verify-ledger.ts), which OperationsAlarms watches.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

/** How often the checker runs; the alarm's period matches it. */
export const LEDGER_CHECK_INTERVAL = Duration.hours(1);

export class LedgerChecker extends ScheduledFunction {
  constructor(scope: Construct, id: string, { accountsTable, environment }: ScheduledJobProps) {
    super(scope, id, {
      description: 'Ledger invariant checker (hourly)',
      ruleSubject: 'ledger invariant checker',
      entry: 'lambdas/scheduled/verify-ledger.ts',
      environment,
      // A full scan of the ledger, re-read while customers write: far longer than a request.
      // One attempt per run: two overlapping scans would only cost more.
      timeout: Duration.minutes(10),
      every: LEDGER_CHECK_INTERVAL,
      accountsTable,
      tableAccess: 'read',
      indexAccessReason:
        "The read grant's `/index/*` covers the accounts table's own secondary indexes only; the checker reads the table by Scan and never writes.",
    });
  }
}
