/**
 * Money for no one: a transfer to a virtual account no customer holds is acknowledged, booked to the
 * suspense account with a record operators list, and alarmed; `npm run ops -- suspense …` assigns it to a
 * customer or returns it to its sender, once however often or concurrently asked. The reconciliation books
 * such a transfer whose webhook never came the same way. The ledger stays sound after each.
 */
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { TransactionPageSchema } from '../../contract/wallets';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { applyHandlerEnv } from '../../lib/local/stack';
import { depositCommands } from '../../scripts/ops/deposit-commands';
import { type SuspenseCommandInput, suspenseCommands } from '../../scripts/ops/suspense-commands';
import { callApi } from '../support/api';
import { payOnCheckout } from '../support/card-deposits';
import {
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  sandboxEventPayload,
  sendBankTransfer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { ops } from '../support/ops-cli';

beforeAll(() => {
  // The ops commands' own code, run in this process against the test stack (as `--local test` does).
  applyHandlerEnv(inject('stack').handlerEnv);
});

function suspense(input: SuspenseCommandInput): Promise<string> {
  const command = suspenseCommands[input.command];
  if (!command) throw new Error(`No suspense ${input.command}`);
  return command(input);
}

/** A virtual account the provider holds that no customer of ours does (opened outside the wallet). */
async function strayVirtualAccount() {
  const account = await paymentProvider().createVirtualAccount({
    customer: { name: 'Nobody Known', email: `stray-${randomUUID()}@example.com` },
    allowedPayer: { ifsc: 'HDFC0000001', accountNumber: '50100012345678' },
  });
  return account.id;
}

interface SentTransfer {
  utr: string;
  paymentId: string;
  event: { id: string };
  delivery: { status: number | null } | null;
}

const sendTo = async (virtualAccountId: string, amount: string, extra: Record<string, unknown> = {}) =>
  (await sandboxControl('POST', '/bank-transfers', {
    to: virtualAccountId,
    amount,
    utr: newUtr().slice(0, 22),
    fromAccount: '999900004444',
    fromIfsc: 'SBIN0000001',
    ...extra,
  })) as unknown as SentTransfer;

/** The suspense record's id of a payment, from `suspense list`. */
async function suspenseIdOf(paymentId: string): Promise<string> {
  const listed = await suspense({ command: 'list', limit: '100' });
  const line = listed.split('\n').find((each) => each.includes(`payment ${paymentId})`));
  const id = line?.split(/\s+/)[1];
  if (!id) throw new Error(`payment ${paymentId} is not in suspense:\n${listed}`);
  return id;
}

const suspenseBalance = () => ledgerUnderTest().houseBalance('suspense');

async function reconcileDeposits(): Promise<string> {
  const reconcile = depositCommands.reconcile;
  if (!reconcile) throw new Error('No deposits reconcile');
  return reconcile({ command: 'reconcile' });
}

/**
 * Suspense once what other files left to the reconciliation (the sandbox CLI's orders of no deposit,
 * paid with their webhooks lost) is booked, so what a reconciliation run then moves is the test's own.
 */
async function suspenseBalanceReconciled(): Promise<bigint> {
  await reconcileDeposits();
  return suspenseBalance();
}

describe('money for no one', () => {
  it('acknowledges a transfer to nobody’s account, books it to suspense once, and assigns it to a customer once', async () => {
    const stray = await strayVirtualAccount();
    const before = await suspenseBalance();
    const sent = await sendTo(stray, '2750.50');
    expect(sent.delivery?.status).toBe(200);
    const again = await deliverWebhook(
      JSON.stringify(await sandboxEventPayload(sent.event.id)),
      sent.event.id,
    );
    expect(await again.json()).toEqual({ status: 'already-recorded' });
    expect((await suspenseBalance()) - before).toBe(2_750_50n);
    const id = await suspenseIdOf(sent.paymentId);
    expect(await suspense({ command: 'list', limit: '100' })).toContain(
      `${id}  ₹2,750.50 (UTR ${sent.utr}, payment ${sent.paymentId})`,
    );

    const meera = await verifiedCustomer();
    const { userId, email } = ProfileSchema.parse(
      (await callApi('GET', '/me', { token: meera.accessToken })).body,
    );
    // By email through the command line, and twice more at the same moment by user id.
    const [byCli, ...concurrent] = await Promise.all([
      ops('suspense', 'assign', id, email),
      suspense({ command: 'assign', customer: id, target: userId }),
      suspense({ command: 'assign', customer: id, target: userId }),
    ]);
    expect(byCli?.code, byCli?.stderr).toBe(0);
    const answers = [byCli?.stdout.trim() ?? '', ...concurrent];
    expect(answers.filter((answer) => answer.startsWith('Assigned ₹2,750.50'))).toHaveLength(1);
    const operator = `ops-cli:${userInfo().username}`;
    for (const answer of answers.filter((each) => !each.startsWith('Assigned')))
      expect(answer).toContain(`was already assigned by ${operator} at 20`);

    expect(await fiatBalance(meera)).toBe('2750.50');
    const { transactions } = TransactionPageSchema.parse(
      (await callApi('GET', '/wallets/inr/transactions', { token: meera.accessToken })).body,
    );
    expect(transactions).toEqual([
      expect.objectContaining({ reference: sent.utr, amount: '2750.50', status: 'succeeded' }),
    ]);
    expect(await suspenseBalance()).toBe(before);
    expect(await suspense({ command: 'list', limit: '100' })).not.toContain(id);
    await expect(suspense({ command: 'return', customer: id, reason: 'Not ours' })).rejects.toThrow(
      `This was already assigned by ${operator}`,
    );
    await expectSoundLedger();
  });

  it('returns money in suspense to its sender once, however often or concurrently asked', async () => {
    const stray = await strayVirtualAccount();
    const sent = await sendTo(stray, '900');
    const id = await suspenseIdOf(sent.paymentId);

    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        suspense({ command: 'return', customer: id, reason: 'Nobody we know' }),
      ),
    );
    expect(answers.filter((answer) => answer.startsWith('Returned ₹900'))).toHaveLength(1);
    const rerun = await suspense({ command: 'return', customer: id, reason: 'Again' });
    expect(rerun).toMatch(/was already returned; the provider has its refund rfnd_\w+ \(processed, ₹900\)/);
    const { payments } = (await sandboxControl('GET', '/')) as {
      payments: { id: string; amount_refunded: number }[];
    };
    expect(payments.find((payment) => payment.id === sent.paymentId)?.amount_refunded).toBe(900_00);
    const meera = await verifiedCustomer();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: meera.accessToken })).body);
    await expect(suspense({ command: 'assign', customer: id, target: userId })).rejects.toThrow(
      'This was already returned by',
    );
    expect(await fiatBalance(meera)).toBe('00.00');
    await expectSoundLedger();
  });

  it('counts money assigned towards the customer’s daily bank-transfer limit on the day it is assigned', async () => {
    const ravi = await verifiedCustomer();
    // ₹4,99,500 credited today of ₹5,00,000 a day.
    for (const amount of ['200000', '200000', '99500'])
      await sendBankTransfer(ravi, { amount, utr: newUtr().slice(0, 22) });
    expect(await fiatBalance(ravi)).toBe('499500.00');
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: ravi.accessToken })).body);
    const tooMuch = await sendTo(await strayVirtualAccount(), '600');
    const fits = await sendTo(await strayVirtualAccount(), '500');

    await expect(
      suspense({ command: 'assign', customer: await suspenseIdOf(tooMuch.paymentId), target: userId }),
    ).rejects.toThrow(
      /^Not assigned: ₹600 would take the customer's bank transfers of \d{4}-\d{2}-\d{2} \(India\) past ₹5,00,000, the limit a day\. It stays in suspense: assign it another day, or return it\.$/,
    );
    expect(
      await suspense({ command: 'assign', customer: await suspenseIdOf(fits.paymentId), target: userId }),
    ).toMatch(/^Assigned ₹500 /);
    expect(await fiatBalance(ravi)).toBe('500000.00');
    await expectSoundLedger();
  });

  it('does not assign money the provider reports refunded meanwhile', async () => {
    const stray = await strayVirtualAccount();
    const sent = await sendTo(stray, '640');
    const id = await suspenseIdOf(sent.paymentId);
    await sandboxControl('POST', `/payments/${sent.paymentId}/refund`, {});
    const meera = await verifiedCustomer();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: meera.accessToken })).body);
    // Whichever comes first, the refund's webhook (which returns the money) or the operator, the
    // assignment is refused in words that say why.
    await expect(suspense({ command: 'assign', customer: id, target: userId })).rejects.toThrow(
      new RegExp(
        `Not assigned: the provider reports payment ${sent.paymentId} refunded in full \\(₹640 of ₹640\\)\\.|This was already returned`,
      ),
    );
    expect(await fiatBalance(meera)).toBe('00.00');
    await expectSoundLedger();
  });

  it('books a card payment captured on an order no deposit of ours has to suspense, and returns it to the card', async () => {
    const before = await suspenseBalance();
    // An order on our provider account that the wallet never made (another system, a support agent).
    const order = await paymentProvider().createOrder({
      amount: 510_00n,
      receipt: `stray-${randomUUID().slice(0, 8)}`,
    });
    const paid = await payOnCheckout(order.id, 'success');
    const paymentId = paid.razorpay_payment_id as string;

    await expect.poll(() => suspenseBalance(), { timeout: 30_000 }).toBe(before + 510_00n);
    const id = await suspenseIdOf(paymentId);
    expect(await suspense({ command: 'return', customer: id, reason: 'Not an order of ours' })).toMatch(
      /^Returned ₹510 .* refund rfnd_\w+ \(processed, ₹510\)/,
    );
    expect(await suspenseBalance()).toBe(before);
    await expectSoundLedger();
  });

  it('books a card payment on an order not ours whose webhooks were lost to suspense when reconciling, once', async () => {
    const before = await suspenseBalanceReconciled();
    const order = await paymentProvider().createOrder({
      amount: 275_00n,
      receipt: `stray-${randomUUID().slice(0, 8)}`,
    });
    const paid = await payOnCheckout(order.id, 'success', { loseWebhooks: true });

    expect(await reconcileDeposits()).toMatch(/booked to suspense/);
    await reconcileDeposits();

    expect((await suspenseBalance()) - before).toBe(275_00n);
    expect(await suspenseIdOf(paid.razorpay_payment_id as string)).toMatch(/^[0-9A-Z]{26}$/);
    await expectSoundLedger();
  });

  it('books a transfer to nobody’s account whose webhook never came to suspense when reconciling, once', async () => {
    const stray = await strayVirtualAccount();
    const before = await suspenseBalanceReconciled();
    const lost = await sendTo(stray, '1234', { loseWebhook: true });
    expect(lost.delivery).toBeNull();

    await reconcileDeposits();
    await reconcileDeposits();

    expect((await suspenseBalance()) - before).toBe(1_234_00n);
    expect(await suspenseIdOf(lost.paymentId)).toMatch(/^[0-9A-Z]{26}$/);
    await expectSoundLedger();
  });
});
