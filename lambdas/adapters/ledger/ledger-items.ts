/**
 * How the ledger lies in the accounts table:
 *
 *   pk                              sk                      what
 *   USER#<sub>                      WALLET#<INR|USDT>       balanceMinor (Number, minor units), postingCount
 *   USER#<sub>                      TXN#<INR|USDT>#<ulid>   a transaction record the customer sees; in gsi1
 *                                                           (TXN-STATUS#<status> / <createdAt>#<ulid>) while
 *                                                           held or pending, the queues someone must act on
 *   ENTRY#<ulid>                    ENTRY                   a journal entry with all its postings; immutable
 *   HOUSE#<account>#<shard>         <entry ulid>            one house-account posting (append-only)
 *   REF#<source>#<id>               REF                     an external reference and the first result it got
 *
 * Why this shape:
 * - A wallet is one small item that only its owner's movements touch, so deposits of different
 *   customers never meet on an item, and a balance is a point read however long the history.
 * - A wallet's records sort by ULID under one prefix, so its list is one Query, newest first.
 * - House accounts take a posting from nearly every movement; an item (or a partition) updated by every
 *   request would cap the product near 1000 writes/s and make transactions conflict, so their postings
 *   are new items spread over SHARDS partitions. A house balance is the sum of its shards' rows.
 * - An entry is its own partition, so the checker can read every entry and fold its postings.
 */
import type { HouseAccountName } from '../../domain/ledger/accounts';
import { type ExternalReference, referenceName } from '../../domain/ledger/external-reference';
import type { TransactionStatus } from '../../domain/ledger/transactions';
import type { Currency } from '../../domain/money';

export interface ItemKey {
  pk: string;
  sk: string;
}

/** House postings spread over this many partitions; the checker and house totals read all of them. */
export const HOUSE_SHARDS = 16;

const userPartition = (userId: string) => `USER#${userId}`;
const TRANSACTION_SK_PREFIX = 'TXN#';
export const ENTRY_PK_PREFIX = 'ENTRY#';
export const HOUSE_PK_PREFIX = 'HOUSE#';
const WALLET_SK_PREFIX = 'WALLET#';

/** Statuses whose records wait for someone (ops, a webhook, an expiry sweep) and are listed in gsi1. */
export const QUEUED_STATUSES: readonly TransactionStatus[] = ['held', 'pending'];

export const ledgerItems = {
  wallet: (userId: string, currency: Currency): ItemKey => ({
    pk: userPartition(userId),
    sk: `${WALLET_SK_PREFIX}${currency}`,
  }),
  transaction: (userId: string, currency: Currency, id: string): ItemKey => ({
    pk: userPartition(userId),
    sk: `${transactionPrefix(currency)}${id}`,
  }),
  entry: (entryId: string): ItemKey => ({ pk: `${ENTRY_PK_PREFIX}${entryId}`, sk: 'ENTRY' }),
  housePosting: (account: HouseAccountName, entryId: string): ItemKey => ({
    pk: housePartition(account, shardOf(entryId)),
    sk: entryId,
  }),
  reference: (reference: ExternalReference): ItemKey => ({
    pk: `REF#${referenceName(reference)}`,
    sk: 'REF',
  }),
} as const;

export const transactionPrefix = (currency: Currency) => `${TRANSACTION_SK_PREFIX}${currency}#`;

export const housePartition = (account: HouseAccountName, shard: number) =>
  `${HOUSE_PK_PREFIX}${account}#${String(shard).padStart(2, '0')}`;

/** The status queue a record is listed in while it waits, or none. */
export function statusQueue(status: TransactionStatus, createdAt: string, id: string) {
  return QUEUED_STATUSES.includes(status)
    ? { gsi1pk: statusQueueKey(status), gsi1sk: `${createdAt}#${id}` }
    : undefined;
}
export const statusQueueKey = (status: TransactionStatus) => `TXN-STATUS#${status}`;

/** ULIDs end in 80 random bits; their last characters spread entries evenly over the shards. */
function shardOf(entryId: string): number {
  let hash = 0;
  for (const char of entryId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % HOUSE_SHARDS;
}
