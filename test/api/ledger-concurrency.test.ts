/**
 * The ledger under concurrent load, through the DynamoDB adapter against DynamoDB Local: no update
 * is lost, no wallet goes below zero, an event posts once however often it arrives, and the invariant
 * checker passes after each burst.
 */
import { describe, expect, it } from 'vitest';
import { InsufficientFundsError } from '../../lambdas/domain/ledger/book/refusals';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { inventoryFunding } from '../../lambdas/domain/ledger/recipes/inventory';
import { expectSoundLedger, ledgerUnderTest, newCustomerId, newUtr } from '../support/ledger';

const ledger = ledgerUnderTest();
const rupees = (amount: number) => BigInt(amount) * 100n;

const deposit = (userId: string, amountMinor: bigint, utr = newUtr()) =>
  bankTransferDeposit({ userId, amountMinor, utr, counterparty: 'HDFC Bank ••••1234' });

// A burst of 100 transactions on DynamoDB Local takes tens of seconds on a busy 2-core machine.
describe('the ledger under concurrent requests', { timeout: 180_000 }, () => {
  it('lands 100 concurrent deposits to one customer with the exact balance and 100 records', async () => {
    const userId = newCustomerId();
    const amounts = Array.from({ length: 100 }, (_, index) => rupees(100 + index));
    const posted = await Promise.all(amounts.map((amount) => ledger.post(deposit(userId, amount))));
    expect(posted.every((result) => !result.replayed)).toBe(true);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(amounts.reduce((sum, amount) => sum + amount, 0n));

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ledger.list(userId, 'INR', { limit: 30, ...(cursor ? { cursor } : {}) });
      seen.push(...page.transactions.map((record) => record.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toHaveLength(100);
    expect(seen).toEqual([...seen].sort().reverse());
    await expectSoundLedger();
  });

  it('lands 100 concurrent deposits for 100 customers, each with its exact balance', async () => {
    const customers = Array.from({ length: 100 }, (_, index) => ({
      userId: newCustomerId(),
      amount: rupees(500 + index),
    }));
    await Promise.all(customers.map(({ userId, amount }) => ledger.post(deposit(userId, amount))));
    const balances = await Promise.all(customers.map(({ userId }) => ledger.walletBalance(userId, 'INR')));
    expect(balances).toEqual(customers.map(({ amount }) => amount));
    await expectSoundLedger();
  });

  it('lets 50 concurrent buys spend only the 20 a wallet can pay for, never going below zero', async () => {
    const userId = newCustomerId();
    const price = rupees(1000);
    await ledger.post(deposit(userId, price * 20n));
    await ledger.post(inventoryFunding({ usdtMinor: 10_000_000_000n, reference: newUtr() }));
    const buys = Array.from({ length: 50 }, (_, index) =>
      ledger.post(
        buyUsdt({
          userId,
          inrPaidMinor: price,
          feeMinor: rupees(10),
          gstMinor: 180n,
          usdtMinor: 11_000_000n,
          quoteId: `quote-${userId}-${index}`,
          rateDescription: '1 USDT = ₹88.42',
        }),
      ),
    );
    const outcomes = await Promise.allSettled(buys);
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(20);
    expect(refused.every((outcome) => outcome.reason instanceof InsufficientFundsError)).toBe(true);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);
    expect(await ledger.walletBalance(userId, 'USDT')).toBe(20n * 11_000_000n);
    await expectSoundLedger();
  });

  it('posts a transfer delivered 20 times at once exactly once, and answers every delivery with the first result', async () => {
    const userId = newCustomerId();
    const utr = newUtr();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ledger.post(deposit(userId, rupees(5000), utr))),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const ids = new Set(results.map((result) => result.transactions[0]?.id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(rupees(5000));
    const later = await ledger.post(deposit(userId, rupees(5000), utr));
    expect(later).toMatchObject({ replayed: true, entryId: results[0]?.entryId });
    expect((await ledger.list(userId, 'INR', { limit: 10 })).transactions).toHaveLength(1);
    await expectSoundLedger();
  });
});
