/**
 * The ledger has no routes of its own: its invariant checker runs on the accounts table's stream
 * (lib/cloud/ledger-stream-check.ts, an event source, not a schedule) and, as that checker's own
 * check, as a full scan on a schedule, declared here.
 */
import { defineSchedules } from '../schedule-definition';

export const ledgerSchedules = defineSchedules({
  /**
   * The same scan and fold as `npm run ops -- ledger verify` (its segments read in parallel). The full
   * scan reads the whole book, hours of read capacity at millions of customers, so it runs weekly, at a
   * quiet hour in India. It publishes LedgerBreaks (lambdas/scheduled/check-ledger.ts), which
   * LedgerAlarm watches.
   */
  ledgerChecker: {
    subject: 'ledger invariant checker',
    cadence: 'weekly full scan',
    handler: 'lambdas/scheduled/check-ledger.ts',
    every: { days: 7 },
    // Sunday 21:30 UTC is Monday 03:00 in India, when the fewest customers write.
    at: { weekDay: 'SUN', hour: 21, minute: 30 },
    // A full scan of the ledger, re-read while customers write: Lambda's longest run. One attempt per
    // run: two overlapping scans would only cost more.
    timeoutSeconds: 900,
    grants: { tables: { accounts: 'read' } },
    indexUse: 'the checker reads the table by Scan and never writes.',
  },
});
