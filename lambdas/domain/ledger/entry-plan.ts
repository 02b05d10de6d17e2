/**
 * What the ledger writer takes: a Movement (new transaction records, usually with the entry that moves
 * their money) or a Transition (an existing record's status moves on, with or without an entry). Each
 * is written in one DynamoDB transaction together with its external references.
 */
import { ConflictError } from '../errors';
import type { Currency } from '../money';
import { accountId, accountRules, customerAccount, type StockAccountName } from './accounts';
import type { ExternalReference } from './external-reference';
import type { JournalEntry } from './journal-entry';
import type { TransactionDraft, TransactionKey, TransactionStatus } from './transactions';

/**
 * A customer's running total over a period (bank transfers credited on one day in India, say) that the
 * movement adds to in the same transaction, so two movements at once can never both pass the maximum.
 */
export interface MovementCap {
  readonly userId: string;
  readonly name: 'bank-transfer-deposits' | 'card-deposits' | 'usdt-buys' | 'customer-receivable';
  /** The period the total counts in: `YYYY-MM-DD`, a day in India (`open` for what a customer owes). */
  readonly period: string;
  /** Negative takes from the total, on the condition that the total stays at or above zero. */
  readonly addMinor: bigint;
  /** Absent: the movement only counts towards the total (money already taken that must be credited). */
  readonly maxMinor?: bigint;
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
  };
  readonly entry?: JournalEntry;
  readonly references: readonly ExternalReference[];
  /** Running totals the transition's money counts towards, as a movement's (a held transfer released today). */
  readonly caps?: readonly MovementCap[];
  /** New records the transition's entry shows on other wallets (money in suspense assigned to a customer). */
  readonly records?: readonly TransactionDraft[];
}

export class InconsistentMovementError extends Error {}

/**
 * Every customer posting must be shown to the customer: the movement's succeeded records of that
 * wallet (credits up, debits down) sum to exactly its posting. A movement that would change a balance
 * without the lines in the customer's list that add up to it is refused.
 */
export function assertMovementConsistent(movement: Movement): void {
  if (movement.references.length === 0) throw new InconsistentMovementError('A movement needs a reference');
  if (movement.transactions.length === 0 && !movement.entry) {
    throw new InconsistentMovementError('A movement moves money or records a transaction');
  }
  // A stock-guarded account moves only with its stock: a posting without its draw could sell what
  // the house does not hold, a draw without its posting would leave the guard and the book apart.
  const guarded = new Set([
    ...(movement.stock ?? []).map((change) => change.account),
    ...stockPostings(movement.entry).map(({ account }) => account),
  ]);
  for (const account of guarded) {
    const posted = stockPostings(movement.entry)
      .filter((posting) => posting.account === account)
      .reduce((sum, posting) => sum + posting.amountMinor, 0n);
    const changed = (movement.stock ?? [])
      .filter((change) => change.account === account)
      .reduce((sum, change) => sum + change.amountMinor, 0n);
    if (posted !== changed) {
      throw new InconsistentMovementError(`The ${account} stock change differs from its postings`);
    }
  }
  // A wallet is named once per entry (one DynamoDB operation per item), so a credit that also pays
  // a debt posts the two net: what its succeeded records show on that wallet must sum to the posting.
  const shown = new Map<string, bigint>();
  for (const record of movement.transactions) {
    if (record.status !== 'succeeded') continue;
    const wallet = accountId(customerAccount(record.userId, record.currency));
    const signed = record.direction === 'credit' ? record.amountMinor : -record.amountMinor;
    shown.set(wallet, (shown.get(wallet) ?? 0n) + signed);
  }
  const posted = new Map<string, bigint>();
  for (const { account, amountMinor } of movement.entry?.postings ?? []) {
    if (account.kind === 'customer') posted.set(accountId(account), amountMinor);
  }
  for (const wallet of new Set([...posted.keys(), ...(movement.entry ? shown.keys() : [])])) {
    if ((posted.get(wallet) ?? 0n) !== (shown.get(wallet) ?? 0n))
      throw new InconsistentMovementError(`The posting to ${wallet} differs from its transaction records`);
  }
}

/** The entry's postings to stock-guarded accounts. */
function stockPostings(entry: JournalEntry | undefined) {
  const found: { account: StockAccountName; amountMinor: bigint }[] = [];
  for (const { account, amountMinor } of entry?.postings ?? []) {
    if (account.kind === 'house' && accountRules(account).stockGuarded)
      found.push({ account: account.name as StockAccountName, amountMinor });
  }
  return found;
}

/**
 * A transition's entry may only move money on the wallet of the record it moves on, or on a wallet that
 * one of its new records shows, as a movement's; and never on a stock-guarded account (a transition
 * carries no stock change).
 */
export function assertTransitionConsistent(transition: Transition): void {
  const { transaction } = transition;
  if (stockPostings(transition.entry).length > 0)
    throw new InconsistentMovementError('A transition cannot move a stock-guarded account');
  for (const posting of transition.entry?.postings ?? []) {
    const { account } = posting;
    if (account.kind !== 'customer') continue;
    const shown = (transition.records ?? []).some(
      (record) => record.userId === account.userId && record.currency === account.currency,
    );
    if (!shown && (account.userId !== transaction.userId || account.currency !== transaction.currency)) {
      throw new InconsistentMovementError(
        `The posting to ${accountId(account)} is not on the record's wallet`,
      );
    }
  }
}
