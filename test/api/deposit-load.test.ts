/**
 * Concurrent top-ups through the HTTP API, as the provider delivers them: 100 transfers recorded by the
 * payments sandbox and their signed `virtual_account.credited` webhooks delivered at once for one customer (one hot wallet and one daily-limit
 * counter), and 100 at once for 100 customers. Every rupee lands exactly once and the invariant
 * checker finds the book sound after each burst.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { virtualAccountRepository } from '../../lambdas/adapters/virtual-account-repository';
import { formatAmount } from '../../lambdas/domain/money';
import { callApi } from '../support/api';
import {
  type BurstResult,
  type Depositor,
  deliverBurst,
  recordedTransfers,
  seedDepositor,
  unexpectedRefusals,
} from '../support/deposit-burst';
import { verifiedCustomer } from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';

const BURST = 100;
const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + BigInt(amount), 0n);
/** Paise that differ per transfer, so a lost or doubled one shows in the total. */
const amountOf = (index: number) => 10_000 + index * 137;

/** No answer but the ledger's "busy, try again" (each then redelivered), and not one was lost. */
function expectOnlyRecoveredRefusals(burst: BurstResult): void {
  expect(unexpectedRefusals(burst)).toEqual([]);
  expect(burst.redeliveries).toBe(burst.refusals.length);
}

// A burst of 100 webhooks on DynamoDB Local takes tens of seconds on a busy 2-core machine.
describe('concurrent bank-transfer top-ups through the webhook route', { timeout: 240_000 }, () => {
  const ledger = ledgerUnderTest();
  const { apiUrl, sandboxUrl, handlerEnv } = inject('stack');
  const deliver = (webhooks: Parameters<typeof deliverBurst>[2]) =>
    deliverBurst(apiUrl, handlerEnv.RAZORPAY_WEBHOOK_SECRET as string, webhooks);

  let customers: Depositor[];
  beforeAll(async () => {
    customers = await Promise.all(Array.from({ length: BURST }, () => seedDepositor()));
  });

  it('credits 100 transfers that arrive at once for one customer, each once, and GET /me shows the total', async () => {
    const asha = await verifiedCustomer();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
    const account = await virtualAccountRepository.find(userId);
    if (!account) throw new Error('The first visit made no virtual account');
    const depositor: Depositor = {
      userId,
      virtualAccountId: account.virtualAccountId,
      payer: { ...asha.bank, name: account.verifiedBankAccount.accountHolderName },
    };
    const amounts = Array.from({ length: BURST }, (_, index) => amountOf(index));
    const webhooks = await recordedTransfers(
      sandboxUrl,
      amounts.map((amountPaise) => ({ to: depositor, amountPaise })),
    );

    const burst = await deliver(webhooks);

    expect(burst.statuses).toEqual(Array(BURST).fill(200));
    expect(burst.receipts).toEqual(Array(BURST).fill('credited'));
    expectOnlyRecoveredRefusals(burst);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(sum(amounts));
    const me = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
    expect(me.fiatBalance).toBe(formatAmount(sum(amounts), 'INR'));
    await expectSoundLedger();
  });

  it('credits 100 transfers that arrive at once for 100 customers, each with its exact balance', async () => {
    const webhooks = await recordedTransfers(
      sandboxUrl,
      customers.map((to, index) => ({ to, amountPaise: amountOf(index) })),
    );

    const burst = await deliver(webhooks);

    expect(burst.statuses).toEqual(Array(BURST).fill(200));
    expect(burst.receipts).toEqual(Array(BURST).fill('credited'));
    expectOnlyRecoveredRefusals(burst);
    const balances = await Promise.all(customers.map(({ userId }) => ledger.walletBalance(userId, 'INR')));
    expect(balances).toEqual(customers.map((_, index) => BigInt(amountOf(index))));
    await expectSoundLedger();
  });

  it('credits nothing more when the whole burst is delivered again', async () => {
    const webhooks = await recordedTransfers(
      sandboxUrl,
      customers.slice(0, 20).map((to) => ({ to, amountPaise: 50_000 })),
    );
    const first = await deliver(webhooks);
    const before = await Promise.all(customers.map(({ userId }) => ledger.walletBalance(userId, 'INR')));

    const again = await deliver(webhooks);

    expect(first.receipts).toEqual(Array(20).fill('credited'));
    expect(again.receipts).toEqual(Array(20).fill('already-recorded'));
    expectOnlyRecoveredRefusals(first);
    expectOnlyRecoveredRefusals(again);
    expect(await Promise.all(customers.map(({ userId }) => ledger.walletBalance(userId, 'INR')))).toEqual(
      before,
    );
    await expectSoundLedger();
  });
});
