/**
 * The hot wallet's energy, against the local stack's sandbox chain: TRX staked for ENERGY gives an
 * account a share of the network's daily energy (getaccountresource), a transfer takes that energy
 * first and burns TRX only for the rest (its receipt says which), and the fee a customer is quoted for
 * a USDT withdrawal charges the energy from the stake at the house's price, not the burn price: about
 * 1 USDT for a 10 USDT send to an address that never held USDT, where burning it all costs 4.02.
 * `ops hot-wallet` sets what customers paid against what the chain burnt.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../lambdas/domain/money';
import { networkFeeInUsdt } from '../../lambdas/domain/usdt-withdrawals/withdrawal-terms';
import { expectSoundLedger } from '../support/ledger';
import { ops } from '../support/ops-cli';
import { sandboxCli } from '../support/sandbox-cli';
import { stackUnderTest } from '../support/stack-context';
import { mineBlocks, tronControl, usdtBalance } from '../support/tron-chain';
import { freshAddress, fundedWallet } from '../support/tron-sending';
import {
  networkFee,
  runSender,
  withdraw,
  withdrawalsOf,
  withdrawerWithOpenAddress,
} from '../support/usdt-withdrawals';

/** 19 blocks on top make a block solidified. */
const SOLIDIFYING_BLOCKS = 20;
/** The sandbox's energy for a USDT transfer to an address that never held USDT, as mainnet's. */
const ENERGY_TO_NEW_HOLDER = 130_285;
const ENERGY_PRICE_SUN = 100;
const TRANSFER_BYTES_SUN = 345_000;

interface AccountResource {
  EnergyLimit?: number;
  EnergyUsed?: number;
  TotalEnergyLimit?: number;
  TotalEnergyWeight?: number;
  freeNetLimit?: number;
  freeNetUsed?: number;
}

interface TransactionInfo {
  fee?: number;
  receipt?: {
    energy_usage?: number;
    energy_fee?: number;
    net_usage?: number;
    net_fee?: number;
    result?: string;
  };
}

async function fullNode<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const accountResource = (address: string) =>
  fullNode<AccountResource>('/wallet/getaccountresource', { address, visible: true });
const finalInfo = (transactionId: string) =>
  fullNode<TransactionInfo>('/walletsolidity/gettransactioninfobyid', { value: transactionId });

/** The hot wallet's fee line from `ops hot-wallet`: what customers paid and what the chain burnt. */
async function feesSeenByOps() {
  const printed = await ops('hot-wallet');
  expect(printed.stdout, printed.stderr).toMatch(
    /^Energy: [\d.]+ TRX staked for [\d,]+ energy a day, [\d,]+ available now$/m,
  );
  const line = printed.stdout.match(
    /^Sent in the last 24 hours: (\d+) withdrawals; customers paid ([\d.]+) USDT in network fees; the chain burnt ([\d.]+) TRX \(([\d.]+) USDT at [\d.]+ USDT a TRX\) and took ([\d,]+) energy from the stake$/m,
  );
  expect(line, printed.stdout).not.toBeNull();
  const [, sends = '', paid = '', burnt = ''] = line ?? [];
  return { sends: Number(sends), paidMicro: parseAmount(paid, 'USDT'), burntSun: parseAmount(burnt, 'USDT') };
}

describe('TRON energy from staked TRX', { timeout: 240_000 }, () => {
  it('takes a transfer’s energy from the stake first and burns TRX only for the rest, as its receipt says', async () => {
    const wallet = await fundedWallet({ trx: '100000', usdt: '50' });
    expect(
      await sandboxCli(
        stackUnderTest().sandboxUrl,
        'tron',
        'stake',
        '--trx',
        '5000',
        '--address',
        wallet.address,
      ),
    ).toMatch(new RegExp(`^${wallet.address} has 5000000000 sun staked for \\d+ energy a day`));
    const staked = await accountResource(wallet.address);
    expect(staked.TotalEnergyLimit).toBe(180_000_000_000);
    const limit = Math.floor((5_000 * 180_000_000_000) / (staked.TotalEnergyWeight ?? 1));
    expect(staked.EnergyLimit).toBe(limit);
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThan(ENERGY_TO_NEW_HOLDER);
    expect(staked.EnergyUsed).toBeUndefined();
    expect(staked.freeNetLimit).toBe(600);
    const to = freshAddress();
    const estimate = await wallet.sender.estimateTransferFee({ to, amountMicro: 1_000_000n });
    const burnt = (ENERGY_TO_NEW_HOLDER - limit) * ENERGY_PRICE_SUN;
    expect(estimate).toEqual({
      energy: BigInt(ENERGY_TO_NEW_HOLDER),
      energyFromStake: BigInt(limit),
      feeSun: BigInt(burnt),
    });
    const before = await wallet.sender.balances();

    const { transactionId } = await wallet.sender.send({ to, amountMicro: 1_000_000n });
    await mineBlocks(SOLIDIFYING_BLOCKS);

    const info = await finalInfo(transactionId);
    // The first transaction of the day fits the 600 free bytes: no bandwidth burnt.
    expect(info.receipt).toEqual({
      energy_usage: limit,
      energy_fee: burnt,
      energy_usage_total: ENERGY_TO_NEW_HOLDER,
      net_usage: 345,
      result: 'SUCCESS',
    });
    expect(info.fee).toBe(burnt);
    expect((await wallet.sender.balances()).trxSun).toBe(before.trxSun - BigInt(burnt));
    const spent = await accountResource(wallet.address);
    expect(spent.EnergyUsed).toBe(limit);
    expect(spent.freeNetUsed).toBe(345);
  });

  it('charges as before without staked energy: all of it burnt, bandwidth too once the free bytes are used', async () => {
    const wallet = await fundedWallet({ trx: '100', usdt: '50' });
    const to = freshAddress();
    const first = await wallet.sender.estimateTransferFee({ to, amountMicro: 10_000_000n });
    expect(first).toEqual({
      energy: BigInt(ENERGY_TO_NEW_HOLDER),
      energyFromStake: 0n,
      feeSun: BigInt(ENERGY_TO_NEW_HOLDER * ENERGY_PRICE_SUN),
    });
    await wallet.sender.send({ to: freshAddress(), amountMicro: 1_000_000n });
    await mineBlocks(1);

    const second = await wallet.sender.estimateTransferFee({ to, amountMicro: 10_000_000n });
    expect(second.feeSun).toBe(BigInt(ENERGY_TO_NEW_HOLDER * ENERGY_PRICE_SUN + TRANSFER_BYTES_SUN));
    // 13.3735 TRX at the fee table's 0.30 USDT, rounded up to the cent: the fee before staking.
    expect(networkFeeInUsdt(second)).toBe(4_020_000n);
  });

  it('quotes a 10 USDT send to a new address about 1 USDT from the hot wallet’s stake, books exactly it, and ops sets it against the TRX burnt', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('30');
    const fee = await networkFee(customer, to, '10');

    const feeMicro = parseAmount(fee, 'USDT');
    expect(feeMicro).toBeGreaterThanOrEqual(950_000n);
    expect(feeMicro).toBeLessThanOrEqual(1_100_000n);
    const opsBefore = await feesSeenByOps();
    const accepted = await withdraw(customer, { to, amount: '10', networkFee: fee });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ networkFee: fee });
    expect(parseAmount(await usdtBalance(customer), 'USDT')).toBe(30_000_000n - 10_000_000n - feeMicro);
    expect((await runSender()).broadcast).toBe(1);
    await mineBlocks(SOLIDIFYING_BLOCKS);
    expect((await runSender()).confirmed).toBe(1);
    const [sent] = await withdrawalsOf(customer);
    expect(sent).toMatchObject({ status: 'succeeded', networkFee: fee });

    const info = await finalInfo(sent?.transactionId ?? '');
    expect(info.receipt?.energy_usage).toBe(ENERGY_TO_NEW_HOLDER);
    expect(info.receipt?.energy_fee).toBeUndefined();
    const burntSun = BigInt(info.receipt?.net_fee ?? 0);
    const opsAfter = await feesSeenByOps();
    expect(opsAfter.sends - opsBefore.sends).toBe(1);
    expect(opsAfter.paidMicro - opsBefore.paidMicro).toBe(feeMicro);
    expect(opsAfter.burntSun - opsBefore.burntSun).toBe(burntSun);
    await expectSoundLedger();
  });

  it('stakes the hot wallet’s TRX for energy with ops hot-wallet stake, through freezebalancev2 signed by its key', async () => {
    const { hotWallet } = await tronControl<{ hotWallet: { address: string; trxSun: string } }>('');
    const before = await accountResource(hotWallet.address);
    const staked = async () =>
      (
        await fullNode<{ frozenV2?: { type?: string; amount?: number }[] }>('/wallet/getaccount', {
          address: hotWallet.address,
          visible: true,
        })
      ).frozenV2?.find((entry) => entry.type === 'ENERGY')?.amount ?? 0;
    const stakedBefore = await staked();

    const done = await ops('hot-wallet', 'stake', '1000');

    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^Staked 1000\.000000 TRX for energy in transaction [0-9a-f]{64}\.$/m);
    expect(await staked()).toBe(stakedBefore + 1_000_000_000);
    const after = await accountResource(hotWallet.address);
    expect((after.EnergyLimit ?? 0) - (before.EnergyLimit ?? 0)).toBeGreaterThan(13_000);
    const state = await tronControl<{ hotWallet: { trxSun: string } }>('');
    expect(BigInt(state.hotWallet.trxSun)).toBe(BigInt(hotWallet.trxSun) - 1_000_000_000n);

    const tooMuch = await ops('hot-wallet', 'stake', '999999999');
    expect(tooMuch.code).not.toBe(0);
    expect(tooMuch.stderr).toContain('frozenBalance must be less than or equal to accountBalance');
    expect(await staked()).toBe(stakedBefore + 1_000_000_000);
  });
});
