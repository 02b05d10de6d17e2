/**
 * The DynamoDB fault front picks each write's fault from the seed and the write itself (its table,
 * key, condition and which try it is), not from the order requests arrive in: concurrent handlers
 * reach it in a different order every run, and a failing seed must fail again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_PATH, startDynamoDbFaultFront } from '../../../lib/local/dynamodb-faults';

/** Stands where DynamoDB Local stands: every forwarded write succeeds. */
let target: Server;
let front: { url: string; stop: () => Promise<void> };

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

beforeAll(async () => {
  target = createServer((_, response) => response.writeHead(200).end('{}'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  front = await startDynamoDbFaultFront({
    port: await freePort(),
    targetPort: (target.address() as AddressInfo).port,
    log: () => undefined,
  });
});

afterAll(async () => {
  await front.stop();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

interface Write {
  name: string;
  operation: string;
  body: Record<string, unknown>;
}

const key = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk } });

/** Writes as the ledger and the repositories send them: puts, conditional updates, transactions. */
const writes: Write[] = Array.from({ length: 16 }, (_, index): Write[] => [
  {
    name: `put quote ${index}`,
    operation: 'PutItem',
    body: {
      TableName: 'accounts',
      Item: { ...key(`USER#${index}`, `QUOTE#${index}`), rateInrPerUsdt: { N: '8842' } },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    name: `update wallet ${index}`,
    operation: 'UpdateItem',
    body: {
      TableName: 'accounts',
      Key: key(`USER#${index}`, 'WALLET#INR'),
      UpdateExpression: 'SET balanceMinor = balanceMinor - :amount',
      ConditionExpression: 'balanceMinor >= :amount',
      ExpressionAttributeValues: { ':amount': { N: String(100 + index) } },
    },
  },
  {
    name: `post entry ${index}`,
    operation: 'TransactWriteItems',
    body: {
      ClientRequestToken: `token-${index}-${Math.random()}`,
      TransactItems: [
        { Put: { TableName: 'accounts', Item: key(`ENTRY#${index}`, 'ENTRY') } },
        {
          Update: {
            TableName: 'accounts',
            Key: key(`USER#${index}`, 'WALLET#USDT'),
            UpdateExpression: 'ADD balanceMinor :amount',
          },
        },
      ],
    },
  },
]).flat();

/** Each write sent twice (the second as the AWS SDK's retry of the first): its first and second try. */
const tries = writes.flatMap((write) => [
  { write, attempt: 1 },
  { write, attempt: 2 },
]);

/** The same tries in another order, each write's second try still after its first. */
function rearranged(order: number): typeof tries {
  const shuffled = writes
    .map((write, index) => ({ write, rank: (index * 7919 + order * 104_729) % 101 }))
    .sort((a, b) => a.rank - b.rank);
  const half = Math.ceil(shuffled.length / 2);
  // The first tries of the second half arrive between the second tries of the first half.
  return [
    ...shuffled.slice(0, half).map(({ write }) => ({ write, attempt: 1 })),
    ...shuffled.slice(half).map(({ write }) => ({ write, attempt: 1 })),
    ...shuffled
      .slice(0, half)
      .reverse()
      .map(({ write }) => ({ write, attempt: 2 })),
    ...shuffled.slice(half).map(({ write }) => ({ write, attempt: 2 })),
  ];
}

async function faultOf(write: Write): Promise<string> {
  const response = await fetch(front.url, {
    method: 'POST',
    headers: { 'x-amz-target': `DynamoDB_20120810.${write.operation}` },
    body: JSON.stringify(write.body),
  });
  const text = await response.text();
  if (response.status === 200) return 'none';
  if (response.status === 500) return 'lost-answer';
  if (text.includes('ThrottlingException')) return 'throttle';
  if (text.includes('TransactionConflict')) return 'conflict';
  throw new Error(`Unexpected answer ${response.status} ${text}`);
}

/** Turns faults on with this seed, sends the tries in order, and says which fault each try met. */
async function faultsMet(seed: number, order: typeof tries): Promise<Record<string, string>> {
  const settings = await fetch(`${front.url}${FAULTS_PATH}`, {
    method: 'PUT',
    body: JSON.stringify({ rate: 0.5, seed }),
  });
  expect(settings.status).toBe(200);
  const met: Record<string, string> = {};
  for (const { write, attempt } of order) met[`${write.name}, try ${attempt}`] = await faultOf(write);
  await fetch(`${front.url}${FAULTS_PATH}`, { method: 'DELETE' });
  return met;
}

describe('the DynamoDB fault front with a seed', () => {
  it('gives the same writes the same faults whatever order they arrive in', async () => {
    const inOrder = await faultsMet(20261126, tries);
    const faulted = Object.values(inOrder).filter((fault) => fault !== 'none');
    expect(faulted.length).toBeGreaterThan(tries.length / 4);
    expect(faulted.length).toBeLessThan((tries.length * 3) / 4);
    expect(new Set(faulted)).toEqual(new Set(['throttle', 'conflict', 'lost-answer']));
    for (const order of [1, 2, 3]) expect(await faultsMet(20261126, rearranged(order))).toEqual(inOrder);
  });

  it('gives them other faults under another seed', async () => {
    const first = await faultsMet(20261126, tries);
    const second = await faultsMet(7, rearranged(1));
    const differing = Object.keys(first).filter((name) => first[name] !== second[name]);
    expect(differing.length).toBeGreaterThan(tries.length / 8);
  });
});

describe('the DynamoDB fault front with faults owed', () => {
  it('gives the first writes each owed fault in order, a conflict to the first transaction, then none', async () => {
    const settings = await fetch(`${front.url}${FAULTS_PATH}`, {
      method: 'PUT',
      body: JSON.stringify({ rate: 0, seed: 1, firstFaults: ['conflict', 'throttle', 'lost-answer'] }),
    });
    expect(settings.status).toBe(200);
    const [put, update, transaction] = writes as [Write, Write, Write];

    const met = [];
    for (const write of [put, update, put, transaction, transaction]) met.push(await faultOf(write));
    const counts = (await (await fetch(`${front.url}${FAULTS_PATH}`, { method: 'DELETE' })).json()) as {
      injected: Record<string, number>;
    };

    // The put cannot meet a conflict (only a transaction can), so it meets the next owed fault.
    expect(met).toEqual(['throttle', 'lost-answer', 'none', 'conflict', 'none']);
    expect(counts.injected).toEqual({ throttle: 1, conflict: 1, 'lost-answer': 1 });
  });
});
