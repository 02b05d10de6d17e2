/**
 * The TronGrid adapter against answers in TronGrid's documented shapes (trongrid/, written from
 * TronGrid's documentation): the USDT contract's Transfer events by time range over two pages (an
 * Approval event mixed in, one transaction paying two addresses, TronGrid's 0x-hex addresses), the
 * solidified head and a block by number; and one deposit address's incoming USDT transfers, as the
 * chain reconciliation reads them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TronGridError, tronGridChain } from '../../../../lambdas/adapters/tron/trongrid-chain';
import { USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';

const recorded = join(import.meta.dirname, 'trongrid');
const answers = Object.fromEntries(
  readdirSync(recorded).map((file) => [
    file.replace(/\.json$/, ''),
    readFileSync(join(recorded, file), 'utf8'),
  ]),
);

/** Serves the recorded answers by path, as TronGrid would, and notes what was asked. */
function recordedTronGrid() {
  const asked: { url: URL; body?: string }[] = [];
  const fetchRecorded = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    asked.push({ url, ...(body ? { body } : {}) });
    let answer: string | undefined;
    if (url.pathname === '/walletsolidity/getnowblock' && init?.method === 'POST')
      answer = answers['solidified-head'];
    else if (url.pathname === '/wallet/getblockbynum' && init?.method === 'POST')
      answer = answers[`getblockbynum-${JSON.parse(body ?? '{}').num}`] ?? '{}';
    else if (url.pathname.startsWith('/v1/accounts/'))
      answer = answers[`account-trc20-${url.pathname.split('/')[3]}`];
    else if (url.pathname === `/v1/contracts/${USDT_TRC20_CONTRACT}/events`)
      answer = url.searchParams.get('fingerprint')
        ? answers['contract-events-page-2']
        : answers['contract-events-page-1'];
    return new Response(answer ?? '{"success":false,"error":"not found"}', { status: answer ? 200 : 404 });
  };
  return { asked, fetch: fetchRecorded as typeof fetch };
}

describe('the TronGrid chain adapter', () => {
  it('reads the solidified head and a block by number', async () => {
    const { asked, fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });
    expect(await chain.solidifiedHead()).toEqual({ number: 66000131, timestamp: 1795920045000 });
    expect(await chain.block(66000000)).toEqual({ number: 66000000, timestamp: 1795919652000 });
    expect(asked[1]?.body).toBe('{"num":66000000}');
    // TRON's node answers {} for a block it does not have.
    await expect(chain.block(99999999)).rejects.toThrow(TronGridError);
  });

  it('reads the contract’s solidified Transfer events by time, oldest first, a page at a time, in base58', async () => {
    const { asked, fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });

    const query = {
      contract: USDT_TRC20_CONTRACT,
      fromTimestamp: 1795919000000,
      toTimestamp: 1795920045000,
      solidified: true,
    };
    const first = await chain.transferEvents(query);
    const second = await chain.transferEvents({ ...query, fingerprint: first.next as string });

    expect(first).toEqual({
      events: [
        {
          txHash: '5f3c1a0e8e9b7d2c4a6f8e0d1c3b5a79e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3',
          eventIndex: 0,
          contract: USDT_TRC20_CONTRACT,
          from: 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7',
          to: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          amountMinor: 25_000_000n,
          blockNumber: 66000000,
          confirmed: true,
        },
      ],
      next: '2TsS4zJ8v1mJrQd8sSWXqwmBQ1KZoXCE3k6Fs6vqZ8Wmz4dSFkRjiCbfU3x7b',
    });
    expect(second.next).toBeUndefined();
    expect(second.events.map((event) => [event.eventIndex, event.to, event.amountMinor])).toEqual([
      [0, 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7', 7_000_000n],
      [1, 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', 1_500_000n],
    ]);
    const parameters = asked[0]?.url.searchParams;
    expect(Object.fromEntries(parameters ?? [])).toEqual({
      event_name: 'Transfer',
      only_confirmed: 'true',
      min_block_timestamp: '1795919000000',
      max_block_timestamp: '1795920045000',
      order_by: 'block_timestamp,asc',
      limit: '200',
    });
    expect(asked[1]?.url.searchParams.get('fingerprint')).toBe(first.next);
  });

  it('reads an address’s incoming solidified USDT transfers, transfers only, in base58', async () => {
    const { asked, fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });

    const page = await chain.incomingTransfers({
      address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      contract: USDT_TRC20_CONTRACT,
    });

    expect(page).toEqual({
      transfers: [
        {
          txHash: '5f3c1a0e8e9b7d2c4a6f8e0d1c3b5a79e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3',
          from: 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7',
          to: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          contract: USDT_TRC20_CONTRACT,
          amountMinor: 25_000_000n,
          blockTimestamp: 1795919652000,
        },
        {
          txHash: '0c1d2e3f405162738495a6b7c8d9eaf00c1d2e3f405162738495a6b7c8d9eaf0',
          from: 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7',
          to: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          contract: USDT_TRC20_CONTRACT,
          amountMinor: 500_000n,
          blockTimestamp: 1795920000000,
        },
      ],
    });
    expect(asked[0]?.url.pathname).toBe('/v1/accounts/TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH/transactions/trc20');
    expect(Object.fromEntries(asked[0]?.url.searchParams ?? [])).toEqual({
      only_confirmed: 'true',
      only_to: 'true',
      contract_address: USDT_TRC20_CONTRACT,
      limit: '200',
    });
  });

  it('asks for unsolidified events only when reading sightings', async () => {
    const { asked, fetch } = recordedTronGrid();
    const chain = tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch });
    const page = await chain.transferEvents({
      contract: USDT_TRC20_CONTRACT,
      fromTimestamp: 1795920045001,
      solidified: false,
    });
    expect(asked[0]?.url.searchParams.get('only_unconfirmed')).toBe('true');
    expect(asked[0]?.url.searchParams.has('max_block_timestamp')).toBe(false);
    expect(page.events.every((event) => !event.confirmed)).toBe(true);
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
    await chain.solidifiedHead();
    expect(headers[0]?.get('TRON-PRO-API-KEY')).toBe('key-123');
  });

  it('answers a TronGridError for an error status, a body not in TronGrid’s shape, or no answer', async () => {
    const answering = (response: () => Promise<Response>) =>
      tronGridChain({ baseUrl: 'https://api.trongrid.io', fetch: response as unknown as typeof fetch });
    await expect(answering(async () => new Response('{}', { status: 429 })).solidifiedHead()).rejects.toThrow(
      TronGridError,
    );
    await expect(answering(async () => new Response('{"block_header":{}}')).solidifiedHead()).rejects.toThrow(
      /documented shape/,
    );
    await expect(
      answering(async () => {
        throw new TypeError('fetch failed');
      }).solidifiedHead(),
    ).rejects.toThrow(/did not answer/);
  });
});
