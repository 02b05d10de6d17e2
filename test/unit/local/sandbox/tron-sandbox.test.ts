/**
 * The TRON sandbox as the chain watcher's adapter and a tester see it: a transfer sent through the
 * control API lands in a new block, the real TronGrid adapter reads it back with its block and event
 * index, confirmations grow only as blocks are mined, TronGrid's paging and filters hold, and a bad
 * command is a 400 that leaves the chain as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronGridChain } from '../../../../lambdas/adapters/tron/trongrid-chain';
import {
  AccountXpub,
  PUBLIC_TEST_ACCOUNT_XPUB,
} from '../../../../lambdas/domain/tron/deposit-address-derivation';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';
import { SANDBOX_FAKE_USDT, SANDBOX_USDT } from '../../../../lib/local/sandbox/tron/tron-chain';
import { tronModule } from '../../../../lib/local/sandbox/tron/tron-module';

const depositAddress = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(7);

describe('the TRON sandbox and the real TronGrid adapter', () => {
  let server: SandboxServer;
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/sandbox/tron${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await startSandboxServer({
      port: 0,
      modules: [tronModule({ blockIntervalMs: 0 })],
      log: () => {},
    });
  });
  afterAll(() => server.stop());

  it('puts a transfer in a new block, counts its confirmations as blocks are mined, and lists it as TronGrid does', async () => {
    const chain = tronGridChain({ baseUrl: server.url });
    const before = await chain.latestBlockNumber();

    const sent = await control('/transfers', { to: depositAddress, amount: '25.5' });
    const other = await control('/transfers', {
      to: depositAddress,
      amount: '9',
      token: SANDBOX_FAKE_USDT.address,
    });

    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      blockNumber: before + 1,
      confirmations: 0,
      value: '25500000',
      final: false,
    });
    expect(other.body.blockNumber).toBe(before + 2);
    const transfers = await chain.incomingTransfers(depositAddress, {
      contract: SANDBOX_USDT.address,
      since: new Date(Date.now() - 60_000),
    });
    expect(transfers).toEqual([
      expect.objectContaining({
        txHash: sent.body.txId,
        eventIndex: 0,
        contract: SANDBOX_USDT.address,
        to: depositAddress,
        amountMinor: 25_500_000n,
        blockNumber: before + 1,
      }),
    ]);

    expect((await control('/mine', { blocks: 18 })).body.height).toBe(before + 20);
    expect(await chain.latestBlockNumber()).toBe(before + 20);
    const confirmed = await fetch(
      `${server.url}/v1/accounts/${depositAddress}/transactions/trc20?only_confirmed=true`,
    ).then((response) => response.json());
    expect(confirmed.data.map((item: { transaction_id: string }) => item.transaction_id)).toEqual([
      sent.body.txId,
    ]);
    expect(confirmed.data[0]).toEqual({
      transaction_id: sent.body.txId,
      token_info: { symbol: 'USDT', address: SANDBOX_USDT.address, decimals: 6, name: 'Tether USD' },
      block_timestamp: expect.any(Number),
      from: expect.stringMatching(/^T/),
      to: depositAddress,
      type: 'Transfer',
      value: '25500000',
    });
  });

  it('pages with fingerprints, newest first unless asked otherwise', async () => {
    const address = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(8);
    for (const amount of ['1', '2', '3']) await control('/transfers', { to: address, amount });
    const page = (query: string) =>
      fetch(`${server.url}/v1/accounts/${address}/transactions/trc20?${query}`).then((response) =>
        response.json(),
      );

    const first = await page('limit=2');
    const second = await page(`limit=2&fingerprint=${first.meta.fingerprint}`);

    expect([...first.data, ...second.data].map((item: { value: string }) => item.value)).toEqual([
      '3000000',
      '2000000',
      '1000000',
    ]);
    expect(second.meta.fingerprint).toBeUndefined();
    expect((await page('order_by=block_timestamp,asc&limit=1')).data[0].value).toBe('1000000');
    expect((await fetch(`${server.url}/v1/accounts/${address}/transactions/trc20?limit=201`)).status).toBe(
      400,
    );
  });

  it('takes a transfer from the sandbox page form and shows it there, marked when it is not the USDT contract', async () => {
    const address = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(9);
    const sent = await fetch(`${server.url}/sandbox/tron/transfers`, {
      method: 'POST',
      body: new URLSearchParams({ to: address, amount: '3', token: SANDBOX_FAKE_USDT.address }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain(address);
    expect(page).toContain('3.00 USDT <span class="bad">(not the USDT contract)</span>');
  });

  it('refuses a transfer to something that is not a TRON address, or of no amount, and moves no block', async () => {
    const { height } = (await control('')).body;
    expect((await control('/transfers', { to: 'T123', amount: '1' })).status).toBe(400);
    expect((await control('/transfers', { to: depositAddress, amount: '0' })).status).toBe(400);
    expect((await control('/transfers', { to: depositAddress, amount: '1.1234567' })).status).toBe(400);
    expect((await control('/mine', { blocks: 0 })).status).toBe(400);
    expect((await control('')).body.height).toBe(height);
  });
});
