/**
 * The TRON sandbox's blocks as the sender reads them for evidence, and its lagging node: a block keeps
 * the time it was mined with, `getblockbynum` lists a block's transactions (only solidified blocks on
 * /walletsolidity), and with a lag the lookups answer as a node that far behind while the head does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';
import { sandboxAddress } from '../../../../lib/local/sandbox/tron/tron-chain';
import { tronModule } from '../../../../lib/local/sandbox/tron/tron-module';

describe('the TRON sandbox’s blocks and its lagging node', () => {
  let server: SandboxServer;
  let now = 1_800_000_000_000;
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const blockAt = async (path: string, num: number) =>
    (await post(path, { num })).body as {
      block_header?: { raw_data: { number: number; timestamp: number } };
      transactions?: { txID: string }[];
    };

  beforeAll(async () => {
    server = await startSandboxServer({
      port: 0,
      modules: [tronModule({ blockIntervalMs: 0, now: () => now })],
      log: () => {},
    });
  });
  afterAll(() => server.stop());

  it('keeps a mined block’s time once blocks are mined on it', async () => {
    now += 60_000;
    const { height } = (await post('/sandbox/tron/mine', { blocks: 1 })).body as { height: number };
    const minedAt = (await blockAt('/wallet/getblockbynum', height)).block_header?.raw_data.timestamp;
    expect(minedAt).toBe(now);

    now += 60_000;
    await post('/sandbox/tron/mine', { blocks: 5 });

    expect((await blockAt('/wallet/getblockbynum', height)).block_header?.raw_data.timestamp).toBe(minedAt);
  });

  it('lists a block’s transactions, on /walletsolidity once the block is solidified', async () => {
    const sent = (await post('/sandbox/tron/transfers', { to: sandboxAddress('lag-test'), amount: '2' }))
      .body as { txId: string; blockNumber: number };

    expect((await blockAt('/wallet/getblockbynum', sent.blockNumber)).transactions).toEqual([
      { txID: sent.txId, ret: [{ contractRet: 'SUCCESS' }] },
    ]);
    expect(await blockAt('/walletsolidity/getblockbynum', sent.blockNumber)).toEqual({});
    await post('/sandbox/tron/mine', { blocks: 19 });
    expect((await blockAt('/walletsolidity/getblockbynum', sent.blockNumber)).transactions).toEqual([
      { txID: sent.txId, ret: [{ contractRet: 'SUCCESS' }] },
    ]);
  });

  it('answers lookups from a node that lags the head by the blocks asked, and the head from the newest', async () => {
    const { height } = (await post('/sandbox/tron/mine', { blocks: 1 })).body as { height: number };

    expect((await post('/sandbox/tron/lagging-node', { blocks: 10 })).body).toEqual({ lookupLagBlocks: 10 });
    expect(await blockAt('/wallet/getblockbynum', height - 9)).toEqual({});
    expect((await blockAt('/wallet/getblockbynum', height - 10)).block_header?.raw_data.number).toBe(
      height - 10,
    );
    expect(await blockAt('/walletsolidity/getblockbynum', height - 28)).toEqual({});
    expect((await blockAt('/wallet/getnowblock', 0)).block_header?.raw_data.number).toBe(height);
    expect((await post('/sandbox/tron/lagging-node', { blocks: -1 })).status).toBe(400);

    await post('/sandbox/tron/lagging-node', { blocks: 0 });
    expect((await blockAt('/wallet/getblockbynum', height)).block_header?.raw_data.number).toBe(height);
  });
});
