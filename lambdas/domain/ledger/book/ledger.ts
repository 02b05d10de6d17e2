/**
 * The ledger's port: what routes, webhook handlers and ops commands call to move money. Build a
 * Movement or Transition with the functions in the recipes (ledger/recipes/) (or your own, from buildJournalEntry),
 * then hand it to the writer. The Bookkeeper (bookkeeper.ts) implements it: it plans the write
 * (entry-planning.ts) and hands the plan to a PlanWriter, which the DynamoDB adapter
 * (lambdas/adapters/ledger/plan-writer.ts) implements; lambdas/adapters/dynamodb-ledger.ts wires them:
 *
 *   const posted = await ledger.post(bankTransferDeposit({ userId, amountMinor, utr, counterparty }));
 *   posted.replayed   // true when the UTR (or any other reference) was already posted: nothing moved,
 *                     // and posted.transactions are the records the first posting made
 *
 * Guarantees of a post or transition: all of it is written or none of it; no customer balance goes
 * below zero (InsufficientFundsError, nothing written); the same external reference never posts twice
 * (the first result comes back, `replayed: true`); concurrent calls never lose an update.
 */
import type { Currency } from '../../money';
import type { StockAccountName } from './accounts';
import type { EntryPlan, Movement, Transition } from './entry-plan';
import type { ExternalReference } from './external-reference';
import type { TransactionKey, TransactionRecord } from './transactions';

export interface PostedMovement {
  /** The entry that moved the money; absent when the movement moved none (a pending record). */
  readonly entryId?: string;
  /** The records the movement created or changed, as stored. */
  readonly transactions: readonly TransactionRecord[];
  /** True when a reference had already been posted: this call wrote nothing. */
  readonly replayed: boolean;
}

export interface LedgerWriter {
  /**
   * Writes the entry, the customer balance updates, the new transaction records and the reference
   * records at once. Throws InsufficientFundsError when a debit would take a wallet below zero.
   */
  post(movement: Movement): Promise<PostedMovement>;
  /**
   * Moves an existing record from one of `from` to `to`, with its entry if it has one. Throws
   * RecordStatusChangedError (a ConflictError) when the record is in another status (already released,
   * say), RecordNotFoundError (a NotFoundError) when there is no such record, InsufficientFundsError like post.
   */
  transition(transition: Transition): Promise<PostedMovement>;
}

/** What the plan writer answers: the plan written, or the first write under one of its references. */
export type PlanOutcome =
  | {
      readonly written: true;
      readonly entryId?: string;
      /** The records the plan created or moved on, as stored. */
      readonly transactions: readonly TransactionRecord[];
    }
  | { readonly written: false; readonly reference: ExternalReference; readonly first: FirstWrite };

/** The write first made under a reference, as its reference record keeps it. */
export interface FirstWrite {
  readonly entryId?: string;
  readonly transactions: readonly TransactionRecord[];
  /** Every reference name of that write (absent on records older than the field). */
  readonly references?: readonly string[];
  /** The very plan being written now, on a try whose answer was lost: not someone else's write. */
  readonly byThisWrite: boolean;
}

/**
 * The adapter's side of a write: one plan, one transaction. Refusals come back as the ledger's
 * (refusals.ts: InsufficientFundsError, CapReachedError, RecordStatusChangedError, RecordNotFoundError,
 * StockShardEmptiedError).
 */
export interface PlanWriter {
  write(plan: EntryPlan): Promise<PlanOutcome>;
}

/** What each shard of a stock guard holds, read consistently, for a draw or a funding to be planned. */
export interface StockReader {
  stockShards(account: StockAccountName): Promise<bigint[]>;
}

export interface TransactionPage {
  /** Newest first. */
  readonly transactions: readonly TransactionRecord[];
  /** Pass back to read the next (older) page; absent on the last page. */
  readonly cursor?: string;
}

export interface TransactionReader {
  get(key: TransactionKey): Promise<TransactionRecord | undefined>;
  list(
    userId: string,
    currency: Currency,
    page: { limit: number; cursor?: string },
  ): Promise<TransactionPage>;
  /** A wallet's records created from `from` to `to` (both included), oldest first, a page at a time. */
  listCreatedBetween(
    userId: string,
    currency: Currency,
    range: { from: Date; to: Date },
    page: { limit: number; cursor?: string },
  ): Promise<TransactionPage>;
}
