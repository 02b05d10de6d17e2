/**
 * The stream checker over a table of a test's own: the local stack's reader of DynamoDB Local's stream
 * (lib/local/ledger-stream-reader.ts) feeding the stream checker's handler, with its state in a
 * ledger-check table of the test's own. `breaks()` reads the stream to its end (so nothing is in
 * flight: the settle-time rules need no lag) and answers every break found since the last `forget()`.
 */
import { randomUUID } from 'node:crypto';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableById } from '../../definitions/tables';
import { startStreamCheckFromBook } from '../../lambdas/adapters/ledger-checks/stream-check-start';
import { LedgerStreamCheckStore } from '../../lambdas/adapters/ledger-checks/stream-check-store';
import { queryAllPages } from '../../lambdas/adapters/query-pages';
import { ledgerStreamCheck } from '../../lambdas/streams/check-ledger-stream';
import { createTableInput } from '../../lib/local/dynamodb-local';
import { ledgerStreamReader } from '../../lib/local/ledger-stream-reader';
import { localDynamoClient } from './local-clients';
import { stackUnderTest } from './stack-context';

export async function streamCheckOn(table: string) {
  const stack = stackUnderTest();
  const raw = localDynamoClient();
  const documents = DynamoDBDocumentClient.from(raw, { unmarshallOptions: { wrapNumbers: true } });
  const checkTable = `ledgerCheck-${randomUUID()}`;
  await raw.send(
    new CreateTableCommand({ ...createTableInput(tableById('ledgerCheck')), TableName: checkTable }),
  );
  const store = () => new LedgerStreamCheckStore({ client: () => documents, table: () => checkTable });
  const check = ledgerStreamCheck(
    store,
    () => new Metrics({ namespace: 'test', serviceName: 'ledger-stream-test' }),
  );
  const reader = ledgerStreamReader({
    endpoint: stack.dynamodbUrl,
    region: stack.region,
    table,
    checkTable,
    check,
  });
  const found = (pk: string) =>
    queryAllPages(
      { TableName: checkTable, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
      documents,
    );
  return {
    /** Starts the sums from the book as it stands, the stream read past all written so far (quiet book). */
    async startFromBook() {
      await reader.skipToEnd();
      return startStreamCheckFromBook(table, store(), documents);
    },
    /** Reads the stream to its end, settles, and answers every break found since the last forget(). */
    async breaks() {
      await reader.drain();
      await store().settle(0);
      return store().breaks();
    },
    /** Forgets the breaks found so far (the tallies stay: they follow the table). */
    async forget() {
      await reader.drain();
      for (const pk of ['BREAK', 'SUSPECT'])
        for await (const item of found(pk))
          await documents.send(
            new DeleteCommand({ TableName: checkTable, Key: { pk: item.pk, sk: item.sk } }),
          );
    },
    async close() {
      reader.close();
      await raw.send(new DeleteTableCommand({ TableName: checkTable }));
    },
  };
}
