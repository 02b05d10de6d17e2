/**
 * Where a USDT withdrawal may go, held at every step against the local stack: an address of this
 * wallet (a deposit address, the house's) is refused when it is saved, when a withdrawal to it is
 * asked for, and by the sender just before it signs, even when it became ours only after it was saved;
 * a deposit address someone saved is never handed out; a send from the hot wallet to one of our deposit
 * addresses is a break the chain reconciliation names; and a contract address, which no one can spend
 * from, is refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { UsdtWithdrawalSchema } from '../../contract/usdt-withdrawals';
import { SANDBOX_FAKE_USDT, SANDBOX_USDT } from '../../lib/local/sandbox/tron/tron-chain';
import { chainReconciliation } from '../support/chain-reconciliation';
import { expectSoundLedger } from '../support/ledger';
import { expectStreamBreak } from '../support/live-stream-check';
import { ops } from '../support/ops-cli';
import { depositor, mineBlocks, tronControl, usdtBalance } from '../support/tron-chain';
import { freshAddress, stackSender, usdtHeldAt } from '../support/tron-sending';
import {
  asOurDepositAddress,
  nextDepositAddress,
  savedAddressFromBefore,
} from '../support/usdt-withdrawal-destinations';
import {
  addWithdrawalAddress,
  fundHotWallet,
  networkFee,
  runSender,
  withdraw,
  withdrawalsOf,
  withdrawerWith,
  withdrawerWithOpenAddress,
} from '../support/usdt-withdrawals';

const OURS = 'This is an address of this wallet. Moving USDT between our own addresses is not a withdrawal.';

const problemOf = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as { detail: string; errors?: Record<string, string> };
};

describe('a saved address that becomes one of our deposit addresses', { timeout: 180_000 }, () => {
  it('is never handed out as a deposit address once a customer saved it', async () => {
    const saver = await depositor();
    const upcoming = await nextDepositAddress();

    expect((await addWithdrawalAddress(saver, upcoming)).status).toBe(201);
    const next = await depositor();

    expect(next.address).not.toBe(upcoming);
    // The one saved is still not ours, so it stays a saved address like any other.
    expect((await addWithdrawalAddress(next, upcoming)).status).toBe(201);
  });

  it('refuses a withdrawal to it once it has become a deposit address', async () => {
    const customer = await withdrawerWith('20');
    const upcoming = await nextDepositAddress();
    await savedAddressFromBefore(customer, upcoming);
    expect((await depositor()).address).toBe(upcoming);

    const problem = problemOf(
      await withdraw(customer, { to: upcoming, amount: '5', networkFee: '100' }),
      400,
    );

    expect(problem.errors?.to).toBe(OURS);
    expect(await usdtBalance(customer)).toBe('20.00');
  });

  it('is refused by the sender before signing when it became ours after the request, the money returned once', async () => {
    await fundHotWallet({ trx: '100', usdt: '100' });
    const customer = await withdrawerWith('20');
    const upcoming = await nextDepositAddress();
    await savedAddressFromBefore(customer, upcoming);
    const fee = await networkFee(customer, upcoming, '5');
    const accepted = await withdraw(customer, { to: upcoming, amount: '5', networkFee: fee });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const { id } = UsdtWithdrawalSchema.parse(accepted.body);
    const owner = await depositor();
    expect(owner.address).toBe(upcoming);

    // Twice: the second run finds it returned already and moves nothing.
    await runSender();
    await runSender();

    const [returned] = (await withdrawalsOf(customer)).filter((each) => each.id === id);
    expect(returned).toMatchObject({ status: 'failed' });
    expect(returned?.statusReason).toContain(OURS);
    expect(await usdtBalance(customer)).toBe('20.00');
    await mineBlocks(20);
    expect(await usdtHeldAt(upcoming)).toBe(0n);
    await expectSoundLedger();
  });

  it('is a break of both checkers when a withdrawal was sent to one of our deposit addresses', async () => {
    await fundHotWallet({ trx: '100', usdt: '100' });
    const { customer, address } = await withdrawerWithOpenAddress('20');
    const fee = await networkFee(customer, address, '5');
    const accepted = await withdraw(customer, { to: address, amount: '5', networkFee: fee });
    const { id } = UsdtWithdrawalSchema.parse(accepted.body);
    await runSender();
    await mineBlocks(20);
    await runSender();
    expect((await withdrawalsOf(customer)).find((each) => each.id === id)?.status).toBe('succeeded');

    await asOurDepositAddress(address, async () => {
      const result = await ops('ledger', 'verify');

      expect(result.code).toBe(1);
      expect(`${result.stdout}${result.stderr}`).toContain(
        `/USDT/${id}: a USDT withdrawal sent to ${address}, one of our own deposit addresses, which credits no one`,
      );
      // The stream checker sees it as the address is given out, after the send.
      await expectStreamBreak(
        `a USDT withdrawal sent to ${address}, one of our own deposit addresses, which credits no one`,
      );
    });
    expect((await ops('ledger', 'verify')).code).toBe(0);
  });

  it('is a break of the chain reconciliation when the hot wallet sends to one of our deposit addresses', async () => {
    const address = freshAddress();
    await asOurDepositAddress(address, async () => {
      const { transactionId } = await stackSender().send({ to: address, amountMicro: 1_500_000n });
      await mineBlocks(20);

      const { differences } = await chainReconciliation();

      expect(differences, differences.join('\n')).toContain(
        `tx ${transactionId}: the hot wallet sent 1.50 USDT to our own deposit address ${address}, which credits no one`,
      );
    });
    // The address is nobody's again: the shared stack's chain agrees with its book for the files after.
    expect((await chainReconciliation()).differences).toEqual([]);
  });
});

describe('an address no one can spend from', { timeout: 120_000 }, () => {
  it('refuses the USDT contract and any other contract as a withdrawal address, saying why', async () => {
    const customer = await depositor();

    const token = problemOf(await addWithdrawalAddress(customer, SANDBOX_USDT.address), 400);
    expect(token.errors?.address).toBe(
      'This is the address of the USDT token contract itself, not a wallet: USDT sent to it can never be spent by anyone. Copy the receiving address from your wallet or exchange.',
    );
    const contract = problemOf(await addWithdrawalAddress(customer, SANDBOX_FAKE_USDT.address), 400);
    expect(contract.errors?.address).toBe(
      'This is the address of a smart contract, not a wallet: USDT sent to it may never be spent by anyone. Copy the receiving address from your wallet or exchange.',
    );
  });

  it('refuses a withdrawal to a contract address saved before the rule', async () => {
    const customer = await withdrawerWith('20');
    await savedAddressFromBefore(customer, SANDBOX_FAKE_USDT.address);

    const problem = problemOf(
      await withdraw(customer, { to: SANDBOX_FAKE_USDT.address, amount: '5', networkFee: '100' }),
      400,
    );

    expect(problem.errors?.to).toMatch(/^This is the address of a smart contract, not a wallet/);
    expect(await usdtBalance(customer)).toBe('20.00');
  });
});

describe('an address the TRON network cannot be asked about', { timeout: 120_000 }, () => {
  it('is not saved while TronGrid is down, with a 503 that says to try again, and saves once it is back', async () => {
    const customer = await depositor();
    const address = freshAddress();
    await tronControl('/outage', { down: true });
    let answer: Awaited<ReturnType<typeof addWithdrawalAddress>>;
    try {
      answer = await addWithdrawalAddress(customer, address);
    } finally {
      await tronControl('/outage', { down: false });
    }

    expect(problemOf(answer, 503).detail).toBe(
      'We could not check this address on the TRON network just now. Nothing was saved or sent; please try again in a few minutes.',
    );
    expect((await addWithdrawalAddress(customer, address)).status).toBe(201);
  });
});
