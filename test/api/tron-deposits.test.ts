/**
 * USDT received on TRON, end to end on the local stack: the verified customer's TRC20 address from the
 * API, a transfer on the sandbox chain, the chain watcher (the scheduled function's code, run on demand
 * here) showing it as pending until 19 blocks stand on it and crediting it once after, however often and
 * however concurrently it sees the transaction; a token from another contract is never credited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/profile';
import { TransactionPageSchema, type WalletTransaction } from '../../contract/wallets';
import { USDT_TRC20_CONTRACT } from '../../lambdas/domain/tron/tron-address';
import { callApi } from '../support/api';
import { approvedCustomer } from '../support/deposits';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { expectSoundLedger } from '../support/ledger';
import {
  mineBlocks,
  sendOnChain,
  tronControl,
  usdtBalance,
  usdtDepositAddress,
  watchDepositsNow,
} from '../support/tron-chain';

interface Depositor extends SignedInCustomer {
  userId: string;
  address: string;
}

async function depositor(): Promise<Depositor> {
  const customer = await approvedCustomer();
  const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  const { address } = await usdtDepositAddress(customer);
  return { ...customer, userId: me.userId, address };
}

async function usdtTransactions(customer: SignedInCustomer): Promise<WalletTransaction[]> {
  const response = await callApi('GET', '/wallets/usdt/transactions', { token: customer.accessToken });
  expect(response.status).toBe(200);
  return TransactionPageSchema.parse(response.body).transactions;
}

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

  it('shows a transfer as pending until 19 blocks stand on it, then credits it once, however often and concurrently it is seen', async () => {
    const sent = await sendOnChain({ to: customer.address, amount: '25.123456' });
    await mineBlocks(18);

    await watchDepositsNow([customer]);

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
    await Promise.all([watchDepositsNow([customer]), watchDepositsNow([customer])]);
    await watchDepositsNow([customer]);

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

    await watchDepositsNow([customer]);

    const transactions = await usdtTransactions(customer);
    expect(transactions.map((transaction) => [transaction.amount, transaction.status])).toEqual([
      ['1.50', 'succeeded'],
      ['25.123456', 'succeeded'],
    ]);
    expect(before).toBe('25.123456');
    expect(await usdtBalance(customer)).toBe('26.623456');
    await expectSoundLedger();
  });
});
