/**
 * The verdict of the local stack's own stream checker (lib/local/ledger-stream-loop.ts), which reads
 * every change to the accounts table as the cloud's event source mapping does. It can see what a full
 * scan afterwards cannot: a balance that went below zero and came back, an entry written unbalanced and
 * then mended. A test waits until it has read every change written so far, then reads its breaks.
 *
 * The stack serves every test file in turn, and some files break the book on purpose (and mend it)
 * to show the checkers name it; so each file judges only the breaks found after it began: importing
 * this module registers a hook that notes the breaks already found when the file starts.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect, vi } from 'vitest';
import {
  LedgerStreamCheckStore,
  type StoredBreak,
} from '../../lambdas/adapters/ledger-checks/stream-check-store';
import { ledgerStreamReader } from '../../lib/local/ledger-stream-reader';
import { localDynamoClient, localTableName } from './local-clients';
import { stackUnderTest } from './stack-context';

/** Found before the file began, per stack (a file may start a stack of its own). */
const foundBefore = new Map<string, Set<string>>();

const identityOf = (found: StoredBreak) => `${found.foundAt} ${found.kind} ${found.description}`;

async function storedBreaks(): Promise<StoredBreak[]> {
  const documents = DynamoDBDocumentClient.from(localDynamoClient(), {
    unmarshallOptions: { wrapNumbers: true },
  });
  try {
    const store = new LedgerStreamCheckStore({
      client: () => documents,
      table: () => localTableName('ledgerCheck'),
    });
    return await store.breaks();
  } finally {
    documents.destroy();
  }
}

/** Until the stack's stream checker has read every change written to the accounts table so far. */
export async function untilStreamCheckCaughtUp(): Promise<void> {
  const stack = stackUnderTest();
  const reader = ledgerStreamReader({
    endpoint: stack.dynamodbUrl,
    region: stack.region,
    table: localTableName('accounts'),
    checkTable: localTableName('ledgerCheck'),
    check: () => Promise.reject(new Error('only its position is read')),
  });
  try {
    // It polls every second; a busy machine and a long burst of writes can hold it back a while.
    await vi.waitFor(
      async () => expect((await reader.position()).behind, 'changes the stream checker has not read').toBe(0),
      { timeout: 60_000, interval: 250 },
    );
  } finally {
    reader.close();
  }
}

/** The breaks the stack's stream checker found since this file began, once it has read every change. */
export async function streamBreaksSinceFileBegan(): Promise<StoredBreak[]> {
  await untilStreamCheckCaughtUp();
  const before = foundBefore.get(stackUnderTest().dynamodbUrl) ?? new Set<string>();
  return (await storedBreaks()).filter((found) => !before.has(identityOf(found)));
}

/**
 * The stream checker names a break the test made on purpose (its description contains `text`); the
 * break is then the test's, not one the file's later verdicts (expectSoundLedger) count.
 */
export async function expectStreamBreak(text: string): Promise<void> {
  const found = (await streamBreaksSinceFileBegan()).filter(({ description }) => description.includes(text));
  expect(found.map(({ description }) => description)).toEqual([expect.stringContaining(text)]);
  const seen = foundBefore.get(stackUnderTest().dynamodbUrl) ?? new Set<string>();
  for (const each of found) seen.add(identityOf(each));
  foundBefore.set(stackUnderTest().dynamodbUrl, seen);
}

beforeAll(async () => {
  await untilStreamCheckCaughtUp();
  foundBefore.set(stackUnderTest().dynamodbUrl, new Set((await storedBreaks()).map(identityOf)));
});
