import { describe, expect, it } from 'vitest';
import { StalePriceError } from '../../../../lambdas/domain/trade/price';
import { assertQuoteExecutable } from '../../../../lambdas/domain/trade/quote-execution';
import { PriceMovedError, QuoteExpiredError } from '../../../../lambdas/domain/trade/trade-errors';

const quotedAt = Date.parse('2026-11-23T10:00:00.000Z');
const quote = { rateInrPerUsdt: 10_000n, expiresAt: new Date(quotedAt + 30_000).toISOString() };
const at = (ms: number) => new Date(quotedAt + ms);
const priceAt = (rateInrPerUsdt: bigint, ms: number) => ({
  rateInrPerUsdt,
  observedAt: at(ms).toISOString(),
});

describe('executing a locked quote', () => {
  it('goes ahead before the expiry while the market is within 0.5 % above the quoted rate', () => {
    expect(() => assertQuoteExecutable(quote, priceAt(10_050n, 29_000), at(29_999))).not.toThrow();
    expect(() => assertQuoteExecutable(quote, priceAt(9_000n, 10_000), at(10_000))).not.toThrow();
  });

  it('is refused at and after the expiry', () => {
    expect(() => assertQuoteExecutable(quote, priceAt(10_000n, 30_000), at(30_000))).toThrow(
      QuoteExpiredError,
    );
  });

  it('is refused when the market rose more than 0.5 %', () => {
    expect(() => assertQuoteExecutable(quote, priceAt(10_051n, 5_000), at(5_000))).toThrow(PriceMovedError);
  });

  it('is refused when the current price is stale', () => {
    expect(() => assertQuoteExecutable(quote, priceAt(10_000n, -61_000), at(5_000))).toThrow(StalePriceError);
  });
});
