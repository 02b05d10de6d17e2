/**
 * The ledger adapter in a test process, against the local stack's DynamoDB: the handlers' own
 * environment is applied first, so the adapter under test is the one the handlers use.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { describeBreak } from '../../lambdas/domain/ledger/checks/full-scan';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { applyHandlerEnv } from '../../lib/local/stack';
import { streamBreaksSinceFileBegan } from './live-stream-check';
import { stackUnderTest } from './stack-context';

export function ledgerUnderTest(): DynamoLedger {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  return new DynamoLedger();
}

/** A customer the ledger has never seen (the ledger needs no profile to hold a balance). */
export const newCustomerId = () => randomUUID();

/** A fresh, realistic-looking bank reference, unique per call. */
export const newUtr = () => `UTR${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;

/** A bank transfer to the customer from their verified account, under a fresh UTR. */
export const bankTransferTo = (userId: string, amountMinor: bigint) => ({
  userId,
  amountMinor,
  utr: newUtr(),
  counterparty: 'HDFC Bank ••••1234',
});

/**
 * Both checkers' verdicts, failing the test naming each break: the full scan over the whole ledger as
 * it stands (`ledger verify`), and the stack's stream checker once it has read every change so far
 * (`ledger stream-status`), which also sees a break that was mended before the scan. Its settle-time
 * rules (a clearing account left open) wait out a lag of their own and are not waited for here.
 */
export async function expectSoundLedger(): Promise<{ entries: number }> {
  const report = await checkLedgerTable();
  expect(report.breaks.map(describeBreak), 'breaks found by the full scan').toEqual([]);
  expect(report.entries).toBeGreaterThan(0);
  const onStream = (await streamBreaksSinceFileBegan()).map((found) => found.description);
  expect(onStream, `breaks found by the stream checker:\n  ${onStream.join('\n  ')}\n`).toEqual([]);
  return { entries: report.entries };
}

/**
 * Another customer, rich in INR, who buys USDT straight through the ledger (as the buy route would,
 * without quotes): for tests that must empty or shape the inventory.
 */
export async function bulkBuyer(ledger: DynamoLedger) {
  const userId = newCustomerId();
  await ledger.post(
    bankTransferDeposit({ userId, amountMinor: 10n ** 15n, utr: newUtr(), counterparty: 'Test' }),
  );
  return (usdtMinor: bigint) =>
    ledger.post(
      buyUsdt({
        userId,
        inrPaidMinor: usdtMinor,
        feeMinor: 0n,
        gstMinor: 0n,
        usdtMinor,
        quoteId: `drain-${randomUUID()}`,
        rateDescription: 'test',
      }),
    );
}

/** Empties the inventory shard by shard, as sales would; returns what it took, to fund back after. */
export async function drainInventory(ledger: DynamoLedger): Promise<bigint> {
  const buy = await bulkBuyer(ledger);
  let drained = 0n;
  for (;;) {
    const largest = (await ledger.stockShards('usdt-inventory')).reduce((a, b) => (b > a ? b : a), 0n);
    if (largest === 0n) return drained;
    await buy(largest);
    drained += largest;
  }
}
