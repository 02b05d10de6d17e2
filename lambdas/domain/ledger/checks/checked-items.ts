/**
 * What the ledger's checks read of the stored items: an entry's postings and what it names, and a
 * transaction record as the customer sees it. The full scan (checks/full-scan.ts), the stream
 * (checks/stream.ts) and the rules both run (checks/rules.ts) read these shapes, so they live apart
 * from any of them.
 */
import type { Currency } from '../../money';
import { customerAccount, accountId as idOfAccount } from '../book/accounts';
import type { Direction, TransactionRecord, TransactionStatus } from '../book/transactions';
import { SUSPENSE_OWNER } from '../recipes/suspense';

export interface CheckedPosting {
  readonly accountId: string;
  readonly currency: Currency;
  readonly amountMinor: bigint;
}

export interface CheckedEntry {
  readonly id: string;
  readonly postings: readonly CheckedPosting[];
  /** The records the entry was written with (checkedRecordKey). */
  readonly records?: readonly string[];
  /** The external references it was posted under (`utr:…`), each kept as an item of its own. */
  readonly references?: readonly string[];
  /** The entry it undoes. */
  readonly reverses?: string;
}

/** A transaction record as the customer sees it, with the entries it names. */
export interface CheckedRecord {
  /** checkedRecordKey of the record. */
  readonly key: string;
  /** The wallet it is shown on: `customer/<sub>/<currency>`. */
  readonly accountId: string;
  readonly status: TransactionStatus;
  readonly direction: Direction;
  readonly amountMinor: bigint;
  /** The fee and GST a debit charged beside its amount (a withdrawal's): see holdsRecordsNetOfCharges. */
  readonly chargesMinor?: bigint;
  readonly entryIds: readonly string[];
  /**
   * A record of the house's own (money in suspense): its money is on the suspense account, which the
   * balances check, so only the entries it names are checked to exist.
   */
  readonly house?: boolean;
  /** Where a USDT withdrawal was sent (its TRON address). */
  readonly destination?: string;
}

/** How entries and the fold name a record: `<sub>/<currency>/<record id>`. */
export const checkedRecordKey = (record: { userId: string; currency: Currency; id: string }) =>
  `${record.userId}/${record.currency}/${record.id}`;

/** What the fold reads of a stored record. */
export function checkedRecord(record: TransactionRecord): CheckedRecord {
  return {
    key: checkedRecordKey(record),
    accountId: idOfAccount(customerAccount(record.userId, record.currency)),
    status: record.status,
    direction: record.direction,
    amountMinor: record.amountMinor,
    ...(record.direction === 'debit' && record.feeMinor + record.gstMinor > 0n
      ? { chargesMinor: record.feeMinor + record.gstMinor }
      : {}),
    entryIds: record.entryIds,
    ...(record.userId === SUSPENSE_OWNER ? { house: true } : {}),
    ...(record.type === 'usdt-withdrawal' && record.destination ? { destination: record.destination } : {}),
  };
}
