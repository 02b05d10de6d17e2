/**
 * The TRON sandbox as the chain watcher's adapter and a tester see it: a transfer sent through the
 * control API lands in a new block, the real TronGrid adapter reads its Transfer event back by time with
 * its block and event index, a block solidifies only as blocks are mined on it, a transaction can be
 * dropped until then, TronGrid's paging and filters hold, an address's incoming transfers are listed
 * as TronGrid's account history lists them, and a bad command is a 400 that leaves the chain as it was.
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

  it('puts a transfer in a new block, solidifies it 19 blocks later, and lists its event as TronGrid does', async () => {
    const chain = tronGridChain({ baseUrl: server.url });
    const { height: before } = (await control('')).body as { height: number };

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
    const head = await chain.solidifiedHead();
    expect(head.number).toBe(before + 2 - 19);
    const unsolidified = await chain.transferEvents({
      contract: SANDBOX_USDT.address,
      fromTimestamp: head.timestamp + 1,
      solidified: false,
    });
    expect(unsolidified.events).toEqual([
      {
        txHash: sent.body.txId,
        eventIndex: 0,
        contract: SANDBOX_USDT.address,
        from: expect.stringMatching(/^T/),
        to: depositAddress,
        amountMinor: 25_500_000n,
        blockNumber: before + 1,
        confirmed: false,
      },
    ]);

    expect((await control('/mine', { blocks: 18 })).body.height).toBe(before + 20);
    const solidified = await chain.solidifiedHead();
    expect(solidified.number).toBe(before + 1);
    const final = await chain.transferEvents({
      contract: SANDBOX_USDT.address,
      fromTimestamp: (await chain.block(before)).timestamp + 1,
      toTimestamp: solidified.timestamp,
      solidified: true,
    });
    expect(final.events.map((event) => event.txHash)).toEqual([sent.body.txId]);
  });

  it('gives every block a time after the one before, and answers {} for a block above the head', async () => {
    const chain = tronGridChain({ baseUrl: server.url });
    await control('/mine', { blocks: 5 });
    const { height } = (await control('')).body as { height: number };
    const times = await Promise.all([height - 6, height - 5, height - 1, height].map((n) => chain.block(n)));
    for (let index = 1; index < times.length; index++)
      expect(times[index]?.timestamp).toBeGreaterThan(times[index - 1]?.timestamp ?? Infinity);
    await expect(chain.block(height + 1)).rejects.toThrow(/documented shape/);
  });

  it('pages a contract’s events with fingerprints, newest first unless asked otherwise', async () => {
    const address = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(8);
    for (const amount of ['1', '2', '3']) await control('/transfers', { to: address, amount });
    const { height } = (await control('')).body as { height: number };
    const since = (await tronGridChain({ baseUrl: server.url }).block(height - 2)).timestamp;
    const page = (query: string, eventName = 'Transfer') =>
      fetch(
        `${server.url}/v1/contracts/${SANDBOX_USDT.address}/events?event_name=${eventName}&min_block_timestamp=${since}&${query}`,
      ).then((response) => response.json());

    const first = await page('limit=2');
    const second = await page(`limit=2&fingerprint=${first.meta.fingerprint}`);

    expect(
      [...first.data, ...second.data].map((event: { result: { value: string } }) => event.result.value),
    ).toEqual(['3000000', '2000000', '1000000']);
    expect(second.meta.fingerprint).toBeUndefined();
    expect((await page('order_by=block_timestamp,asc&limit=1')).data[0].result.value).toBe('1000000');
    expect((await page('', 'Approval')).data).toEqual([]);
    expect((await fetch(`${server.url}/v1/contracts/${SANDBOX_USDT.address}/events?limit=201`)).status).toBe(
      400,
    );
  });

  it('lists an address’s incoming solidified transfers of one token, a page at a time, as TronGrid’s account history', async () => {
    const chain = tronGridChain({ baseUrl: server.url });
    const address = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(10);
    const other = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(11);
    const received = [];
    for (const amount of ['1', '2', '3'])
      received.push((await control('/transfers', { to: address, amount })).body);
    await control('/transfers', { to: address, amount: '9', token: SANDBOX_FAKE_USDT.address });
    await control('/transfers', { to: other, amount: '5', from: address });
    await control('/mine', { blocks: 19 });
    // Not solidified yet: left out.
    await control('/transfers', { to: address, amount: '4' });
    const pages = (address: string) =>
      fetch(
        `${server.url}/v1/accounts/${address}/transactions/trc20?only_confirmed=true&only_to=true&contract_address=${SANDBOX_USDT.address}&limit=2`,
      ).then((response) => response.json());

    const first = await pages(address);
    const second = await chain.incomingTransfers({
      address,
      contract: SANDBOX_USDT.address,
      fingerprint: first.meta.fingerprint,
    });

    expect(first.data.map((item: { value: string }) => item.value)).toEqual(['3000000', '2000000']);
    expect(second.next).toBeUndefined();
    expect([
      ...first.data.map((item: { transaction_id: string }) => item.transaction_id),
      ...second.transfers.map((transfer) => transfer.txHash),
    ]).toEqual(received.reverse().map((sent) => sent.txId));
    expect(second.transfers[0]).toMatchObject({
      to: address,
      contract: SANDBOX_USDT.address,
      amountMinor: 1_000_000n,
    });
    expect((await pages(other)).data.map((item: { from: string }) => item.from)).toEqual([address]);
  });

  it('drops a transaction before its block solidifies, never after', async () => {
    const chain = tronGridChain({ baseUrl: server.url });
    const sent = await control('/transfers', { to: depositAddress, amount: '4' });
    const txId = String(sent.body.txId);

    const dropped = await control('/drop', { txId });

    expect(dropped).toMatchObject({ status: 200, body: { txId, dropped: true } });
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('<span class="bad">dropped</span>');
    const head = await chain.solidifiedHead();
    const events = await chain.transferEvents({
      contract: SANDBOX_USDT.address,
      fromTimestamp: head.timestamp + 1,
      solidified: false,
    });
    expect(events.events.map((event) => event.txHash)).not.toContain(txId);
    const kept = await control('/transfers', { to: depositAddress, amount: '5' });
    // The page offers to drop a transfer whose block is not solidified yet.
    expect(await (await fetch(`${server.url}/`)).text()).toContain(
      `<input type="hidden" name="txId" value="${kept.body.txId}"><button type="submit">Drop</button>`,
    );
    const droppedByForm = await fetch(`${server.url}/sandbox/tron/drop`, {
      method: 'POST',
      body: new URLSearchParams({ txId: String(kept.body.txId) }),
      redirect: 'manual',
    });
    expect(droppedByForm.status).toBe(303);
    const solid = await control('/transfers', { to: depositAddress, amount: '6' });
    await control('/mine', { blocks: 19 });
    expect((await control('/drop', { txId: solid.body.txId })).status).toBe(409);
    expect((await control('/drop', { txId: 'ab'.repeat(32) })).status).toBe(409);
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
