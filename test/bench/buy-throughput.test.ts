/**
 * `npm run bench:buy`: 50 verified customers, each with INR and a PIN, buy USDT at the same moment
 * through the local stack's HTTP API (quote first, then the PIN-confirmed buy); prints throughput and
 * p50/p99 of the buy request. Only `npm run bench:buy` includes it (see vitest.config.mts): it measures.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { burstLine } from '../../scripts/bench/stats';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate, walkPrice } from '../support/buying';

const BUYERS = 50;

describe('buy throughput', () => {
  it(`${BUYERS} customers buy at once`, { timeout: 900_000 }, async () => {
    await holdPrice('88.42');
    try {
      const buyers: Buyer[] = [];
      // Seeded ten at a time: each one goes through sign-up, KYC review and a bank transfer.
      while (buyers.length < BUYERS)
        buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => buyerWith('1000')))));
      const quotes = await Promise.all(buyers.map((buyer) => quoteAtRate(buyer, '88.42')));
      const latencies: number[] = [];
      const started = performance.now();
      const statuses = await Promise.all(
        buyers.map(async (buyer, index) => {
          const begin = performance.now();
          const answer = await buy(buyer, quotes[index]?.quoteId ?? '', { key: randomUUID() });
          latencies.push(performance.now() - begin);
          return answer.status;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const bought = statuses.filter((status) => status === 201).length;
      console.log(
        burstLine(`${BUYERS} customers, one buy each`, latencies, seconds, `${bought} bought`, 'buys'),
      );
      expect(bought).toBe(BUYERS);
    } finally {
      await walkPrice();
    }
  });
});
