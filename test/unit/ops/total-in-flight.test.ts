import { describe, expect, it } from 'vitest';
import { totalInFlight } from '../../../scripts/ops/total-in-flight';

/** A read that answers after the others have started: the way TronGrid's answers overlap. */
const slowRead = (amount: bigint, delayMs: number) =>
  new Promise<bigint>((resolve) => setTimeout(() => resolve(amount), delayMs));

describe('totalInFlight', () => {
  it('adds every amount when reads overlap and answer out of order', async () => {
    const balances = [25_000_000n, 5_000_000n, 1n, 0n, 7_340_000n, 3n, 9n];
    const total = await totalInFlight(
      balances.map((amount, index) => ({ amount, delayMs: (balances.length - index) * 3 })),
      ({ amount, delayMs }) => slowRead(amount, delayMs),
      4,
    );
    expect(total).toBe(37_340_013n);
  });

  it('is zero for no items', async () => {
    expect(await totalInFlight([], () => Promise.resolve(1n), 4)).toBe(0n);
  });
});
