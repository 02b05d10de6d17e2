/**
 * The ledger's invariants as a fold, fed entry by entry and balance by balance (so a checker can stream
 * a table scan through it):
 *   - every entry's postings sum to zero per currency;
 *   - every stored balance equals the fold of its account's postings;
 *   - no customer balance is negative;
 *   - the whole book (every stored balance) sums to zero per currency.
 */
import type { Currency } from '../money';
import { parseAccountId } from './accounts';

export interface AuditedPosting {
  readonly accountId: string;
  readonly currency: Currency;
  readonly amountMinor: bigint;
}

export interface AuditedEntry {
  readonly id: string;
  readonly postings: readonly AuditedPosting[];
}

export type LedgerBreak =
  | { kind: 'unbalanced-entry'; entryId: string; currency: Currency; sumMinor: bigint }
  | { kind: 'balance-mismatch'; accountId: string; storedMinor: bigint; foldedMinor: bigint }
  | { kind: 'negative-balance'; accountId: string; balanceMinor: bigint }
  | { kind: 'book-not-zero'; currency: Currency; sumMinor: bigint };

export interface LedgerReport {
  entries: number;
  postings: number;
  customerAccounts: number;
  houseAccounts: number;
  /** Sum of every stored balance per currency: zero in a sound book. */
  bookTotals: Partial<Record<Currency, bigint>>;
  breaks: LedgerBreak[];
}

export function describeBreak(found: LedgerBreak): string {
  switch (found.kind) {
    case 'unbalanced-entry':
      return `entry ${found.entryId}: its ${found.currency} postings sum to ${found.sumMinor}, not zero`;
    case 'balance-mismatch':
      return `${found.accountId}: stored balance ${found.storedMinor}, its postings sum to ${found.foldedMinor}`;
    case 'negative-balance':
      return `${found.accountId}: balance ${found.balanceMinor} is below zero`;
    case 'book-not-zero':
      return `the book's ${found.currency} balances sum to ${found.sumMinor}, not zero`;
  }
}

interface AccountState {
  currency: Currency;
  folded: bigint;
  stored?: bigint;
}

export class LedgerAudit {
  private readonly accounts = new Map<string, AccountState>();
  private readonly breaks: LedgerBreak[] = [];
  private entries = 0;
  private postings = 0;

  addEntry(entry: AuditedEntry): void {
    this.entries += 1;
    const sums = new Map<Currency, bigint>();
    for (const posting of entry.postings) {
      this.postings += 1;
      sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
      this.account(posting.accountId, posting.currency).folded += posting.amountMinor;
    }
    for (const [currency, sumMinor] of sums) {
      if (sumMinor !== 0n)
        this.breaks.push({ kind: 'unbalanced-entry', entryId: entry.id, currency, sumMinor });
    }
  }

  /**
   * A balance as the ledger stores it: a customer's wallet item, or a house account's total of its
   * append-only posting rows. Adding the same account twice adds both amounts (shards of one account).
   */
  addStoredBalance(accountId: string, currency: Currency, balanceMinor: bigint): void {
    const state = this.account(accountId, currency);
    state.stored = (state.stored ?? 0n) + balanceMinor;
  }

  report(): LedgerReport {
    const breaks = [...this.breaks];
    const bookTotals: Partial<Record<Currency, bigint>> = {};
    let customerAccounts = 0;
    let houseAccounts = 0;
    for (const [accountId, state] of [...this.accounts].sort(([a], [b]) => a.localeCompare(b))) {
      const stored = state.stored ?? 0n;
      const isCustomer = parseAccountId(accountId).kind === 'customer';
      if (isCustomer) customerAccounts += 1;
      else houseAccounts += 1;
      bookTotals[state.currency] = (bookTotals[state.currency] ?? 0n) + stored;
      if (stored !== state.folded) {
        breaks.push({ kind: 'balance-mismatch', accountId, storedMinor: stored, foldedMinor: state.folded });
      }
      if (isCustomer && stored < 0n)
        breaks.push({ kind: 'negative-balance', accountId, balanceMinor: stored });
    }
    for (const [currency, sumMinor] of Object.entries(bookTotals) as [Currency, bigint][]) {
      if (sumMinor !== 0n) breaks.push({ kind: 'book-not-zero', currency, sumMinor });
    }
    return {
      entries: this.entries,
      postings: this.postings,
      customerAccounts,
      houseAccounts,
      bookTotals,
      breaks,
    };
  }

  private account(accountId: string, currency: Currency): AccountState {
    let state = this.accounts.get(accountId);
    if (!state) {
      state = { currency, folded: 0n };
      this.accounts.set(accountId, state);
    }
    return state;
  }
}
