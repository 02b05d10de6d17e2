/**
 * The USDT inventory as operators and buyers meet it: `npm run ops -- inventory add <USDT>` funds it
 * once per reference and shows it, and a buy is served from as many stock shards as it needs, so any
 * buy up to the whole stock goes through, however the shards happen to be spread.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuyOrderSchema } from '../../contract/buy-usdt';
import { inventoryFunding } from '../../lambdas/domain/ledger/recipes/inventory';
import { formatAmount, parseAmount } from '../../lambdas/domain/money';
import { buy, buyerWith, holdPrice, quoteAtRate, walkPrice } from '../support/buying';
import { bulkBuyer, drainInventory, expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { ops } from '../support/ops-cli';

const ledger = ledgerUnderTest();
const RATE = '88.42';
const usdt = (micro: bigint) => formatAmount(micro, 'USDT');

it('funds the inventory once per reference and shows the balance and what can be sold', {
  timeout: 400_000,
}, async () => {
  const reference = `test-${randomUUID()}`;
  const added = await ops('inventory', 'add', '250.5', '--reference', reference);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toMatch(/Added 250\.50 USDT to the inventory/);
  expect(added.stdout).toMatch(
    /USDT inventory \(house\/usdt-inventory\): [\d.]+ USDT\nAvailable to sell: [\d.]+ USDT in 8 shards/,
  );
  const again = await ops('inventory', 'add', '250.5', '--reference', reference);
  expect(again.stdout).toMatch(/Already funded under reference .+; nothing added/);
});

describe('a buy larger than any one stock shard', { timeout: 400_000 }, () => {
  beforeAll(() => holdPrice(RATE));
  afterAll(() => walkPrice());

  it('is served from several shards up to the whole stock, and refused beyond it', async () => {
    const buyer = await buyerWith('5000');
    // The shared stack's inventory is emptied, then funded with a little and drawn unevenly, as
    // large sales leave it; whatever was taken is funded back afterwards.
    const drained = await drainInventory(ledger);
    try {
      await ledger.post(inventoryFunding({ usdtMinor: 40_000_000n, reference: newUtr() }));
      const sell = await bulkBuyer(ledger);
      await sell(3_000_000n);
      await sell(4_500_000n);
      const shards = await ledger.stockShards('usdt-inventory');
      const total = shards.reduce((sum, shard) => sum + shard, 0n);
      const fullest = shards.reduce((a, b) => (b > a ? b : a), 0n);
      expect(total).toBe(32_500_000n);
      const wanted = parseAmount('12', 'USDT');
      expect(fullest).toBeLessThan(wanted);

      const shown = await ops('inventory');
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toContain(`Available to sell: ${usdt(total)} USDT in 8 shards`);
      expect(shown.stdout).toContain(`the largest single buy it covers now is ${usdt(total)} USDT`);

      const quote = await quoteAtRate(buyer, RATE, { receiveUsdt: '12' });
      const bought = await buy(buyer, quote.quoteId);
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      expect(BuyOrderSchema.parse(bought.body)).toMatchObject({ usdtReceived: '12.00' });
      const left = (await ledger.stockShards('usdt-inventory')).reduce((sum, shard) => sum + shard, 0n);
      expect(left).toBe(total - wanted);

      // More than the whole stock: refused with the shortfall, nothing moves.
      const tooMuch = await quoteAtRate(buyer, RATE, { receiveUsdt: usdt(left + 1_000_000n) });
      const refused = await buy(buyer, tooMuch.quoteId);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect((refused.body as { detail: string }).detail).toBe(
        'We do not have enough USDT to sell for this amount right now. Please try a smaller amount or try again later.',
      );
      expect((await ledger.stockShards('usdt-inventory')).reduce((sum, shard) => sum + shard, 0n)).toBe(left);
    } finally {
      await ledger.post(inventoryFunding({ usdtMinor: drained, reference: newUtr() }));
    }
    // Funding fills the emptiest shards first, so the shards the large buy emptied are even again.
    const shards = await ledger.stockShards('usdt-inventory');
    const spread = shards.reduce((a, b) => (b > a ? b : a), 0n) - shards.reduce((a, b) => (b < a ? b : a));
    expect(spread).toBeLessThanOrEqual(1n);
    await expectSoundLedger();
  });
});
