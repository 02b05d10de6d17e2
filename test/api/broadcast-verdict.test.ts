/**
 * The sender's verdict that a broadcast failed, against the local stack with the TRON sandbox's lagging
 * node: behind TronGrid's load balancer the node answering the lookups can lag the one answering the
 * head, so "no node knows the transaction and the head is past its expiry" is no evidence. A transfer
 * that landed is never returned while the lookups lag (the customer is not paid twice), and one that
 * truly never reached a block is returned once, and only after a later run read the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UsdtWithdrawalSchema } from '../../contract/usdt-withdrawals';
import { expectSoundLedger } from '../support/ledger';
import { resetClock, setClock } from '../support/local-clock';
import { sandboxCommand } from '../support/sandbox-cli';
import { stackUnderTest } from '../support/stack-context';
import { mineBlocks, tronControl, usdtBalance } from '../support/tron-chain';
import { failNextBroadcast, usdtHeldAt } from '../support/tron-sending';
import {
  fundHotWallet,
  networkFee,
  runSender,
  withdraw,
  withdrawalsOf,
  withdrawerWithOpenAddress,
} from '../support/usdt-withdrawals';

const lagLookupsBy = (blocks: number) => tronControl('/lagging-node', { blocks });

afterEach(async () => {
  await lagLookupsBy(0);
  await resetClock();
});

/** A withdrawal of 5 USDT broadcast by the sender, with its id, its record and the fee it took. */
async function broadcastWithdrawal() {
  await fundHotWallet({ trx: '100', usdt: '100' });
  const { customer, address } = await withdrawerWithOpenAddress('20');
  const fee = await networkFee(customer, address, '5');
  const accepted = await withdraw(customer, { to: address, amount: '5', networkFee: fee });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  const { id } = UsdtWithdrawalSchema.parse(accepted.body);
  await runSender();
  const statusOf = async () => (await withdrawalsOf(customer)).find((each) => each.id === id);
  expect((await statusOf())?.status).toBe('broadcast');
  return { customer, address, statusOf };
}

/** The time of the sandbox chain's newest block, which may run ahead of the clock put back by a test. */
async function chainHeadTime(): Promise<number> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/wallet/getnowblock`, { method: 'POST' });
  const head = (await response.json()) as { block_header: { raw_data: { timestamp: number } } };
  return head.block_header.raw_data.timestamp;
}

/** The chain's time past every expiry so far (a transaction lives a minute), then 20 blocks solidify that. */
async function passTheExpiry() {
  await setClock(new Date((await chainHeadTime()) + 2 * 60_000).toISOString());
  await mineBlocks(1);
  await mineBlocks(20);
}

describe('the sender’s verdict that a broadcast failed', { timeout: 180_000 }, () => {
  it('never returns a transfer that landed while the node answering lookups lags the head', async () => {
    const { customer, address, statusOf } = await broadcastWithdrawal();
    await mineBlocks(1);
    await passTheExpiry();
    // Every lookup now answers from a node from before the transfer's block; the head is past its expiry.
    expect(await sandboxCommand(stackUnderTest().sandboxUrl, 'tron', 'lagging-node', '40')).toBe(
      'Lookups answer from a node 40 blocks behind the head',
    );
    expect(await tronControl<{ lookupLagBlocks: number }>('')).toMatchObject({ lookupLagBlocks: 40 });

    await runSender();
    await runSender();

    expect((await statusOf())?.status).toBe('broadcast');
    expect(await usdtBalance(customer)).not.toBe('20.00');
    await lagLookupsBy(0);
    await runSender();
    expect((await statusOf())?.status).toBe('succeeded');
    expect(await usdtHeldAt(address)).toBe(5_000_000n);
    await expectSoundLedger();
  });

  it('returns a transfer that never reached a block once, after a later run read the same', async () => {
    await failNextBroadcast('DROPPED');
    const { customer, address, statusOf } = await broadcastWithdrawal();
    await passTheExpiry();

    await runSender();
    expect((await statusOf())?.status).toBe('broadcast');
    await runSender();
    expect((await statusOf())?.status).toBe('failed');
    await runSender();

    expect(await usdtBalance(customer)).toBe('20.00');
    expect(await usdtHeldAt(address)).toBe(0n);
    await expectSoundLedger();
  });
});
