/**
 * USDT withdrawals through the HTTP API against the local stack: the saved-address book (checksum,
 * our own addresses refused, the cooling-off shown and enforced), then the money: reserved once,
 * sent once, confirmed or returned once, with the ledger checker passing after each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  UsdtWithdrawalSchema,
  WithdrawalAddressListSchema,
  WithdrawalAddressSchema,
} from '../../contract/usdt-withdrawals';
import { formatAmount, parseAmount } from '../../lambdas/domain/money';
import { formatTrx } from '../../lambdas/domain/tron/trx-amount';
import type { StagedUsdtSender } from '../../lambdas/domain/tron/usdt-sending';
import { SANDBOX_HOUSE } from '../../lib/local/sandbox/tron/tron-chain';
import { callApi } from '../support/api';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { hoursAgo } from '../support/local-clock';
import { walletEmailsTo } from '../support/mailbox';
import { ops } from '../support/ops-cli';
import { depositor, mineBlocks, usdtBalance } from '../support/tron-chain';
import { failNextBroadcast, freshAddress, stackSender, usdtHeldAt } from '../support/tron-sending';
import {
  addWithdrawalAddress,
  fundHotWallet,
  networkFee,
  runSender,
  withdraw,
  withdrawalsOf,
  withdrawerWith,
  withdrawerWithOpenAddress,
  withdrawnToday,
} from '../support/usdt-withdrawals';

const expectProblem = (response: { status: number; headers: Headers; body: unknown }, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return response.body as { detail: string; errors?: Record<string, string> };
};

describe('the saved-address book', { timeout: 120_000 }, () => {
  it('saves an address that opens 24 hours later, lists it, and forgets it', async () => {
    const customer = await depositor();
    const address = freshAddress();
    const added = await addWithdrawalAddress(customer, address, 'My exchange');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const saved = WithdrawalAddressSchema.parse(added.body);
    expect(saved).toMatchObject({ address, label: 'My exchange', open: false });
    expect(Date.parse(saved.opensAt) - Date.parse(saved.addedAt)).toBe(24 * 3_600_000);

    const emails = await walletEmailsTo(customer.email);
    expect(emails.map((email) => email.subject)).toContain('A withdrawal address was added to your account');
    expect(JSON.stringify(emails)).not.toContain(address);

    expectProblem(await addWithdrawalAddress(customer, address, 'Again'), 409);
    const list = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(list.body).addresses.map((each) => each.address)).toEqual([
      address,
    ]);

    const path = `/wallets/usdt/withdrawal-addresses/${address}`;
    expect((await callApi('DELETE', path, { token: customer.accessToken })).status).toBe(204);
    expectProblem(await callApi('DELETE', path, { token: customer.accessToken }), 404);
    const after = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(after.body).addresses).toEqual([]);
  });

  it('refuses an address with a bad checksum, naming the field', async () => {
    const customer = await depositor();
    const address = freshAddress();
    const mistyped = `${address.slice(0, 33)}${address.endsWith('z') ? 'y' : 'z'}`;
    const problem = expectProblem(await addWithdrawalAddress(customer, mistyped), 400);
    expect(problem.errors?.address).toBe(
      "This address's check characters do not match: one character is mistyped or two are swapped. Copy it again from where you got it.",
    );
  });

  it('refuses any customer’s deposit address, its own included, and the house’s', async () => {
    const [customer, other] = await Promise.all([depositor(), depositor()]);
    for (const address of [customer.address, other.address, SANDBOX_HOUSE]) {
      const problem = expectProblem(await addWithdrawalAddress(customer, address), 400);
      expect(problem.detail).toMatch(/address of this wallet/);
    }
    const list = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(list.body).addresses).toEqual([]);
    await expectSoundLedger();
  });
});

const micros = (usdt: string) => parseAmount(usdt, 'USDT');
const ledger = ledgerUnderTest();
const houseBalances = async () => ({
  reserved: await ledger.houseBalance('usdt-withdrawals-reserved'),
  hotWallet: await ledger.houseBalance('usdt-hot-wallet'),
  fees: await ledger.houseBalance('usdt-network-fees'),
});

/** 19 blocks on top make a block solidified. */
const SOLIDIFYING_BLOCKS = 20;

describe('withdrawing USDT', { timeout: 240_000 }, () => {
  beforeAll(() => fundHotWallet({ trx: '10000', usdt: '10000' }));

  it('refuses a new address until its cooling-off ends, then sends 10 USDT that confirms, to the micro-unit', async () => {
    const customer = await withdrawerWith('30');
    const to = freshAddress();
    // Saved a day ago on the local clock, and refused then: the cooling-off has since passed.
    await hoursAgo(25, async () => {
      expect((await addWithdrawalAddress(customer, to)).status).toBe(201);
      const early = expectProblem(
        await withdraw(customer, { to, amount: '10', networkFee: await networkFee(customer, to, '10') }),
        403,
      );
      expect(early.detail).toMatch(/can receive from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
      expect(await usdtBalance(customer)).toBe('30.00');
    });
    const fee = await networkFee(customer, to, '10');
    expect(micros(fee)).toBeGreaterThan(0n);

    const sender = stackSender();
    const [chainBefore, houseBefore] = await Promise.all([sender.balances(), houseBalances()]);
    const accepted = await withdraw(customer, { to, amount: '10', networkFee: fee });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const reserved = UsdtWithdrawalSchema.parse(accepted.body);
    expect(reserved).toMatchObject({ networkFee: fee, status: 'reserved' });
    expect(micros(reserved.amount)).toBe(10_000_000n);
    expect(micros(reserved.total)).toBe(10_000_000n + micros(fee));
    expect(micros(await usdtBalance(customer))).toBe(30_000_000n - 10_000_000n - micros(fee));
    expect((await houseBalances()).reserved - houseBefore.reserved).toBe(10_000_000n + micros(fee));

    expect((await runSender()).broadcast).toBe(1);
    const [broadcast] = await withdrawalsOf(customer);
    expect(broadcast).toMatchObject({
      status: 'broadcast',
      transactionId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await mineBlocks(SOLIDIFYING_BLOCKS);
    expect((await runSender()).confirmed).toBe(1);

    const [confirmed] = await withdrawalsOf(customer);
    expect(confirmed).toMatchObject({ status: 'succeeded', transactionId: broadcast?.transactionId });
    const [chainAfter, houseAfter] = await Promise.all([sender.balances(), houseBalances()]);
    expect(chainBefore.usdtMicro - chainAfter.usdtMicro).toBe(10_000_000n);
    expect(houseAfter.reserved - houseBefore.reserved).toBe(0n);
    expect(houseAfter.hotWallet - houseBefore.hotWallet).toBe(10_000_000n);
    expect(houseAfter.fees - houseBefore.fees).toBe(micros(fee));
    expect(micros(await usdtBalance(customer))).toBe(20_000_000n - micros(fee));
    const told = (await walletEmailsTo(customer.email)).filter(({ subject }) =>
      subject.includes('sent to your TRON address'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).not.toContain(to);
    await expectSoundLedger();
  });

  it('returns amount and fee once when the transfer fails on chain', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('30');
    const fee = await networkFee(customer, to, '10');
    await failNextBroadcast('REVERT');
    expect((await withdraw(customer, { to, amount: '10', networkFee: fee })).status).toBe(201);
    expect(await withdrawnToday(customer)).toBe('10.00');
    await runSender();
    await mineBlocks(SOLIDIFYING_BLOCKS);
    expect((await runSender()).returned).toBe(1);
    expect((await runSender()).returned).toBe(0);
    // What never left no longer counts towards today's limit (given back once).
    expect(await withdrawnToday(customer)).toBe('00.00');
    const [failed] = await withdrawalsOf(customer);
    expect(failed).toMatchObject({
      status: 'failed',
      statusReason: expect.stringMatching(/back in your wallet/),
    });
    expect(await usdtBalance(customer)).toBe('30.00');
    const told = await walletEmailsTo(customer.email);
    expect(told.filter(({ subject }) => subject.includes('did not go through'))).toHaveLength(1);
    await expectSoundLedger();
  });

  it('never sends twice when the sender dies after broadcasting and runs again', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('30');
    const fee = await networkFee(customer, to, '10');
    expect((await withdraw(customer, { to, amount: '10', networkFee: fee })).status).toBe(201);
    const real = stackSender();
    const dying: StagedUsdtSender = {
      ...real,
      broadcast: async (signed) => {
        await real.broadcast(signed);
        throw new Error('The function timed out after broadcasting');
      },
    };
    await runSender(dying);
    await runSender();
    await runSender();
    await mineBlocks(SOLIDIFYING_BLOCKS);
    await runSender();
    const [sent] = await withdrawalsOf(customer);
    expect(sent?.status).toBe('succeeded');
    expect(await usdtHeldAt(to)).toBe(10_000_000n);
    await expectSoundLedger();
  });

  it('reserves the whole balance once when 20 withdrawals of it arrive at once', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('25');
    const fee = await networkFee(customer, to, '5');
    const whole = formatAmount(25_000_000n - micros(fee), 'USDT');
    const wholeFee = await networkFee(customer, to, whole);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(customer, { to, amount: whole, networkFee: wholeFee })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 201))
      expect([409, 422]).toContain(answer.status);
    expect(micros(await usdtBalance(customer))).toBe(25_000_000n - micros(whole) - micros(wholeFee));
    expect(await withdrawalsOf(customer)).toHaveLength(1);
    await expectSoundLedger();
  });
});

describe('the USDT withdrawal limits, at their edges', { timeout: 240_000 }, () => {
  it('takes exactly 1 and 10,000 USDT, refuses a micro-USDT less or more, and holds the day to 25,000', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('25100');
    const send = async (amount: string) =>
      withdraw(customer, { to, amount, networkFee: await networkFee(customer, to, amount) });

    const under = expectProblem(await send('0.999999'), 400);
    expect(under.errors?.amount).toBe('The smallest withdrawal is 1.00 USDT.');
    expect((await send('1')).status).toBe(201);
    const over = expectProblem(await send('10000.000001'), 400);
    expect(over.errors?.amount).toBe('The largest withdrawal is 10,000.00 USDT.');
    expect((await send('10000')).status).toBe(201);
    expect((await send('10000')).status).toBe(201);
    expect((await send('3999')).status).toBe(201);
    expect(await withdrawnToday(customer)).toBe('24000.00');
    // One micro-USDT past what is left today is refused; exactly what is left is taken.
    const pastDay = expectProblem(await send('1000.000001'), 400);
    expect(pastDay.errors?.amount).toBe(
      'This passes your daily limit of 25,000.00 USDT: you can withdraw 1,000.00 USDT more today.',
    );
    expect((await send('1000')).status).toBe(201);
    expect(await withdrawnToday(customer)).toBe('25000.00');
    const afterDay = expectProblem(await send('1'), 400);
    expect(afterDay.errors?.amount).toBe(
      'You have withdrawn your daily limit of 25,000.00 USDT today. You can withdraw again after midnight in India.',
    );
    expect(await withdrawalsOf(customer)).toHaveLength(5);

    // Leaves nothing waiting for the hot wallet for the tests after this one.
    await fundHotWallet({ usdt: '25000' });
    await runSender();
    await mineBlocks(SOLIDIFYING_BLOCKS);
    await runSender();
    expect(new Set((await withdrawalsOf(customer)).map(({ status }) => status))).toEqual(
      new Set(['succeeded']),
    );
    await expectSoundLedger();
  });
});

describe('ops hot-wallet', { timeout: 120_000 }, () => {
  it('shows the hot wallet on the chain against what waits, and that it can pay', async () => {
    const { customer, address: to } = await withdrawerWithOpenAddress('30');
    const fee = await networkFee(customer, to, '10');
    expect((await withdraw(customer, { to, amount: '10', networkFee: fee })).status).toBe(201);
    const chain = await stackSender().balances();
    const result = await ops('hot-wallet');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `Hot wallet on TRON: ${formatAmount(chain.usdtMicro, 'USDT')} USDT and ${formatTrx(chain.trxSun)}`,
    );
    expect(result.stdout).toMatch(/Waiting to be sent: [1-9]\d* withdrawals/);
    expect(result.stdout).toContain('It can pay what waits.');
    // Leaves nothing in flight for the files after this one.
    await runSender();
    await mineBlocks(SOLIDIFYING_BLOCKS);
    await runSender();
    expect((await withdrawalsOf(customer)).map(({ status }) => status)).toEqual(['succeeded']);
  });
});
