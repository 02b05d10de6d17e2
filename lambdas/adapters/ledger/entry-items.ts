/** A journal entry item (ENTRY#<ulid>, account-items.ts) read back: its postings as stored, by account id. */
import type { CheckedPosting } from '../../domain/ledger/checks/checked-items';
import type { Currency } from '../../domain/money';
import type { BookedEntry } from '../../domain/tax-statements/tax-statement-rows';
import { storedInteger } from '../stored-numbers';

type Item = Record<string, unknown>;

export const storedPostings = (item: Item): CheckedPosting[] =>
  (item.postings as Item[]).map((posting) => ({
    accountId: String(posting.account),
    currency: posting.currency as Currency,
    amountMinor: storedInteger(posting.amountMinor),
  }));

export const bookedEntryFromItem = (item: Item): BookedEntry => ({
  id: String(item.entryId),
  kind: String(item.kind),
  createdAt: String(item.createdAt),
  postings: storedPostings(item),
});
