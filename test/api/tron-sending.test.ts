/**
 * Sending USDT on TRON against the local stack's sandbox chain, through the real TronGrid sender and
 * signer: a transfer is built by the node, checked byte for byte, signed, broadcast, and confirmed only
 * once its block is solidified, moving exactly its micro-units; a signature by another key, a repeat and
 * a call that fails on chain each end as TRON ends them. Each test sends from a wallet of its own, so
 * its balances move only by what it sends.
 */
import { describe, expect, it } from 'vitest';
import { transactionSignerFromEnvironment } from '../../lambdas/adapters/tron/usdt-sender-from-environment';
import { UsdtBroadcastRefused } from '../../lambdas/domain/tron/usdt-sending';
import { mineBlocks, tronControl } from '../support/tron-chain';
import {
  broadcastAgain,
  failNextBroadcast,
  freshAddress,
  freshSigner,
  fundedWallet,
  sandboxSender,
  stackSender,
} from '../support/tron-sending';

/** 19 blocks on top make a block solidified. */
const SOLIDIFYING_BLOCKS = 20;

describe('sending USDT from a hot wallet', () => {
  it('broadcasts a signed transfer that is confirmed once solidified and moves its exact micro-units', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '500' });
    const to = freshAddress();
    const fee = await wallet.sender.estimateTransferFee({ to, amountMicro: 12_345_678n });
    const before = await wallet.sender.balances();

    const { transactionId } = await wallet.sender.send({ to, amountMicro: 12_345_678n });

    expect(transactionId).toMatch(/^[0-9a-f]{64}$/);
    // Taken by the node, in no block yet: its USDT is already spent.
    expect(await wallet.sender.status(transactionId)).toEqual({ status: 'unknown' });
    expect((await wallet.sender.balances()).usdtMicro).toBe(487_654_322n);
    await mineBlocks(1);
    expect((await wallet.sender.status(transactionId)).status).toBe('pending');
    await mineBlocks(SOLIDIFYING_BLOCKS);
    const confirmed = await wallet.sender.status(transactionId);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.blockNumber).toBeGreaterThan(0n);
    const after = await wallet.sender.balances();
    expect(after.usdtMicro).toBe(before.usdtMicro - 12_345_678n);
    expect(after.trxSun).toBe(before.trxSun - fee.feeSun);
    const recipient = sandboxSender({
      address: async () => to,
      signTransactionId: () => Promise.reject(new Error('watch only')),
    });
    expect((await recipient.balances()).usdtMicro).toBe(12_345_678n);
  });

  it('refuses a transaction signed by another key than its owner’s, and nothing moves', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '50' });
    const intruder = freshSigner();
    const forged = sandboxSender({
      address: wallet.signer.address,
      signTransactionId: intruder.signTransactionId,
    });

    const refusal = await forged
      .send({ to: freshAddress(), amountMicro: 1_000_000n })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(UsdtBroadcastRefused);
    expect((refusal as UsdtBroadcastRefused).code).toBe('SIGERROR');
    await mineBlocks(SOLIDIFYING_BLOCKS);
    expect(await wallet.sender.balances()).toEqual({ trxSun: 100_000_000n, usdtMicro: 50_000_000n });
  });

  it('takes a transaction once: a repeat broadcast is refused as a duplicate and pays nothing twice', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '50' });
    const to = freshAddress();
    const signed = await wallet.sender.signTransfer({ to, amountMicro: 7_000_000n });

    await wallet.sender.broadcast(signed);
    expect(await broadcastAgain(signed.transaction)).toMatchObject({ code: 'DUP_TRANSACTION_ERROR' });
    // The sender's own retry of the same bytes counts as sent, with the same id.
    expect(await wallet.sender.broadcast(signed)).toEqual({ transactionId: signed.transactionId });
    await mineBlocks(SOLIDIFYING_BLOCKS);

    expect((await wallet.sender.status(signed.transactionId)).status).toBe('confirmed');
    expect((await wallet.sender.balances()).usdtMicro).toBe(43_000_000n);
  });

  it.each(['REVERT', 'OUT_OF_ENERGY'] as const)(
    'reports a transfer that failed on chain (%s) as failed once final, its USDT unmoved and its fee burnt',
    async (outcome) => {
      const wallet = await fundedWallet({ trx: '100', usdt: '50' });
      await failNextBroadcast(outcome);

      const { transactionId } = await wallet.sender.send({ to: freshAddress(), amountMicro: 5_000_000n });
      await mineBlocks(1);
      expect((await wallet.sender.status(transactionId)).status).toBe('pending');
      await mineBlocks(SOLIDIFYING_BLOCKS);

      const failed = await wallet.sender.status(transactionId);
      expect(failed.status).toBe('failed');
      expect(failed.blockNumber).toBeGreaterThan(0n);
      const after = await wallet.sender.balances();
      expect(after.usdtMicro).toBe(50_000_000n);
      expect(after.trxSun).toBeLessThan(100_000_000n);
    },
  );

  it('refuses a transfer of more USDT than the wallet holds', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '1' });

    const refusal = await wallet.sender
      .send({ to: freshAddress(), amountMicro: 1_000_001n })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(UsdtBroadcastRefused);
    expect((refusal as UsdtBroadcastRefused).code).toBe('CONTRACT_VALIDATE_ERROR');
    expect((await wallet.sender.balances()).usdtMicro).toBe(1_000_000n);
  });

  it('estimates a higher fee for a recipient that never held USDT than for one that holds some', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '10' });
    const holder = freshAddress();
    await tronControl('/fund', { address: holder, usdt: '1' });

    const toHolder = await wallet.sender.estimateTransferFee({ to: holder, amountMicro: 1_000_000n });
    const toNewcomer = await wallet.sender.estimateTransferFee({
      to: freshAddress(),
      amountMicro: 1_000_000n,
    });

    expect(toNewcomer.energy).toBeGreaterThan(toHolder.energy);
    expect(toNewcomer.feeSun).toBeGreaterThan(toHolder.feeSun);
  });

  it('sends from the hot wallet the stack generated and funded, whose address the sandbox shows', async () => {
    const sender = stackSender();
    const state = await tronControl<{ hotWallet: { address: string } }>('');

    expect(state.hotWallet.address).toBe(await transactionSignerFromEnvironment().address());
    const balances = await sender.balances();
    expect(balances.trxSun).toBeGreaterThan(0n);
    expect(balances.usdtMicro).toBeGreaterThan(0n);
  });
});
