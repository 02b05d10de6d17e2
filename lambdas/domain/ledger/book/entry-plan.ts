/**
 * What the ledger is asked and what it writes. A caller asks with a Movement (new transaction records,
 * usually with the entry that moves their money) or a Transition (an existing record's status moves on,
 * with or without an entry); the domain turns either into an EntryPlan (entry-planning.ts): everything
 * the one write holds, as plain data, with every condition already decided from the account rules. The
 * adapter turns a plan into one DynamoDB transaction and decides nothing.
 */
import { ConflictError } from '../../errors';
import type { Currency } from '../../money';
import type { HouseAccountName, StockAccountName } from './accounts';
import type { ExternalReference } from './external-reference';
import type { EntryKind, JournalEntry, TdsDeduction } from './journal-entry';
import type { TransactionDraft, TransactionKey, TransactionStatus } from './transactions';

/**
 * DynamoDB's limit on the items of one TransactWriteItems: a plan is one write, so it holds at most
 * this many items (each wallet, house row, stock shard, record, cap, reference, the entry, the status).
 */
export const MAX_PLAN_ITEMS = 100;

/** A customer's wallet in the plan: what it adds and what it must hold before, for the write to pass. */
export interface WalletChange {
  readonly userId: string;
  readonly currency: Currency;
  /** 0 when the wallet is only checked (a wallet the plan was made from that the entry does not post to). */
  readonly addMinor: bigint;
  /** Absent: written whatever it holds (a credit). */
  readonly mustHold?: { readonly atLeastMinor: bigint } | { readonly exactlyMinor: bigint };
}

/** A house posting, appended as a row of its own: no item is written by every entry. */
export interface HouseRow {
  readonly account: HouseAccountName;
  readonly currency: Currency;
  readonly amountMinor: bigint;
  /** A TDS row keeps whose tax it is, so the quarterly statement reads the rows alone. */
  readonly tds?: TdsDeduction;
}

/** One shard of a stock guard (StockChange): a draw is conditioned on the shard holding what it takes. */
export interface ShardChange {
  readonly account: StockAccountName;
  readonly shard: number;
  readonly addMinor: bigint;
  /** For a draw: what the shard must hold, or the write is refused (StockShardEmptiedError). */
  readonly mustHoldMinor?: bigint;
}

/** A running total in the plan, with the conditions its cap decided. */
export interface CapChange {
  /** The cap as asked, named in the refusal (CapReachedError). */
  readonly cap: MovementCap;
  /** The total before must be at most this (the maximum less what is added). */
  readonly atMostBeforeMinor?: bigint;
  /** The total before must be at least this (what is taken from it). */
  readonly atLeastBeforeMinor?: bigint;
  /** The total before must be exactly this (0 also passes a total never written). */
  readonly exactlyBeforeMinor?: bigint;
  /** Only checked, never written: nothing is added. */
  readonly checkOnly: boolean;
}

/** The entry as stored: account ids as postings name them. */
export interface PlannedEntry {
  readonly kind: EntryKind;
  readonly postings: readonly {
    readonly account: string;
    readonly currency: Currency;
    readonly amountMinor: bigint;
  }[];
  readonly reverses?: string;
  readonly memo?: string;
}

export interface PlannedReference extends ExternalReference {
  /** `source:id`, as the other references of its write store it. */
  readonly name: string;
}

/** An existing record moving on (Transition), without its entry. */
export type StatusChange = Omit<Transition, 'entry' | 'references' | 'caps' | 'records'>;

/** Everything one journal entry writes, all or nothing; ids and times are the writer's to give. */
export interface EntryPlan {
  readonly entry?: PlannedEntry;
  readonly wallets: readonly WalletChange[];
  readonly houseRows: readonly HouseRow[];
  readonly stock: readonly ShardChange[];
  readonly caps: readonly CapChange[];
  /** New records a person sees, in the order their list shows them (newest last). */
  readonly records: readonly TransactionDraft[];
  readonly statusChange?: StatusChange;
  /** At least one: the write is refused whole when any was written before (a replay). */
  readonly references: readonly PlannedReference[];
}

/** How many items the plan's write holds. */
export const planItemCount = (plan: EntryPlan) =>
  (plan.entry ? 1 : 0) +
  (plan.statusChange ? 1 : 0) +
  plan.wallets.length +
  plan.houseRows.length +
  plan.stock.length +
  plan.caps.length +
  plan.records.length +
  plan.references.length;

/** A stock shard a draw chose was emptied by another sale meanwhile: the plan is made again. */
export class StockShardEmptiedError extends Error {}

/**
 * A customer's running total over a period (bank transfers credited on one day in India, say) that the
 * movement adds to in the same transaction, so two movements at once can never both pass the maximum.
 */
export interface MovementCap {
  readonly userId: string;
  readonly name:
    | 'bank-transfer-deposits'
    | 'card-deposits'
    | 'usdt-buys'
    | 'usdt-sells'
    | 'inr-withdrawals'
    | 'usdt-withdrawals'
    | 'customer-receivable'
    | 'vda-buy-consideration'
    | 'vda-sell-consideration';
  /**
   * The period the total counts in: `YYYY-MM-DD`, a day in India (`open` for what a customer owes,
   * `FY2026-27` for a financial year's consideration).
   */
  readonly period: string;
  /** Negative takes from the total, on the condition that the total stays at or above zero. */
  readonly addMinor: bigint;
  /** Absent: the movement only counts towards the total (money already taken that must be credited). */
  readonly maxMinor?: bigint;
  /**
   * The total before must be at least this: the movement was planned as past a threshold of a total
   * that only grows, so no other movement can make that decision wrong, and none need wait for it.
   */
  readonly minBeforeMinor?: bigint;
  /**
   * The total as the plan read it: the movement is refused (CapReachedError) when another moved it
   * meanwhile, and planned again from what it is then. A credit pays what its customer owes from the
   * total it read, so a refund adding to the debt at the same moment cannot leave the credit in a wallet
   * while the debt stays open. With `addMinor` 0 the total is only checked, never written.
   */
  readonly asReadMinor?: bigint;
}

/** The movement would take a cap's total over its maximum: nothing was written. */
export class CapReachedError extends ConflictError {
  constructor(readonly cap: MovementCap) {
    super(`This would pass the ${cap.name} limit for ${cap.period}`);
  }
}

/**
 * A change to what the house holds of a stock it sells (the USDT inventory). The stock is a guard kept
 * beside the house account's postings, in shards so no single item is written by every buy: a draw
 * takes from as many shards as it needs, each on the condition that it holds what is taken, so the
 * house never sells what it does not hold; funding tops up the emptiest shards first.
 */
export interface StockChange {
  readonly account: StockAccountName;
  /** Negative draws (a sale), positive funds. Equal to the movement's posting on that house account. */
  readonly amountMinor: bigint;
}

/** The house does not hold enough of a stock for the movement: nothing was written. */
export class InventoryShortfallError extends ConflictError {
  constructor() {
    super(
      'We do not have enough USDT to sell for this amount right now. Please try a smaller amount or try again later.',
    );
  }
}

export interface Movement {
  /** Absent for a record of money not yet moved (a card order waiting for payment). */
  readonly entry?: JournalEntry;
  readonly transactions: readonly TransactionDraft[];
  /** At least one: every movement names the event that caused it. */
  readonly references: readonly ExternalReference[];
  /** Running totals this movement counts towards; any over its maximum refuses the whole movement. */
  readonly caps?: readonly MovementCap[];
  /** Stock the movement draws or funds, in the same transaction as its postings. */
  readonly stock?: readonly StockChange[];
  /**
   * Wallets whose balance the plan was made from: the movement is refused (InsufficientFundsError)
   * when one holds anything else by the time it is written, and planned again from what it holds then.
   * A refund that makes a customer owe takes all the wallet holds, so a credit landing between the
   * read and the write must not be left in the wallet beside the new debt.
   */
  readonly walletsAsRead?: readonly WalletAsRead[];
}

export interface WalletAsRead {
  readonly userId: string;
  readonly currency: Currency;
  readonly balanceMinor: bigint;
}

export interface Transition {
  readonly transaction: TransactionKey;
  /** The statuses the record may be in for the transition to apply; any other is a conflict. */
  readonly from: readonly TransactionStatus[];
  readonly to: TransactionStatus;
  /** `statusReason: null` removes the reason: a record's words must follow its new status. */
  readonly set?: {
    readonly reference?: string;
    readonly statusReason?: string | null;
    /** Who decided (an operator), kept on the record so a second decision can say who was first. */
    readonly decidedBy?: string;
    /** A withdrawal's signed chain transaction, kept before it is broadcast. */
    readonly signedTransaction?: string;
  };
  /**
   * The amount the transition was worked out from (`fromMinor`): if the record holds another amount by
   * the time it is written (part of it refunded meanwhile), nothing is written (a conflict). `toMinor`
   * changes it: what is still held after part of it was refunded.
   */
  readonly amount?: { readonly fromMinor: bigint; readonly toMinor?: bigint };
  readonly entry?: JournalEntry;
  readonly references: readonly ExternalReference[];
  /** Running totals the transition's money counts towards, as a movement's (a held transfer released today). */
  readonly caps?: readonly MovementCap[];
  /** New records the transition's entry shows on other wallets (money in suspense assigned to a customer). */
  readonly records?: readonly TransactionDraft[];
}

export class InconsistentMovementError extends Error {}
