/**
 * What a Movement or Transition must be before it is planned: every customer posting shown by the
 * records the customer sees, and a stock-guarded account moved only with its stock.
 */
import { accountId, accountRules, customerAccount, type StockAccountName } from './accounts';
import type { Movement, Transition } from './entry-plan';
import type { JournalEntry } from './journal-entry';
import { InconsistentMovementError } from './refusals';
import { statusesMovedOnWallet } from './transactions';

/**
 * Every customer posting must be shown to the customer: the movement's records that moved that
 * wallet (credits up, debits down; a reserved withdrawal's money has left too) sum to exactly its
 * posting. A movement that would change a balance
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
    if (!statusesMovedOnWallet.includes(record.status)) continue;
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
