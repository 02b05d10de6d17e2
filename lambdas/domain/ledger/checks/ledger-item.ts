/**
 * A ledger item as the table stores it, read whichever way (a page of the full scan, an image on the
 * table's stream): what the checkers (checks/full-scan.ts, checks/stream.ts) are fed.
 */
import type { Currency } from '../../money';
import type { StockAccountName } from '../book/accounts';
import type { CheckedEntry, CheckedRecord } from './checked-items';

export type LedgerItem =
  | { readonly type: 'entry'; readonly entry: CheckedEntry }
  | {
      readonly type: 'wallet';
      readonly accountId: string;
      readonly currency: Currency;
      readonly balanceMinor: bigint;
      readonly postingCount: number;
    }
  | {
      readonly type: 'house-row';
      readonly accountId: string;
      readonly currency: Currency;
      readonly entryId: string;
      readonly amountMinor: bigint;
    }
  | { readonly type: 'record'; readonly record: CheckedRecord }
  | { readonly type: 'reference'; readonly name: string; readonly entryId?: string }
  | {
      readonly type: 'stock-shard';
      readonly account: StockAccountName;
      readonly shard: number;
      readonly availableMinor: bigint;
    }
  | {
      readonly type: 'customer-total';
      readonly total: string;
      readonly key: string;
      readonly totalMinor: bigint;
    }
  /** A deposit address given out: no withdrawal may have been sent to it. */
  | { readonly type: 'deposit-address'; readonly address: string };

/** One stream record: the item before and after (absent when it was created or removed). */
export interface LedgerChange {
  readonly eventId: string;
  readonly before?: LedgerItem;
  readonly after?: LedgerItem;
}
