/**
 * The stream checker on a table that held money before its stream was enabled (a table kept from
 * before the checker, or one that lost more than the stream's 24 hours): the stream never brings that
 * history, so the checker starts its sums from the book as it stands. A table of the test's own is
 * written with no stream, a stream is then enabled, and money moves on: a transfer held before the
 * start is released after it, which takes the held-deposits account down by what only the history put
 * there.
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableById } from '../../definitions/tables';
import { accountItems } from '../../lambdas/adapters/account-items';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import { describeBreak } from '../../lambdas/domain/ledger/checks/breaks';
import { heldBankTransfer, releaseHeldDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { createTableInput } from '../../lib/local/dynamodb-local';
import { newCustomerId, newUtr } from '../support/ledger';
import { streamCheckOn } from '../support/ledger-stream';
import { localDocumentClient as documents, localDynamoClient } from '../support/local-clients';
import { ops } from '../support/ops-cli';
import { writeRealBook } from '../support/real-book';

describe('the stream checker started on a book with history', { timeout: 120_000 }, () => {
  const table = `accounts-history-${randomUUID()}`;
  const raw = localDynamoClient;
  const ledger = new DynamoLedger({ table: () => table });
  const asha = newCustomerId();
  let held: TransactionRecord;
  let fromBook: Awaited<ReturnType<typeof streamCheckOn>>;
  let fromChangesAlone: Awaited<ReturnType<typeof streamCheckOn>>;

  beforeAll(async () => {
    const { StreamSpecification: _noStreamYet, ...withoutStream } = createTableInput(tableById('accounts'));
    await raw().send(new CreateTableCommand({ ...withoutStream, TableName: table }));
    await writeRealBook(ledger, asha, newCustomerId());
    const posted = await ledger.post(
      heldBankTransfer({
        userId: asha,
        amountMinor: 70_000n,
        utr: newUtr(),
        counterparty: 'ICICI ••••4321',
        reason: 'Not from your verified account',
      }),
    );
    held = posted.transactions[0] as TransactionRecord;
    await raw().send(
      new UpdateTableCommand({
        TableName: table,
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    fromBook = await streamCheckOn(table);
    fromChangesAlone = await streamCheckOn(table);
  });

  afterAll(async () => {
    await fromBook?.close();
    await fromChangesAlone?.close();
    await raw().send(new DeleteTableCommand({ TableName: table }));
  });

  it('starts from the whole book and judges what follows by whole balances', async () => {
    const started = await fromBook.startFromBook();
    expect(started.breaks).toEqual([]);
    // The real book's eight entries and their items, the held transfer's too.
    expect(started.items).toBeGreaterThan(30);

    await ledger.transition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:test' }));

    expect((await fromBook.breaks()).map((found) => found.description)).toEqual([]);
    // From the changes alone, the release takes the held-deposits account below zero: the history
    // that put the transfer there never came down the stream.
    expect((await fromChangesAlone.breaks()).map((found) => found.description)).toContain(
      describeBreak({ kind: 'negative-balance', accountId: 'house/deposits-held', balanceMinor: -70_000n }),
    );
  });

  it('still names a wallet edited behind the ledger, on an account whose history it never saw', async () => {
    await documents().send(
      new UpdateCommand({
        TableName: table,
        Key: accountItems.walletBalance(asha, 'INR'),
        UpdateExpression: 'ADD balanceMinor :more',
        ExpressionAttributeValues: { ':more': 1_00n },
      }),
    );
    expect((await fromBook.breaks()).map((found) => found.kind)).toContain('balance-mismatch');
  });
});

describe('npm run ops -- ledger stream-start', () => {
  it('is refused on the local stack, which starts its checker from the book itself', async () => {
    const refused = await ops('ledger', 'stream-start', '--book-is-quiet');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The local stack starts its stream checker from the book itself');
    // Other files' tampering may have left breaks on record (exit 1): the start is said either way.
    const status = await ops('ledger', 'stream-status');
    expect(`${status.stdout}${status.stderr}`).toContain(
      "Its sums have followed the stream since the table's first write.",
    );
  });
});
