import { describe, expect, it } from 'vitest';
import { assertFreshPrice, rateFromRupees, StalePriceError } from '../../../../lambdas/domain/trade/price';

describe('prices', () => {
  it('reads rupee prices as paise per USDT, cutting digits beyond the paisa', () => {
    expect(rateFromRupees('88.42')).toBe(8842n);
    expect(rateFromRupees('88.4')).toBe(8840n);
    expect(rateFromRupees('88')).toBe(8800n);
    expect(rateFromRupees('88.429')).toBe(8842n);
    for (const junk of ['', '-1', '1e3', '88,42', 'NaN', '0x10'])
      expect(() => rateFromRupees(junk)).toThrow();
  });

  it('is stale after 60 seconds, when stamped in the future, or when not positive', () => {
    const now = new Date('2026-11-23T10:01:00.000Z');
    expect(() =>
      assertFreshPrice({ rateInrPerUsdt: 8842n, observedAt: '2026-11-23T10:00:00.000Z' }, now),
    ).not.toThrow();
    expect(() =>
      assertFreshPrice({ rateInrPerUsdt: 8842n, observedAt: '2026-11-23T09:59:59.999Z' }, now),
    ).toThrow(StalePriceError);
    expect(() =>
      assertFreshPrice({ rateInrPerUsdt: 8842n, observedAt: '2026-11-23T10:02:00.000Z' }, now),
    ).toThrow(StalePriceError);
    expect(() =>
      assertFreshPrice({ rateInrPerUsdt: 0n, observedAt: '2026-11-23T10:00:30.000Z' }, now),
    ).toThrow(StalePriceError);
    expect(() => assertFreshPrice({ rateInrPerUsdt: 8842n, observedAt: 'yesterday' }, now)).toThrow(
      StalePriceError,
    );
  });
});
