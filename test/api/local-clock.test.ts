/**
 * The local stack's one clock, moved as a person trying the product moves it: `npm run sandbox --
 * clock advance 25h` lets a saved address's cooling-off pass and the withdrawal go out, and a quote
 * left past its 30 seconds is refused, with no table edited by hand. The handlers in the stack, the
 * withdrawal sender run in this process and the sandbox chain all read the same moved time.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { UsdtWithdrawalSchema } from '../../contract/usdt-withdrawals';
import { callApi } from '../support/api';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate } from '../support/buying';
import { expectSoundLedger } from '../support/ledger';
import { advanceClock, localTime, resetClock } from '../support/local-clock';
import { sandboxCli } from '../support/sandbox-cli';
import { stackUnderTest } from '../support/stack-context';
import { mineBlocks } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import {
  addWithdrawalAddress,
  fundHotWallet,
  networkFee,
  runSender,
  withdraw,
  withdrawalsOf,
  withdrawerWith,
} from '../support/usdt-withdrawals';

const HOUR_MS = 3_600_000;

const balancesOf = async (customer: Buyer) => {
  const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  return { inr: profile.fiatBalance, usdt: profile.cryptoBalance.USDT };
};

// The stack is every test file's: no later test may meet a moved clock.
afterEach(() => resetClock());

describe('the local clock', { timeout: 240_000 }, () => {
  beforeAll(() => fundHotWallet({ trx: '10000', usdt: '10000' }));

  it('is moved by `npm run sandbox -- clock advance 25h`, shown by `clock`, and put back by `clock reset`', async () => {
    const { sandboxUrl } = stackUnderTest();
    expect(await sandboxCli(sandboxUrl, 'clock')).toContain('the system’s time');

    const advanced = await sandboxCli(sandboxUrl, 'clock', 'advance', '25h');
    expect(advanced).toMatch(/^Local time \S+ \(\+1d 1h ahead of the system’s time\)/);
    const moved = await localTime();
    expect(moved.offsetMs).toBe(25 * HOUR_MS);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(24 * HOUR_MS);

    // The sandbox chain keeps the same time: its next block is stamped on the moved clock.
    await mineBlocks(1);
    const head = await fetch(`${sandboxUrl}/wallet/getnowblock`, { method: 'POST' });
    const block = (await head.json()) as { block_header: { raw_data: { timestamp: number } } };
    expect(block.block_header.raw_data.timestamp - Date.now()).toBeGreaterThan(24 * HOUR_MS);

    expect(await sandboxCli(sandboxUrl, 'clock', 'reset')).toContain('the system’s time');
    expect((await localTime()).offsetMs).toBe(0);
  });

  it('lets a saved address’s 24-hour cooling-off pass: refused before, sent and confirmed after', async () => {
    const customer = await withdrawerWith('30');
    const to = freshAddress();
    expect((await addWithdrawalAddress(customer, to)).status).toBe(201);
    const fee = await networkFee(customer, to, '10');
    const early = await withdraw(customer, { to, amount: '10', networkFee: fee });
    expect(early.status, JSON.stringify(early.body)).toBe(403);
    expect((early.body as { detail: string }).detail).toMatch(/can receive from/);

    await sandboxCli(stackUnderTest().sandboxUrl, 'clock', 'advance', '25h');
    const accepted = await withdraw(customer, { to, amount: '10', networkFee: fee });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(UsdtWithdrawalSchema.parse(accepted.body).status).toBe('reserved');

    expect((await runSender()).broadcast).toBe(1);
    await mineBlocks(20);
    expect((await runSender()).confirmed).toBe(1);
    const [sent] = await withdrawalsOf(customer);
    expect(sent).toMatchObject({ status: 'succeeded', amount: '10.00' });
    await expectSoundLedger();
  });

  it('refuses a quote once the clock passes its 30 seconds, moving nothing', async () => {
    const rate = '88.42';
    await holdPrice(rate);
    const buyer = await buyerWith('500');
    const quote = await quoteAtRate(buyer, rate);
    const before = await balancesOf(buyer);

    await advanceClock('31s');
    const late = await buy(buyer, quote.quoteId);
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect((late.body as { detail: string }).detail).toMatch(/expired/);
    expect(await balancesOf(buyer)).toEqual(before);
  });
});
