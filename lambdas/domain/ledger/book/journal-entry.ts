/**
 * A journal entry: postings that move money between accounts and sum to zero in every currency
 * (debits equal credits). The only way to get a JournalEntry is buildJournalEntry, which refuses an
 * entry that does not balance, so an unbalanced entry cannot reach the ledger writer.
 */

import type { TdsKind } from '../../india/vda-tds';
import type { Currency } from '../../money';
import { accountId, type LedgerAccount } from './accounts';
import { UnbalancedEntryError } from './refusals';

export type EntryKind =
  | 'bank-transfer-deposit'
  | 'card-deposit'
  | 'buy-usdt'
  | 'sell-usdt'
  | 'chain-deposit'
  | 'chain-dust'
  | 'deposit-held'
  | 'held-deposit-released'
  | 'held-deposit-returned'
  | 'inventory-funding'
  | 'suspense-received'
  | 'suspense-assigned'
  | 'suspense-returned'
  | 'provider-refund'
  | 'provider-refund-failed'
  | 'receivable-settled'
  | 'provider-settlement'
  | 'inr-withdrawal-reserved'
  | 'inr-withdrawal-paid-out'
  | 'inr-withdrawal-returned'
  | 'usdt-withdrawal-reserved'
  | 'usdt-withdrawal-sent'
  | 'usdt-withdrawal-returned'
  | 'reversal';

export interface Posting {
  readonly account: LedgerAccount;
  /** Minor units; positive raises the account's balance (a credit), negative lowers it (a debit). */
  readonly amountMinor: bigint;
  /** On a TDS posting: whose tax it is and on what, for the quarterly statement (Form 26QF). */
  readonly tds?: TdsDeduction;
}

/** A TDS line as the quarterly statement reads it; the TDS is the posting's amount. */
export interface TdsDeduction {
  readonly userId: string;
  readonly considerationMinor: bigint;
  readonly kind: TdsKind;
}

export interface JournalEntryDraft {
  kind: EntryKind;
  postings: readonly Posting[];
  /** For a reversal: the id of the entry it undoes. */
  reverses?: string;
  /** Plain words for operators, never PII. */
  memo?: string;
}

declare const balanced: unique symbol;

/** A draft that was checked to balance; only buildJournalEntry makes one. */
export type JournalEntry = Readonly<JournalEntryDraft> & { readonly [balanced]: true };

/** An entry as the ledger stored it: ids and times are the writer's to give. */
export interface StoredEntry {
  readonly id: string;
  readonly createdAt: string;
  readonly entry: JournalEntry;
}

export function sumsByCurrency(postings: Iterable<Posting>): Map<Currency, bigint> {
  const sums = new Map<Currency, bigint>();
  for (const posting of postings) {
    const { currency } = posting.account;
    sums.set(currency, (sums.get(currency) ?? 0n) + posting.amountMinor);
  }
  return sums;
}

/**
 * DynamoDB allows one operation per item in a transaction, so an account appears at most once per
 * entry; a zero posting moves nothing and is refused as a likely mistake.
 */
export function buildJournalEntry(draft: JournalEntryDraft): JournalEntry {
  if (draft.postings.length < 2) throw new UnbalancedEntryError('An entry needs at least two postings');
  const seen = new Set<string>();
  for (const posting of draft.postings) {
    const id = accountId(posting.account);
    if (seen.has(id)) throw new UnbalancedEntryError(`${id} appears twice in one entry`);
    seen.add(id);
    if (posting.amountMinor === 0n) throw new UnbalancedEntryError(`The posting to ${id} moves nothing`);
  }
  for (const [currency, sum] of sumsByCurrency(draft.postings)) {
    if (sum !== 0n) {
      throw new UnbalancedEntryError(`The ${currency} postings sum to ${sum}, not zero`);
    }
  }
  return Object.freeze({
    ...draft,
    postings: Object.freeze(draft.postings.map((posting) => Object.freeze({ ...posting }))),
  }) as JournalEntry;
}
