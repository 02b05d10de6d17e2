/**
 * A DynamoDB Local of the bench's own (in memory, on a free port, the product's tables), with this
 * process set up as a handler against it: the figures never touch a developer's data or the test ports.
 */
import { createServer } from 'node:net';
import { tables } from '../../definitions/tables';
import { localAwsCredentials, startDynamoDbLocal } from '../../lib/local/dynamodb-local';
import { applyHandlerEnv } from '../../lib/local/stack';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export async function withBenchDynamo<T>(
  run: () => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dynamo = await startDynamoDbLocal({ port: await freePort(), log: () => {} });
  try {
    applyHandlerEnv({
      ...Object.fromEntries(tables.map((table) => [table.envVar, table.id])),
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      ...env,
    });
    return await run();
  } finally {
    await dynamo.stop();
  }
}
