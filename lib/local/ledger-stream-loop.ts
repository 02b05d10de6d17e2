/**
 * The cloud runs the ledger's stream checker from an event source mapping on the accounts table's
 * stream; the local stack polls DynamoDB Local's stream (ledger-stream-reader.ts) and feeds the same
 * handler, a poll every second after the previous one ends, and runs the settle-time rules between
 * polls with a lag to match (locally the stream is read within a poll or two, not minutes). A failed
 * poll is logged and the loop goes on: it is read again from where it stopped.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableById } from '../../definitions/tables';
import { localAwsCredentials } from './dynamodb-local';
import { ledgerStreamReader } from './ledger-stream-reader';
import { repeatAfterEachRun } from './repeating-run';

type StreamCheck = ReturnType<
  typeof import('../../lambdas/streams/check-ledger-stream')['ledgerStreamCheckOn']
>;

export const LOCAL_STREAM_POLL_MS = 1_000;
/** A settle-time break must hold this long before it is reported: ten polls. */
export const LOCAL_SETTLE_LAG_MS = 10_000;
const SETTLE_EVERY_MS = 5_000;

export function startLedgerStreamLoop(options: {
  dynamodbUrl: string;
  region: string;
  log: (line: string) => void;
}): { stop(): Promise<void> } {
  let settledAt = 0;
  let stopping = false;
  let reader: ReturnType<typeof ledgerStreamReader> | undefined;
  // DynamoDB Local itself, as the stream reader reads it: the fault front is for the handlers alone.
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: options.dynamodbUrl,
      region: options.region,
      credentials: localAwsCredentials,
    }),
    { marshallOptions: { removeUndefinedValues: true }, unmarshallOptions: { wrapNumbers: true } },
  );
  let streamCheck: StreamCheck | undefined;

  const run = async () => {
    try {
      // Loaded here, after the stack has set the handler environment the adapters read.
      const { ledgerStreamCheckOn } = await import('../../lambdas/streams/check-ledger-stream');
      streamCheck ??= ledgerStreamCheckOn(() => documents);
      reader ??= ledgerStreamReader({
        endpoint: options.dynamodbUrl,
        region: options.region,
        table: tableById('accounts').id,
        checkTable: tableById('ledgerCheck').id,
        check: async (event) => {
          const result = await (streamCheck as StreamCheck).check(event);
          for (const found of result.breaks) options.log(`ledger break: ${found.kind}`);
          return result;
        },
      });
      await reader.drain(() => !stopping);
      if (!stopping && Date.now() - settledAt >= SETTLE_EVERY_MS) {
        settledAt = Date.now();
        for (const found of await streamCheck.settle(LOCAL_SETTLE_LAG_MS))
          options.log(`ledger break: ${found.kind}`);
      }
    } catch (error) {
      options.log(`ledger stream check failed: ${(error as Error).message}`);
    }
  };

  const loop = repeatAfterEachRun(run, LOCAL_STREAM_POLL_MS);
  return {
    async stop() {
      stopping = true;
      await loop.stop();
      reader?.close();
      documents.destroy();
    },
  };
}
