import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  largestStockDraw,
  planStockDraws,
  planStockTopUps,
} from '../../../../lambdas/domain/ledger/book/stock-shards';

const shards = fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 8 });
const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
const max = (values: readonly bigint[]) => values.reduce((a, b) => (b > a ? b : a), 0n);
const min = (values: readonly bigint[]) => values.reduce((a, b) => (b < a ? b : a));

describe('drawing stock from its shards', () => {
  it('serves any draw up to what the shards hold, never taking more than a shard holds', () => {
    fc.assert(
      fc.property(
        shards,
        fc.bigInt({ min: 1n, max: 10n ** 13n }),
        fc.integer({ min: 1, max: 8 }),
        (held, needed, room) => {
          const draws = planStockDraws(held, needed, room);
          if (needed > largestStockDraw(held, room)) {
            expect(draws).toBeUndefined();
            return;
          }
          expect(draws).toBeDefined();
          expect(sum((draws ?? []).map((draw) => draw.takeMinor))).toBe(needed);
          expect((draws ?? []).length).toBeLessThanOrEqual(room);
          expect(new Set((draws ?? []).map((draw) => draw.shard)).size).toBe((draws ?? []).length);
          for (const { shard, takeMinor } of draws ?? []) {
            expect(takeMinor).toBeGreaterThan(0n);
            expect(takeMinor).toBeLessThanOrEqual(held[shard] ?? 0n);
          }
        },
      ),
    );
  });

  it('takes from one shard whenever one holds enough, so concurrent sales spread over the shards', () => {
    expect(planStockDraws([5n, 30n, 12n, 30n], 20n, 8, () => 0)).toEqual([{ shard: 1, takeMinor: 20n }]);
    expect(planStockDraws([5n, 30n, 12n, 30n], 20n, 8, () => 0.99)).toEqual([{ shard: 3, takeMinor: 20n }]);
  });

  it('takes from the fullest shards down when no one shard holds enough', () => {
    expect(planStockDraws([5n, 9n, 2n, 7n], 20n, 8)).toEqual([
      { shard: 1, takeMinor: 9n },
      { shard: 3, takeMinor: 7n },
      { shard: 0, takeMinor: 4n },
    ]);
    expect(planStockDraws([5n, 9n, 2n, 7n], 24n, 8)).toBeUndefined();
    // A transaction with room for two draws serves at most the two fullest shards.
    expect(largestStockDraw([5n, 9n, 2n, 7n], 2)).toBe(16n);
    expect(planStockDraws([5n, 9n, 2n, 7n], 17n, 2)).toBeUndefined();
  });
});

describe('funding stock over its shards', () => {
  it('adds exactly the funding, filling the emptiest shards first', () => {
    fc.assert(
      fc.property(shards, fc.bigInt({ min: 1n, max: 10n ** 13n }), (held, amount) => {
        const shares = planStockTopUps(held, amount);
        expect(sum(shares)).toBe(amount);
        const after = held.map((value, shard) => value + (shares[shard] ?? 0n));
        for (const share of shares) expect(share).toBeGreaterThanOrEqual(0n);
        // No shard that got a share ends above one that got none: the emptiest were filled first.
        const topped = after.filter((_, shard) => (shares[shard] ?? 0n) > 0n);
        const untouched = after.filter((_, shard) => (shares[shard] ?? 0n) === 0n);
        if (topped.length > 0 && untouched.length > 0)
          expect(max(topped)).toBeLessThanOrEqual(min(untouched) + 1n);
        // Funding enough to level every shard leaves them within one unit of each other.
        if (amount >= sum(held.map((value) => max(held) - value)))
          expect(max(after) - min(after)).toBeLessThanOrEqual(1n);
      }),
    );
  });

  it('tops up the shards large sales emptied', () => {
    expect(planStockTopUps([0n, 10n, 2n, 10n], 12n)).toEqual([7n, 0n, 5n, 0n]);
    expect(planStockTopUps([0n, 0n, 0n], 10n)).toEqual([4n, 3n, 3n]);
  });
});
