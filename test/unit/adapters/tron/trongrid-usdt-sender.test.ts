/**
 * The TronGrid USDT sender against the in-process TRON sandbox, with a node that may lie: the sender
 * signs only the transfer it encoded itself, so a node that answers with another recipient, amount or
 * fee limit gets no signature; and a transaction no lookup knows reads as unknown, never failed.
 */
import { hex } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronGridUsdtSender } from '../../../../lambdas/adapters/tron/trongrid-usdt-sender';
import { tronAccountHex } from '../../../../lambdas/domain/tron/tron-address';
import { transactionIdOf } from '../../../../lambdas/domain/tron/tron-transaction';
import type { TronTransactionSigner } from '../../../../lambdas/domain/tron/usdt-sending';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';
import { SANDBOX_USDT, sandboxAddress } from '../../../../lib/local/sandbox/tron/tron-chain';
import { tronModule } from '../../../../lib/local/sandbox/tron/tron-module';
import { freshSigner } from '../../../support/tron-sending';

const recipient = sandboxAddress('recipient');
const thief = sandboxAddress('thief');

/** Transactions a lying node changed: a test checks its lie was told, so a refusal is not for nothing. */
let lies = 0;

/** Rewrites the node's built transaction before the sender sees it, keeping txID the hash of the bytes. */
function lyingFetch(rewrite: (rawDataHex: string) => string): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!String(input).endsWith('/wallet/triggersmartcontract')) return response;
    const body = (await response.json()) as { transaction: { raw_data_hex: string; txID: string } };
    const rawDataHex = rewrite(body.transaction.raw_data_hex);
    if (rawDataHex !== body.transaction.raw_data_hex) lies += 1;
    body.transaction.raw_data_hex = rawDataHex;
    body.transaction.txID = transactionIdOf(hex.decode(rawDataHex));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('the TronGrid USDT sender', () => {
  let server: SandboxServer;
  let signer: TronTransactionSigner;
  let signatures = 0;

  beforeAll(async () => {
    const key = freshSigner();
    signer = {
      address: key.address,
      signTransactionId: (id) => {
        signatures += 1;
        return key.signTransactionId(id);
      },
    };
    server = await startSandboxServer({
      port: 0,
      modules: [tronModule({ blockIntervalMs: 0, hotWallet: await signer.address() })],
      log: () => {},
    });
  });
  afterAll(() => server.stop());

  const sender = (fetchWith?: typeof fetch) =>
    tronGridUsdtSender({
      baseUrl: server.url,
      usdtContract: SANDBOX_USDT.address,
      signer,
      ...(fetchWith ? { fetch: fetchWith } : {}),
    });

  it('signs nothing when the node’s transaction pays someone else', async () => {
    const [before, liesBefore] = [signatures, lies];
    const recipientHex = tronAccountHex(recipient) ?? '';
    const thiefHex = tronAccountHex(thief) ?? '';
    const lying = sender(lyingFetch((rawDataHex) => rawDataHex.replace(recipientHex, thiefHex)));

    await expect(lying.send({ to: recipient, amountMicro: 1_000_000n })).rejects.toThrow(
      /not the transfer asked for/,
    );
    expect(lies).toBe(liesBefore + 1);
    expect(signatures).toBe(before);
  });

  it('signs nothing when the node’s transaction moves another amount or allows a higher fee', async () => {
    const [before, liesBefore] = [signatures, lies];
    // 1 USDT is 0f4240 in the amount word; 2 USDT 1e8480.
    const otherAmount = sender(lyingFetch((rawDataHex) => rawDataHex.replace('00000f4240', '00001e8480')));
    await expect(otherAmount.send({ to: recipient, amountMicro: 1_000_000n })).rejects.toThrow(
      /not the transfer asked for/,
    );
    // fee_limit is protobuf field 18, the last: 50 TRX (80e1eb17) becomes 500 TRX (80cab5ee01).
    const higherFee = sender(lyingFetch((rawDataHex) => rawDataHex.replace(/80e1eb17$/, '80cab5ee01')));
    await expect(higherFee.send({ to: recipient, amountMicro: 1_000_000n })).rejects.toThrow(
      /not the transfer asked for/,
    );
    expect(lies).toBe(liesBefore + 2);
    expect(signatures).toBe(before);
  });

  it('reads a transaction no lookup knows as unknown, even with the head past its expiry', async () => {
    const never = 'ab'.repeat(32);
    expect(await sender().status(never)).toEqual({ status: 'unknown' });
    expect(await sender().status(never, BigInt(Date.now() + 3_600_000))).toEqual({ status: 'unknown' });
    // The lookups and the head may come from nodes at different heights: only neverIncluded's
    // block-by-block read may say it can never land.
    expect(await sender().status(never, 1n)).toEqual({ status: 'unknown' });
  });

  it('keeps a dropped broadcast unknown, never confirmed, and gives its USDT back to the wallet', async () => {
    const honest = sender();
    const before = await honest.balances();
    await fetch(`${server.url}/sandbox/tron/next-broadcast`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'DROPPED' }),
      headers: { 'content-type': 'application/json' },
    });

    const signed = await honest.signTransfer({ to: recipient, amountMicro: 3_000_000n });
    await honest.broadcast(signed);
    await fetch(`${server.url}/sandbox/tron/mine`, {
      method: 'POST',
      body: JSON.stringify({ blocks: 20 }),
      headers: { 'content-type': 'application/json' },
    });

    expect(await honest.status(signed.transactionId, signed.expiresAt)).toEqual({ status: 'unknown' });
    expect((await honest.balances()).usdtMicro).toBe(before.usdtMicro);
  });

  it('reads a final transaction as failed only on the chain’s word, never from a receipt without a result', async () => {
    const answering =
      (info: Record<string, unknown>): typeof fetch =>
      async (input, init) =>
        String(input).endsWith('/walletsolidity/gettransactioninfobyid')
          ? new Response(JSON.stringify(info), { status: 200 })
          : fetch(input, init);
    const id = 'cd'.repeat(32);
    const final = { id, blockNumber: 1234 };

    const read = (info: Record<string, unknown>) => sender(answering(info)).status(id);

    expect(await read({ ...final, receipt: { result: 'SUCCESS' } })).toEqual({
      status: 'confirmed',
      blockNumber: 1234n,
    });
    expect(await read({ ...final, result: 'FAILED', receipt: { result: 'REVERT' } })).toEqual({
      status: 'failed',
      blockNumber: 1234n,
    });
    expect(await read({ ...final, receipt: { result: 'OUT_OF_ENERGY' } })).toEqual({
      status: 'failed',
      blockNumber: 1234n,
    });
    expect(await read({ ...final, receipt: {} })).toEqual({ status: 'unknown', blockNumber: 1234n });
  });
});
