/**
 * `ledger verify`, the scheduled check and the tests: the invariant checker over the accounts table,
 * a pass at a time (ledger/ledger-scan.ts), until the breaks it finds hold still (checks/live-table.ts).
 */
import { tableName } from '../../config/environment';
import type { LedgerReport } from '../../domain/ledger/checks/full-scan';
import { checkLiveTable } from '../../domain/ledger/checks/live-table';
import { scanLedgerInto } from '../ledger/ledger-scan';

/** Passes before a break that keeps showing is believed; the first pass of a quiet ledger is the only one. */
const CONFIRMING_PASSES = 4;
const SETTLE_DELAY_MS = 200;

export interface LedgerScanOptions {
  table?: string;
  /** How many passes a break must show up in, at most, before it is reported. */
  passes?: number;
}

export function checkLedgerTable(options: LedgerScanOptions = {}): Promise<LedgerReport> {
  const table = options.table ?? tableName('accounts');
  return checkLiveTable((check) => scanLedgerInto(table, check), {
    passes: options.passes ?? CONFIRMING_PASSES,
    // Jittered, so the next pass does not line up with the same burst of writes.
    pause: () => new Promise((resolve) => setTimeout(resolve, SETTLE_DELAY_MS * (0.5 + Math.random()))),
  });
}
