/**
 * `npm run ops -- ledger verify` against the test stack: it prints what it checked and passes on a
 * sound ledger, and exits 1 naming the break when an item was changed behind the ledger's back (each
 * tampering is undone afterwards, so the shared stack's ledger stays sound for other files). Then a
 * real book written through the ledger into a table of its own is corrupted item by item, and the
 * checker names each corruption.
 */
import { randomUUID } from 'node:crypto';
import {
  type AttributeValue,
  CreateTableCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  PutItemCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { tableById } from '../../definitions/tables';
import { accountItems } from '../../lambdas/adapters/account-items';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { transactionItem } from '../../lambdas/adapters/ledger/transaction-items';
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { describeBreak, type LedgerBreakKind } from '../../lambdas/domain/ledger/checks/full-scan';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { createTableInput } from '../../lib/local/dynamodb-local';
import { clearingGaps } from '../support/clearing';
import { deliverWebhook, sandboxEventPayload, sendBankTransfer, verifiedCustomer } from '../support/deposits';
import {
  bankTransferTo,
  bulkBuyer,
  expectSoundLedger,
  ledgerUnderTest,
  newCustomerId,
  newUtr,
} from '../support/ledger';
import { streamCheckOn } from '../support/ledger-stream';
import { localDocumentClient as documents, localDynamoClient } from '../support/local-clients';
import { ops } from '../support/ops-cli';
import { gstBookedAsRevenue, gstOverRefund, type RealBook, writeRealBook } from '../support/real-book';

const ledger = ledgerUnderTest();

const verify = () => ops('ledger', 'verify');

const tampered: { pk: string; sk: string }[] = [];
afterEach(async () => {
  const table = inject('stack').handlerEnv.TABLE_ACCOUNTS;
  for (const key of tampered.splice(0))
    await documents().send(new DeleteCommand({ TableName: table, Key: key }));
});

async function tamper(item: Record<string, unknown> & { pk: string; sk: string }) {
  tampered.push({ pk: item.pk, sk: item.sk });
  await documents().send(
    new PutCommand({ TableName: inject('stack').handlerEnv.TABLE_ACCOUNTS, Item: item }),
  );
}

describe('npm run ops -- ledger verify', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await ledger.post(
      bankTransferDeposit({
        userId: newCustomerId(),
        amountMinor: 123_45n,
        utr: newUtr(),
        counterparty: 'HDFC ••••1234',
      }),
    );
  });

  it('passes a sound ledger and says what it checked', async () => {
    const result = await verify();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /Checked [1-9]\d* entries \([1-9]\d* postings\), [1-9]\d* customer accounts and [1-9]\d* house accounts\./,
    );
    expect(result.stdout).toContain('No breaks');
    expect(result.stdout).toMatch(/INR 0/);
  });

  it('finds no break while customers deposit and buy under the scan', async () => {
    // Amounts vary, as customers' do.
    const some = () => BigInt(1 + Math.floor(Math.random() * 1_000_000));
    const deposit = () =>
      ledger.post(
        bankTransferDeposit({
          userId: newCustomerId(),
          amountMinor: some(),
          utr: newUtr(),
          counterparty: 'HDFC ••••1234',
        }),
      );
    const buy = await bulkBuyer(ledger);
    let checking = true;
    let posted = 0;
    // Eight writers keep depositing and buying until the check is over, so every pass of the scan runs
    // among writes that land between its reads of an entry and of the wallet, record, house rows and
    // stock shard it moves.
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      while (checking) {
        await (writer % 2 === 0 ? deposit() : buy(some()));
        posted += 1;
      }
    });
    try {
      const report = await checkLedgerTable();
      expect(report.breaks.map(describeBreak)).toEqual([]);
    } finally {
      checking = false;
      await Promise.all(writers);
    }
    expect(posted).toBeGreaterThan(0);
  });

  it('fails naming a wallet whose balance differs from its postings', async () => {
    const userId = newCustomerId();
    await tamper({
      pk: `USER#${userId}`,
      sk: 'WALLET#INR',
      balanceMinor: 500n,
      currency: 'INR',
      postingCount: 1,
    });
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`customer/${userId}/INR: stored balance 500, its postings sum to 0`);
    expect(result.stderr).toContain("the book's INR balances sum to 500, not zero");
  });

  it('fails naming an entry whose postings do not sum to zero, and a balance below zero', async () => {
    const userId = newCustomerId();
    await tamper({
      pk: 'ENTRY#01JTAMPEREDENTRY000000000',
      sk: 'ENTRY',
      entryId: '01JTAMPEREDENTRY000000000',
      kind: 'bank-transfer-deposit',
      postings: [
        { account: `customer/${userId}/USDT`, currency: 'USDT', amountMinor: -700n },
        { account: 'house/usdt-chain-clearing', currency: 'USDT', amountMinor: 600n },
      ],
    });
    await tamper({
      pk: `USER#${userId}`,
      sk: 'WALLET#USDT',
      balanceMinor: -700n,
      currency: 'USDT',
      postingCount: 1,
    });
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'entry 01JTAMPEREDENTRY000000000: its USDT postings sum to -100, not zero',
    );
    expect(result.stderr).toContain(`customer/${userId}/USDT: balance -700 is below zero`);
    expect(result.stderr).toMatch(
      /house\/usdt-chain-clearing: stored balance -?\d+, its postings sum to -?\d+/,
    );
    // The stack's stream checker saw the same items change: once it has read them, it names the
    // entry and the wallet too (each a break of the change alone, with no lag to wait out).
    await vi.waitFor(
      async () => {
        const status = await ops('ledger', 'stream-status');
        expect(status.code).toBe(1);
        expect(status.stderr).toContain(
          'entry 01JTAMPEREDENTRY000000000: its USDT postings sum to -100, not zero',
        );
        expect(status.stderr).toContain(`customer/${userId}/USDT: balance -700 is below zero`);
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});

describe("a test's verdict on the book", { timeout: 120_000 }, () => {
  it('fails on a break the stream checker saw though it was mended before the full scan', async () => {
    const userId = newCustomerId();
    await ledger.post(bankTransferDeposit(bankTransferTo(userId, 100_00n)));
    const table = inject('stack').handlerEnv.TABLE_ACCOUNTS;
    const key = accountItems.walletBalance(userId, 'INR');
    const { Item: sound } = await documents().send(
      new GetCommand({ TableName: table, Key: key, ConsistentRead: true }),
    );
    // The balance goes below zero for a moment and is put back as it was.
    await documents().send(new PutCommand({ TableName: table, Item: { ...sound, balanceMinor: -700n } }));
    await documents().send(new PutCommand({ TableName: table, Item: sound }));

    expect((await checkLedgerTable()).breaks.map(describeBreak)).toEqual([]);
    await expect(expectSoundLedger()).rejects.toThrow(`customer/${userId}/INR: balance -700 is below zero`);
  });
});

/** Ways to corrupt a real book's items behind the writer's back, and what the checker must say. */
interface Corruption {
  how: string;
  kind: LedgerBreakKind;
  says: RegExp;
  corrupt: (book: WrittenBook) => Promise<void>;
}

interface WrittenBook extends RealBook {
  table: string;
  send: (command: PutCommand | DeleteCommand | UpdateCommand | GetCommand) => Promise<unknown>;
}

const corruptions: Corruption[] = [
  {
    how: 'a wallet balance edited',
    kind: 'balance-mismatch',
    says: /customer\/[\w-]+\/INR: stored balance 510100, its postings sum to 510000/,
    corrupt: async ({ table, asha, send }) => {
      await send(
        update(table, accountItems.walletBalance(asha, 'INR'), 'ADD balanceMinor :delta', { ':delta': 100 }),
      );
    },
  },
  {
    how: 'a house posting lost',
    kind: 'balance-mismatch',
    says: /house\/usdt-sales: stored balance 0, its postings sum to 89479/,
    corrupt: async ({ table, buyEntry, send }) => {
      await send(
        new DeleteCommand({ TableName: table, Key: accountItems.housePosting('usdt-sales', buyEntry) }),
      );
    },
  },
  {
    how: 'a house account that only collects driven below zero',
    kind: 'negative-balance',
    says: /house\/gst-payable: balance -1 is below zero/,
    corrupt: async ({ table }) => {
      await new DynamoLedger({ table: () => table }).post(gstOverRefund);
    },
  },
  {
    how: 'an entry whose GST is not 18 % of its fee',
    kind: 'gst-not-18-percent',
    says: /entry \w+: books -1 to house\/gst-payable, but 18 % of the 1 it books to house\/fee-revenue is 0/,
    corrupt: async ({ table }) => {
      await new DynamoLedger({ table: () => table }).post(gstBookedAsRevenue);
    },
  },
  {
    how: 'a customer wallet below zero',
    kind: 'negative-balance',
    says: /customer\/[\w-]+\/USDT: balance -5 is below zero/,
    corrupt: async ({ table, ravi, send }) => {
      await send(
        update(table, accountItems.walletBalance(ravi, 'USDT'), 'SET balanceMinor = :minus', {
          ':minus': -5,
        }),
      );
    },
  },
  {
    how: 'the stock guard drifted from the inventory',
    kind: 'stock-drift',
    says: /house\/usdt-inventory: its stock guard holds 998990001, its postings sum to 998990000/,
    corrupt: async ({ table, send }) => {
      await send(
        update(table, accountItems.stockShard('usdt-inventory', 3), 'ADD availableMinor :one', { ':one': 1 }),
      );
    },
  },
  {
    how: 'a record of money moved with no entry',
    kind: 'record-without-entry',
    says: /record [\w-]+\/INR\/01JFAKE\w*: shows 70000 moved on customer\/[\w-]+\/INR, but names no entry/,
    corrupt: async ({ table, ravi, credit, send }) => {
      const fake = {
        ...credit,
        userId: ravi,
        id: '01JFAKERECORD0000000000000',
        amountMinor: 70_000n,
        entryIds: [],
      };
      await send(new PutCommand({ TableName: table, Item: transactionItem(fake) }));
    },
  },
  {
    how: 'an entry whose record was lost',
    kind: 'entry-without-record',
    says: /entry \w+: posts 500000 to customer\/[\w-]+\/INR, but no record of that wallet names it/,
    corrupt: async ({ table, credit, send }) => {
      await send(
        new DeleteCommand({
          TableName: table,
          Key: accountItems.transaction(credit.userId, 'INR', credit.id),
        }),
      );
    },
  },
  {
    how: 'an amount changed on the record’s side',
    kind: 'record-amount-mismatch',
    says: /record [\w-]+\/INR\/\w+: shows 500100 on customer\/[\w-]+\/INR, its entries post 500000 there/,
    corrupt: async ({ table, credit, send }) => {
      const key = accountItems.transaction(credit.userId, 'INR', credit.id);
      await send(update(table, key, 'SET amountMinor = :shown', { ':shown': 500_100 }));
    },
  },
  {
    how: 'a wallet’s posting count off by one',
    kind: 'posting-count-mismatch',
    says: /customer\/[\w-]+\/INR: posting count 4, but 3 postings name it/,
    corrupt: async ({ table, asha, send }) => {
      await send(
        update(table, accountItems.walletBalance(asha, 'INR'), 'ADD postingCount :one', { ':one': 1 }),
      );
    },
  },
  {
    how: 'an entry edited so it no longer balances',
    kind: 'unbalanced-entry',
    says: /entry \w+: its INR postings sum to 1, not zero/,
    corrupt: async ({ table, buyEntry, send }) => {
      // The buy's first posting is the INR leaving the wallet.
      await send(
        update(table, accountItems.entry(buyEntry), 'SET postings[0].amountMinor = :edited', {
          ':edited': -89_999,
        }),
      );
    },
  },
  {
    how: 'a reference item lost',
    kind: 'missing-reference',
    says: /entry \w+ names reference quote:quote-\w+, which the ledger does not hold/,
    corrupt: async ({ table, buyEntry, send }) => {
      const { Item } = (await send(
        new GetCommand({ TableName: table, Key: accountItems.entry(buyEntry) }),
      )) as {
        Item: { references: string[] };
      };
      const [source, ...id] = (Item.references[0] ?? '').split(':');
      await send(
        new DeleteCommand({
          TableName: table,
          Key: accountItems.externalReference({ source: source as 'quote', id: id.join(':') }),
        }),
      );
    },
  },
  {
    how: 'a house posting with no entry',
    kind: 'book-not-zero',
    says: /the book's INR balances sum to 999, not zero/,
    corrupt: async ({ table, send }) => {
      await send(
        new PutCommand({
          TableName: table,
          Item: {
            ...accountItems.housePosting('usdt-sales', '01JNOSUCHENTRY000000000000'),
            account: 'usdt-sales',
            currency: 'INR',
            amountMinor: 999,
            entryId: '01JNOSUCHENTRY000000000000',
          },
        }),
      );
    },
  },
];

function update(
  table: string,
  key: { pk: string; sk: string },
  expression: string,
  values: Record<string, unknown>,
) {
  return new UpdateCommand({
    TableName: table,
    Key: key,
    UpdateExpression: expression,
    ExpressionAttributeValues: values,
  });
}

describe('the checker on a real book, corrupted in a table of its own', { timeout: 240_000 }, () => {
  const table = `accounts-corruption-${randomUUID()}`;
  const raw = localDynamoClient;
  let book: WrittenBook;
  let sound: Record<string, AttributeValue>[] = [];
  let stream: Awaited<ReturnType<typeof streamCheckOn>>;

  const everything = async () => {
    const items: Record<string, AttributeValue>[] = [];
    let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await raw().send(
        new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  };

  beforeAll(async () => {
    await raw().send(
      new CreateTableCommand({ ...createTableInput(tableById('accounts')), TableName: table }),
    );
    // The same movements the product makes, through the ledger writer, into the table of its own.
    const written = await writeRealBook(
      new DynamoLedger({ table: () => table }),
      newCustomerId(),
      newCustomerId(),
    );
    book = { ...written, table, send: (command) => documents().send(command as never) };
    sound = await everything();
    // The stream checker reads the table's stream from its first record: the book as it was written.
    stream = await streamCheckOn(table);
  });

  afterAll(async () => {
    await stream?.close();
    await raw().send(new DeleteTableCommand({ TableName: table }));
  });

  it('passes the book as the ledger wrote it, scanned whole and change by change', async () => {
    const report = await checkLedgerTable({ table, passes: 1 });
    expect(report.breaks.map(describeBreak)).toEqual([]);
    expect(report).toMatchObject({ entries: 8, records: 7, customerAccounts: 4 });
    expect(await stream.breaks()).toEqual([]);
  });

  it.each(corruptions)(
    'names $how, in every pass of the scan and from the stream',
    async ({ kind, says, corrupt }) => {
      try {
        await corrupt(book);
        // Two passes: a break reported must persist from one pass to the next, as a real one does.
        const report = await checkLedgerTable({ table, passes: 2 });
        const scanned = report.breaks.map((found) => found.kind);
        expect(scanned).toContain(kind);
        expect(report.breaks.map(describeBreak).join('\n')).toMatch(says);
        // The stream checker, fed the corruption's changes, finds the same kinds of break.
        const streamed = (await stream.breaks()).map((found) => found.kind);
        expect(new Set(streamed)).toEqual(new Set(scanned));
      } finally {
        // Back to the sound book: items the corruption added go, every original item is put back.
        const keep = new Set(sound.map((item) => `${item.pk?.S}|${item.sk?.S}`));
        for (const item of await everything()) {
          if (!keep.has(`${item.pk?.S}|${item.sk?.S}`))
            await raw().send(
              new DeleteItemCommand({
                TableName: table,
                Key: { pk: item.pk as AttributeValue, sk: item.sk as AttributeValue },
              }),
            );
        }
        for (const item of sound) await raw().send(new PutItemCommand({ TableName: table, Item: item }));
        // Undoing it is a change too: what the stream checker says of the undoing is forgotten.
        await stream.forget();
      }
      expect((await checkLedgerTable({ table, passes: 1 })).breaks.map(describeBreak)).toEqual([]);
      expect(await stream.breaks()).toEqual([]);
    },
  );

  it('covers at least ten distinct kinds of break', () => {
    expect(new Set(corruptions.map(({ kind }) => kind)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('npm run ops -- ledger reconcile', { timeout: 400_000 }, () => {
  const bankTransferGap = async () => (await clearingGaps())['bank-transfer-clearing'];

  it('sees money the provider holds that the book does not, until it is recorded', async () => {
    // Other files' transfers (to virtual accounts nobody owns, say) leave the shared stack's gap where
    // it is; what this test's transfers do to it is what counts.
    const before = await bankTransferGap();
    const asha = await verifiedCustomer();
    const credited = await sendBankTransfer(asha, { amount: '1200' });
    expect(credited.delivery?.status).toBe(200);
    expect(await bankTransferGap()).toBe(before);

    const lost = await sendBankTransfer(asha, { amount: '3100', loseWebhook: true });
    // The provider will settle the transfer less the fee it keeps.
    const { fee } = await paymentProvider().fetchPayment(lost.paymentId);
    expect(await bankTransferGap()).toBe(before + 3100_00n - (fee ?? 0n));

    // Its webhook turns up after all (as the reconciliation would record it): the two agree again.
    const late = await deliverWebhook(
      JSON.stringify(await sandboxEventPayload(lost.event.id)),
      lost.event.id,
    );
    expect(late.status).toBe(200);
    expect(await bankTransferGap()).toBe(before);
  });
});
