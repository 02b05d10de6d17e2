/**
 * The TronGrid adapter against answers in TronGrid's documented shapes (trongrid/): a two-page TRC20
 * listing with a fake "USDT" from another contract mixed in, events with TronGrid's 0x-hex addresses
 * (one transaction paying two addresses), and the newest block.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TronGridError, tronGridChain } from '../../../../lambdas/adapters/tron/trongrid-chain';
import { USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';

const DEPOSIT_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const recorded = join(import.meta.dirname, 'trongrid');
const answers = Object.fromEntries(
  readdirSync(recorded).map((file) => [
    file.replace(/\.json$/, ''),
    readFileSync(join(recorded, file), 'utf8'),
  ]),
);

/** Serves the recorded answers by path, as TronGrid would, and notes what was asked. */
function recordedTronGrid() {
  const asked: URL[] = [];
  const fetchRecorded = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url);
    const events = /^\/v1\/transactions\/([0-9a-f]{64})\/events$/.exec(url.pathname);
    let body: string | undefined;
    if (url.pathname === '/wallet/getnowblock' && init?.method === 'POST') body = answers.getnowblock;
    else if (url.pathname === `/v1/accounts/${DEPOSIT_ADDRESS}/transactions/trc20`)
      body = url.searchParams.get('fingerprint') ? answers['trc20-page-2'] : answers['trc20-page-1'];
    else if (events) body = answers[`events-${events[1]}`];
    return new Response(body ?? '{"success":false,"error":"not found"}', { status: body ? 200 : 404 });
  };
  return { asked, fetch: fetchRecorded as typeof fetch };
}

describe('the TronGrid chain adapter', () => {
  it('reads the newest block number', async () => {
    const { fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });
    expect(await chain.latestBlockNumber()).toBe(66000150);
  });

  it('finds the USDT transfers to an address over every page, with block and event index, and no other token', async () => {
    const { asked, fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });

    const transfers = await chain.incomingTransfers(DEPOSIT_ADDRESS, {
      contract: USDT_TRC20_CONTRACT,
      since: new Date(1795919000000),
    });

    expect(transfers).toEqual([
      {
        txHash: '5f3c1a0e8e9b7d2c4a6f8e0d1c3b5a79e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3',
        eventIndex: 0,
        contract: USDT_TRC20_CONTRACT,
        from: 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7',
        to: DEPOSIT_ADDRESS,
        amountMinor: 25_000_000n,
        blockNumber: 66000000,
      },
      {
        // The transaction's first event paid someone else; only the second is this address's.
        txHash: 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc',
        eventIndex: 1,
        contract: USDT_TRC20_CONTRACT,
        from: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
        to: DEPOSIT_ADDRESS,
        amountMinor: 1_500_000n,
        blockNumber: 66000140,
      },
    ]);
    const listing = asked.filter((url) => url.pathname.endsWith('/trc20'));
    expect(listing).toHaveLength(2);
    expect(listing[0]?.searchParams.get('contract_address')).toBe(USDT_TRC20_CONTRACT);
    expect(listing[0]?.searchParams.get('only_to')).toBe('true');
    expect(listing[0]?.searchParams.get('min_timestamp')).toBe('1795919000000');
    expect(listing[1]?.searchParams.get('fingerprint')).toBe(
      '2TsS4zJ8v1mJrQd8sSWXqwmBQ1KZoXCE3k6Fs6vqZ8Wmz4dSFkRjiCbfU3x7b',
    );
    // The fake token's transaction is never even looked at.
    expect(asked.some((url) => url.pathname.includes('9a8b7c6d5e4f3021'))).toBe(false);
  });

  it('sends the API key in TronGrid’s header when one is configured', async () => {
    const headers: Headers[] = [];
    const { fetch } = recordedTronGrid();
    const chain = tronGridChain({
      baseUrl: 'https://api.trongrid.io',
      apiKey: 'key-123',
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        headers.push(new Headers(init?.headers));
        return fetch(input, init);
      }) as typeof fetch,
    });
    await chain.latestBlockNumber();
    expect(headers[0]?.get('TRON-PRO-API-KEY')).toBe('key-123');
  });

  it('answers a TronGridError for an error status, a body not in TronGrid’s shape, or no answer', async () => {
    const answering = (response: () => Promise<Response>) =>
      tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch: response as unknown as typeof fetch });
    await expect(
      answering(async () => new Response('{}', { status: 429 })).latestBlockNumber(),
    ).rejects.toThrow(TronGridError);
    await expect(
      answering(async () => new Response('{"block_header":{}}')).latestBlockNumber(),
    ).rejects.toThrow(/documented shape/);
    await expect(
      answering(async () => {
        throw new TypeError('fetch failed');
      }).latestBlockNumber(),
    ).rejects.toThrow(/did not answer/);
  });
});
