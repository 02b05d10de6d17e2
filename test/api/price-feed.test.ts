/**
 * The price sandbox inside the local stack: the handlers' environment points the real price-feed
 * adapter at it, and `npm run sandbox -- price …` sets what the adapter reads, or stops it.
 */
import { afterAll, expect, inject, it } from 'vitest';
import { tickerPriceFeed } from '../../lambdas/adapters/price-feed/ticker-price-feed';
import { StalePriceError } from '../../lambdas/domain/trade/price';
import { sandboxCli as runSandboxCli } from '../support/sandbox-cli';

const stack = inject('stack');

const sandboxCli = (...args: string[]) => runSandboxCli(stack.sandboxUrl, ...args);

const feed = () =>
  tickerPriceFeed({ baseUrl: stack.handlerEnv.PRICE_FEED_URL as string, cacheMs: 0, log: () => {} });

afterAll(() => sandboxCli('price', 'walk'));

it('reads the price set with `npm run sandbox -- price set`', async () => {
  expect(stack.handlerEnv.PRICE_FEED_URL).toBe(stack.sandboxUrl);
  expect(await sandboxCli('price', 'set', '88.42')).toContain('USDT/INR ₹88.42');
  expect(await feed().current()).toMatchObject({ rateInrPerUsdt: 8842n });
  expect(await sandboxCli('price', 'show')).toMatch(/USDT\/INR ₹88\.42 at .+ \(held\)/);
});

it('pauses buying with a typed error when the feed is stopped or stale', async () => {
  expect(await sandboxCli('price', 'stop')).toContain('feed stopped');
  await expect(feed().current()).rejects.toThrow(StalePriceError);
  await sandboxCli('price', 'set', '88.42', '--age', '120');
  await expect(feed().current()).rejects.toThrow(StalePriceError);
});
