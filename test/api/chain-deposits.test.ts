/**
 * USDT received on TRON, end to end on the local stack: the verified customer's TRC20 address from the
 * API, a transfer on the sandbox chain, the chain watcher (the scheduled function's code, run on demand
 * here while the stack's own loop runs it too) showing it as pending until its block is solidified and
 * crediting it once after, however often and however concurrently it sees the transaction. A token from
 * another contract, dust, and USDT from our own addresses are never credited; a transaction dropped
 * from the chain fails instead of staying pending; an operator's rescan credits only what is missing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { TransactionPageSchema, type WalletTransaction } from '../../contract/wallets';
import { NEVER_SOLIDIFIED_AFTER_BLOCKS } from '../../lambdas/domain/tron/chain-deposits';
import { USDT_TRC20_CONTRACT } from '../../lambdas/domain/tron/tron-address';
import { callApi } from '../support/api';
import { approvedCustomer } from '../support/deposits';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { ops } from '../support/ops-cli';
import {
  type Depositor,
  depositor,
  dropOnChain,
  mineBlocks,
  sendOnChain,
  tronControl,
  usdtBalance,
  usdtDepositAddress,
  watchDepositsNow,
  withoutOwnerItem,
} from '../support/tron-chain';

async function usdtTransactions(customer: SignedInCustomer): Promise<WalletTransaction[]> {
  const response = await callApi('GET', '/wallets/usdt/transactions', { token: customer.accessToken });
  expect(response.status).toBe(200);
  return TransactionPageSchema.parse(response.body).transactions;
}

/** The customer's USDT list, newest first, as [amount, status] pairs. */
const amountsAndStatuses = async (customer: SignedInCustomer) =>
  (await usdtTransactions(customer)).map((transaction) => [transaction.amount, transaction.status]);

describe('the USDT deposit address', () => {
  it('gives a verified customer their own TRC20 address, the same on every visit, shown on GET /me', async () => {
    const customer = await approvedCustomer();

    const first = await usdtDepositAddress(customer);
    const again = await usdtDepositAddress(customer);

    expect(first).toMatchObject({ network: 'TRC20', confirmations: 19 });
    expect(first.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(again.address).toBe(first.address);
    // Locally the sandbox's USDT contract, never mainnet's: local deposits are not real money.
    expect(first.tokenContract).not.toBe(USDT_TRC20_CONTRACT);
    expect(first.tokenContract).toBe((await tronControl('')).usdtContract);
    const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
    expect(me.cryptoAddresses.TRC20).toEqual([first.address]);
  });

  it('refuses a customer whose account setup is not approved, and assigns them nothing', async () => {
    const customer = await signUpAndSignIn();
    const response = await callApi('GET', '/wallets/usdt/deposit-address', { token: customer.accessToken });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
    expect(me.cryptoAddresses.TRC20).toEqual([]);
  });
});

describe('incoming USDT on TRON', () => {
  let customer: Depositor;
  beforeAll(async () => {
    customer = await depositor();
  });

  it('shows a transfer as pending until its block is solidified (19 blocks on it), then credits it once, however often and concurrently it is seen', async () => {
    const sent = await sendOnChain({ to: customer.address, amount: '25.123456' });
    await mineBlocks(18);

    await watchDepositsNow();

    const [pending] = await usdtTransactions(customer);
    expect(pending).toMatchObject({
      type: 'chain-deposit',
      direction: 'credit',
      status: 'pending',
      amount: '25.123456',
      reference: sent.txId,
    });
    expect(await usdtBalance(customer)).toBe('00.00');

    await mineBlocks(1);
    // Two runs at once, then one more: the same transaction seen three times.
    await Promise.all([watchDepositsNow(), watchDepositsNow()]);
    await watchDepositsNow();

    const transactions = await usdtTransactions(customer);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ id: pending?.id, status: 'succeeded', amount: '25.123456' });
    expect(await usdtBalance(customer)).toBe('25.123456');
    await expectSoundLedger();
  });

  it('credits a transfer first seen already final, and never a "USDT" from another contract', async () => {
    const { fakeUsdtContract } = await tronControl<{ fakeUsdtContract: string }>('');
    const before = await usdtBalance(customer);
    await sendOnChain({ to: customer.address, amount: '500', token: fakeUsdtContract });
    await sendOnChain({ to: customer.address, amount: '1.5' });
    await mineBlocks(19);

    await watchDepositsNow();

    expect(await amountsAndStatuses(customer)).toEqual([
      ['1.50', 'succeeded'],
      ['25.123456', 'succeeded'],
    ]);
    expect(before).toBe('25.123456');
    expect(await usdtBalance(customer)).toBe('26.623456');
    await expectSoundLedger();
  });

  it('marks a transfer dropped from the chain failed once the solidified chain is far past it, and credits nothing', async () => {
    const dropped = await sendOnChain({ to: customer.address, amount: '40' });
    await watchDepositsNow();
    const [pending] = await usdtTransactions(customer);
    expect(pending).toMatchObject({ reference: dropped.txId, status: 'pending', amount: '40.00' });
    const status = await ops('chain', 'status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/Watermark: block \d+/);
    expect(status.stdout).toMatch(/Solidified head: block \d+/);
    expect(status.stdout).toContain(dropped.txId);

    await dropOnChain(dropped.txId);
    await mineBlocks(19);
    await watchDepositsNow();
    // Solidified past it, but a dropped transaction may still be put in a later block for a while.
    expect((await usdtTransactions(customer))[0]).toMatchObject({ id: pending?.id, status: 'pending' });

    await mineBlocks(NEVER_SOLIDIFIED_AFTER_BLOCKS);
    await expect
      .poll(async () => {
        await watchDepositsNow();
        return (await usdtTransactions(customer))[0]?.status;
      })
      .toBe('failed');
    expect((await usdtTransactions(customer))[0]).toMatchObject({ id: pending?.id, amount: '40.00' });
    expect(await usdtBalance(customer)).toBe('26.623456');
    expect((await ops('chain', 'status')).stdout).not.toContain(dropped.txId);
    await expectSoundLedger();
  });
});

describe('USDT that is not a customer deposit', () => {
  it('books dust under 1 USDT to the house, never to the customer or their list', async () => {
    const customer = await depositor();
    const ledger = ledgerUnderTest();
    const dustBefore = await ledger.houseBalance('usdt-chain-dust');
    await sendOnChain({ to: customer.address, amount: '0.999999' });
    await sendOnChain({ to: customer.address, amount: '1' });
    await mineBlocks(19);

    await watchDepositsNow();

    expect(await amountsAndStatuses(customer)).toEqual([['1.00', 'succeeded']]);
    expect(await usdtBalance(customer)).toBe('1.00');
    expect((await ledger.houseBalance('usdt-chain-dust')) - dustBefore).toBe(999_999n);
    await expectSoundLedger();
  });

  it('never credits USDT sent from another of our deposit addresses or from the house', async () => {
    const customer = await depositor();
    const other = await depositor();
    const { houseAddress } = await tronControl<{ houseAddress: string }>('');
    await sendOnChain({ to: customer.address, amount: '5', from: other.address });
    await sendOnChain({ to: customer.address, amount: '7', from: houseAddress });
    await sendOnChain({ to: customer.address, amount: '2' });
    await mineBlocks(19);

    await watchDepositsNow();

    expect(await amountsAndStatuses(customer)).toEqual([['2.00', 'succeeded']]);
    expect(await usdtBalance(customer)).toBe('2.00');
    await expectSoundLedger();
  });
});

describe('npm run ops -- chain rescan', () => {
  it('reads a block range again and credits only the transfer the watcher missed', async () => {
    const customer = await depositor();
    const first = await sendOnChain({ to: customer.address, amount: '3' });
    await mineBlocks(19);
    await watchDepositsNow();
    let second = first;
    await withoutOwnerItem(customer.address, async () => {
      second = await sendOnChain({ to: customer.address, amount: '4' });
      await mineBlocks(19);
      // The watcher reads past it not knowing the address.
      await expect
        .poll(async () => (await watchDepositsNow()).watermark)
        .toBeGreaterThanOrEqual(second.blockNumber);
    });
    expect(await usdtBalance(customer)).toBe('3.00');

    const range = ['--from-block', String(first.blockNumber), '--to-block', String(second.blockNumber)];
    const rescan = await ops('chain', 'rescan', ...range);

    expect(rescan.code, rescan.stderr).toBe(0);
    expect(rescan.stdout).toContain('1 credited, 1 already credited');
    const transactions = await usdtTransactions(customer);
    expect(transactions.map((transaction) => [transaction.reference, transaction.status])).toEqual([
      [second.txId, 'succeeded'],
      [first.txId, 'succeeded'],
    ]);
    expect(await usdtBalance(customer)).toBe('7.00');
    const again = await ops('chain', 'rescan', ...range);
    expect(again.stdout).toContain('0 credited, 2 already credited');
    expect(await usdtBalance(customer)).toBe('7.00');
    await expectSoundLedger();
  });
});
