/**
 * The price sandbox as the price-feed adapter and a tester see it: a walk that is the same on every run,
 * a price that can be set, aged or stopped, and the real adapter reading it (or refusing it) over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickerPriceFeed } from '../../../../lambdas/adapters/price-feed/ticker-price-feed';
import { StalePriceError } from '../../../../lambdas/domain/trade/price';
import { priceModule } from '../../../../lib/local/sandbox/price/price-module';
import { PRICE_STEP_MS, walkPrice } from '../../../../lib/local/sandbox/price/price-walk';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';

describe('walkPrice', () => {
  const walk = { anchorPaise: 8800n, anchorAt: 0, seed: 88, moving: true };

  it('gives the same prices for the same seed and time, and other prices for another seed', () => {
    const path = (seed: number) =>
      Array.from({ length: 50 }, (_, step) => walkPrice({ ...walk, seed }, step * PRICE_STEP_MS).paise);
    expect(path(88)).toEqual(path(88));
    expect(path(88)).not.toEqual(path(89));
    expect(new Set(path(88)).size).toBeGreaterThan(3);
  });

  it('moves at most 0.05% (at least one paisa) per step and stamps each step', () => {
    let previous = walkPrice(walk, 0).paise;
    for (let step = 1; step <= 200; step++) {
      const { paise, at } = walkPrice(walk, step * PRICE_STEP_MS + 1);
      const moved = paise > previous ? paise - previous : previous - paise;
      expect(moved).toBeLessThanOrEqual(4n);
      expect(at).toBe(step * PRICE_STEP_MS);
      previous = paise;
    }
  });

  it('holds a price that was set by hand', () => {
    expect(walkPrice({ ...walk, anchorPaise: 8842n, moving: false }, 10 * 60_000)).toEqual({
      paise: 8842n,
      at: 10 * 60_000,
    });
  });
});

describe('the sandbox ticker and the real adapter', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, modules: [priceModule()], log: () => {} });
  });
  afterAll(() => server.stop());

  const control = async (body: unknown) => {
    const response = await fetch(`${server.url}/sandbox/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const freshFeed = () => tickerPriceFeed({ baseUrl: server.url, cacheMs: 0, log: () => {} });

  it('answers the WazirX ticker shape with decimal strings', async () => {
    await control({ price: '88.42' });
    const response = await fetch(`${server.url}/sapi/v1/ticker/24hr?symbol=usdtinr`);
    expect(await response.json()).toMatchObject({
      symbol: 'usdtinr',
      lastPrice: '88.42',
      bidPrice: '88.41',
      askPrice: '88.43',
      at: expect.any(Number),
    });
    expect((await fetch(`${server.url}/sapi/v1/ticker/24hr?symbol=btcinr`)).status).toBe(400);
  });

  it('gives the adapter the price that was set', async () => {
    await control({ price: '91.07' });
    expect((await freshFeed().current()).rateInrPerUsdt).toBe(9107n);
  });

  it('pauses buying when the feed is stopped or its price is older than a minute', async () => {
    await control({ stopped: true });
    await expect(freshFeed().current()).rejects.toThrow(StalePriceError);
    await control({ price: '88.42', ageSeconds: 120 });
    await expect(freshFeed().current()).rejects.toThrow(StalePriceError);
    await control({ walk: true });
    // Moving again from ₹88.42: at most a step or two away by the time it is read.
    const moving = (await freshFeed().current()).rateInrPerUsdt;
    expect(moving >= 8834n && moving <= 8850n).toBe(true);
  });

  it('refuses a malformed price command and keeps serving', async () => {
    for (const body of [{ price: '-1' }, { price: '88.421' }, { price: 88.42 }, { walk: 'yes' }, {}]) {
      expect((await control(body)).status).toBe(400);
    }
    const notJson = await fetch(`${server.url}/sandbox/price`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${server.url}/sandbox/price`)).status).toBe(200);
  });

  it('sets the price from the sandbox page form', async () => {
    const response = await fetch(`${server.url}/sandbox/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'price=87.5',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('₹87.50');
  });
});

describe('the adapter’s cache and timeout', () => {
  const body = (lastPrice: string, at: number) =>
    new Response(JSON.stringify({ symbol: 'usdtinr', lastPrice, at }), { status: 200 });

  it('asks the exchange once for calls within the cache time, and again after it', async () => {
    let clock = 1_795_478_400_000;
    let calls = 0;
    const feed = tickerPriceFeed({
      baseUrl: 'https://exchange.example',
      now: () => new Date(clock),
      cacheMs: 3_000,
      fetch: async () => {
        calls++;
        return body(calls === 1 ? '88.42' : '88.50', clock);
      },
    });
    const together = await Promise.all([feed.current(), feed.current(), feed.current()]);
    expect(together.map((each) => each.rateInrPerUsdt)).toEqual([8842n, 8842n, 8842n]);
    clock += 2_999;
    expect((await feed.current()).rateInrPerUsdt).toBe(8842n);
    clock += 2;
    expect((await feed.current()).rateInrPerUsdt).toBe(8850n);
    expect(calls).toBe(2);
  });

  it('asks again when the clock was put back, never keeping an answer from its future', async () => {
    let clock = 1_795_478_400_000 + 25 * 3_600_000;
    let calls = 0;
    const feed = tickerPriceFeed({
      baseUrl: 'https://exchange.example',
      now: () => new Date(clock),
      cacheMs: 3_000,
      fetch: async () => {
        calls++;
        return body(calls === 1 ? '88.42' : '88.50', clock);
      },
    });
    expect((await feed.current()).rateInrPerUsdt).toBe(8842n);
    // The local clock reset: 25 hours back. The answer stamped then would be a price from the future.
    clock -= 25 * 3_600_000;
    expect((await feed.current()).rateInrPerUsdt).toBe(8850n);
    expect(calls).toBe(2);
  });

  it('gives up on a feed that does not answer within the timeout', async () => {
    const feed = tickerPriceFeed({
      baseUrl: 'https://exchange.example',
      timeoutMs: 50,
      log: () => {},
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    await expect(feed.current()).rejects.toThrow(StalePriceError);
  });
});
