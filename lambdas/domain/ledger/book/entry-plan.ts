/**
 * What the ledger is asked and what it writes. A caller asks with a Movement (new transaction records,
 * usually with the entry that moves their money) or a Transition (an existing record's status moves on,
 * with or without an entry); the domain turns either into an EntryPlan (entry-planning.ts): everything
 * the one write holds, as plain data, with every condition already decided from the account rules. The
 * adapter turns a plan into one DynamoDB transaction and decides nothing.
 */
import type { Currency } from '../../money';
import type { HouseAccountName, StockAccountName } from './accounts';
import type { ExternalReference } from './external-reference';
import type { EntryKind, JournalEntry, TdsDeduction } from './journal-entry';
import type { MovementCap } from './movement-cap';
import type { TransactionDraft, TransactionKey, TransactionStatus } from './transactions';

export type { MovementCap } from './movement-cap';

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
