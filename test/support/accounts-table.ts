/** Direct access to the local stack's accounts table, for tests that look at or seed what is stored. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localDocumentClient, storedItem } from './local-clients';
import { stackUnderTest } from './stack-context';

export function accountsTable() {
  return {
    name: stackUnderTest().handlerEnv.TABLE_ACCOUNTS as string,
    documents: localDocumentClient(),
  };
}

/** One item of the accounts table as stored, by its key (lambdas/adapters/account-items.ts). */
export const storedAccountsItem = (key: { pk: string; sk: string }) => storedItem('accounts', key);

/** BatchWriteItem takes at most 25 items a call; unprocessed items are sent again. */
const BATCH_WRITE_LIMIT = 25;

/** Stores many items, a few batches at a time. */
export async function putItems(items: Record<string, unknown>[], inFlight = 4): Promise<void> {
  const { name, documents } = accountsTable();
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += BATCH_WRITE_LIMIT)
    batches.push(items.slice(start, start + BATCH_WRITE_LIMIT));
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        const result = await documents.send(new BatchWriteCommand({ RequestItems: { [name]: requests } }));
        requests = (result.UnprocessedItems?.[name] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}
