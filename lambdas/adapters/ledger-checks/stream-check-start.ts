/**
 * The stream checker started from the book as it stands: every ledger item of the accounts table read
 * in one parallel scan and folded into the sums the stream would have built (bookTallyFold), which then
 * replace the checker's. The stream brings only what is written after it is enabled and keeps it 24
 * hours, so a checker that begins on a table with history, or lost more than a day of the stream, has
 * no other way to know each account's whole balance (the house accounts' signs need it).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LedgerBreak } from '../../domain/ledger/checks/breaks';
import { bookTallyFold } from '../../domain/ledger/checks/tallies';
import { scanLedgerItems } from '../ledger/ledger-scan';
import type { LedgerStreamCheckStore } from './stream-check-store';

export async function startStreamCheckFromBook(
  accountsTable: string,
  store: LedgerStreamCheckStore,
  client?: DynamoDBDocumentClient,
): Promise<{ items: number; breaks: LedgerBreak[] }> {
  const fold = bookTallyFold();
  await scanLedgerItems(accountsTable, (item) => fold.add(item), client ? { client } : {});
  const breaks = await store.startFromBook(fold.tallies(), fold.items);
  return { items: fold.items, breaks };
}
