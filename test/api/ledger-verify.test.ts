/**
 * `npm run ops -- ledger verify` against the test stack: it prints what it checked and passes on a
 * sound ledger, and exits 1 naming the break when an item was changed behind the ledger's back (each
 * tampering is undone afterwards, so the shared stack's ledger stays sound for other files).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLedgerTable } from '../../lambdas/adapters/ledger/ledger-scan';
import { describeBreak } from '../../lambdas/domain/ledger/ledger-audit';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/movements';
import { ledgerUnderTest, newCustomerId, newUtr } from '../support/ledger';
import { localDocumentClient as documents } from '../support/local-clients';

const ledger = ledgerUnderTest();

async function verify(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops.ts', 'ledger', 'verify', '--local', 'test'],
      { timeout: 110_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

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

  it('finds no break while customers deposit under the scan', async () => {
    const deposit = () =>
      ledger.post(
        bankTransferDeposit({
          userId: newCustomerId(),
          amountMinor: 100_00n,
          utr: newUtr(),
          counterparty: 'HDFC ••••1234',
        }),
      );
    let checking = true;
    let posted = 0;
    // Eight writers keep depositing until the check is over, so every pass of the scan runs among
    // writes that land between its reads of an entry and of the wallet it moves.
    const writers = Array.from({ length: 8 }, async () => {
      while (checking) {
        await deposit();
        posted += 1;
      }
    });
    try {
      const report = await auditLedgerTable();
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
  });
});
