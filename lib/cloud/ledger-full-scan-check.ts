/**
 * The ledger's invariant checker as a full scan: the same scan and fold as `npm run ops -- ledger
 * verify` (its segments read in parallel), with read-only access to the accounts table. Every change
 * is checked as it is written by the stream checker (ledger-stream-check.ts); the full scan reads the
 * whole book, hours of read capacity at millions of customers, so it runs weekly, at a quiet hour in
 * India, as the stream checker's own check. It publishes LedgerBreaks (lambdas/scheduled/check-ledger.ts),
 * which LedgerAlarm watches.
 */
import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

/** How often the full scan runs; its alarms' windows follow it. */
export const LEDGER_CHECK_INTERVAL = Duration.days(7);

export class LedgerFullScanCheck extends ScheduledFunction {
  constructor(scope: Construct, id: string, { accountsTable, environment }: ScheduledJobProps) {
    super(scope, id, {
      description: 'Ledger invariant checker (weekly full scan)',
      ruleSubject: 'ledger invariant checker',
      entry: 'lambdas/scheduled/check-ledger.ts',
      environment,
      // A full scan of the ledger, re-read while customers write: Lambda's longest run.
      // One attempt per run: two overlapping scans would only cost more.
      timeout: Duration.minutes(15),
      every: LEDGER_CHECK_INTERVAL,
      // Sunday 21:30 UTC is Monday 03:00 in India, when the fewest customers write.
      schedule: Schedule.cron({ weekDay: 'SUN', hour: '21', minute: '30' }),
      accountsTable,
      tableAccess: 'read',
      indexAccessReason:
        "The read grant's `/index/*` covers the accounts table's own secondary indexes only; the checker reads the table by Scan and never writes.",
    });
  }
}
