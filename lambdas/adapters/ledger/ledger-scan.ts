/**
 * Reads the whole ledger out of the accounts table into the invariant fold (checks/full-scan.ts): every
 * entry with its postings, every wallet balance (with its posting count), every house posting row (a
 * house balance is the sum of its rows), every transaction record, every external reference and every
 * stock shard. A parallel scan, because the checker must see every item; it keeps only what the fold
 * needs (ids, statuses and amounts, no names or bank details). One call is one pass; the passes a live
 * table needs are checks/live-table.ts's.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FullScanCheck } from '../../domain/ledger/checks/full-scan';
import type { LedgerItem } from '../../domain/ledger/checks/ledger-item';
import { ledgerItemFilter, ledgerItemFromStored } from '../ledger-checks/ledger-items';
import { type CapacityListener, scanAllPages } from '../query-pages';

/** Segments read at once: a weekly scan of millions of items is as many times shorter. */
export const SCAN_SEGMENTS = 8;

interface ScanOptions {
  segments?: number;
  onCapacity?: CapacityListener;
  client?: DynamoDBDocumentClient;
}

/** One pass over the table, every ledger item handed to the check; told each page's cost if asked. */
export function scanLedgerInto(
  table: string,
  check: FullScanCheck,
  options: ScanOptions = {},
): Promise<void> {
  return scanLedgerItems(table, (item) => check.addItem(item), options);
}

/** One pass over the table, every ledger item handed to `each` as it is read. */
export async function scanLedgerItems(
  table: string,
  each: (item: LedgerItem) => void,
  options: ScanOptions = {},
): Promise<void> {
  const segments = options.segments ?? SCAN_SEGMENTS;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      for await (const item of scanAllPages(
        {
          TableName: table,
          Segment: segment,
          TotalSegments: segments,
          ConsistentRead: true,
          ...ledgerItemFilter,
          ...(options.onCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {}),
        },
        options.client,
        options.onCapacity,
      )) {
        const ledgerItem = ledgerItemFromStored(item);
        if (ledgerItem) each(ledgerItem);
      }
    }),
  );
}
