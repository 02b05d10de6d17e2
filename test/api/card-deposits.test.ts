/**
 * Card deposits end to end on the local stack: the API sets the figures and creates the provider's
 * order, the payments sandbox's checkout takes the payment and sends signed webhooks, and the wallet
 * is credited exactly once whichever of the browser's return and the webhooks comes first, however
 * often and however concurrently. Forged returns, other people's deposits and unverified customers are
 * refused with nothing written, and the ledger's invariants hold after every test.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { CardDepositQuoteSchema } from '../../contract/card-deposits';
import { parseAmount } from '../../lambdas/domain/money';
import { callApi } from '../support/api';
import {
  cardDeposit,
  confirmCardDeposit,
  createCardDeposit,
  failedPaymentId,
  holdWebhooks,
  payOnCheckout,
  releaseWebhooks,
  resendEventsOfPayment,
  startedCardDeposit,
  sweepCardDepositsAt,
} from '../support/card-deposits';
import {
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { signUpAndSignIn } from '../support/identity';
import { expectSoundLedger } from '../support/ledger';
import { ops } from '../support/ops-cli';

const paise = (rupees: string) => parseAmount(rupees, 'INR');
const balanceOf = async (customer: VerifiedCustomer) => paise(await fiatBalance(customer));

/** The person's card-deposit lines in the INR list, by the deposit's id. */
async function listed(customer: VerifiedCustomer, depositId: string) {
  const response = await callApi('GET', '/wallets/inr/transactions?limit=100', {
    token: customer.accessToken,
  });
  return (
    response.body as { transactions: { id: string; status: string; statusReason?: string }[] }
  ).transactions.filter((transaction) => transaction.id === depositId);
}

const sandboxOrderCount = async () =>
  ((await sandboxControl('GET', '/')) as { orders: unknown[] }).orders.length;

/** The transaction's details, as the wallet's details dialog reads them. */
async function details(customer: VerifiedCustomer, depositId: string) {
  const response = await callApi('GET', `/wallets/inr/transactions/${depositId}`, {
    token: customer.accessToken,
  });
  expect(response.status).toBe(200);
  return response.body as { status: string; statusReason?: string };
}

/** The INR statement's CSV rows for today in India (with a day either side), header left out. */
async function statementRows(customer: VerifiedCustomer) {
  const day = (offsetDays: number) =>
    new Date(Date.now() + (5 * 60 + 30) * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(
    `${inject('stack').apiUrl}/wallets/inr/statement?from=${day(-1)}&to=${day(1)}`,
    { headers: { authorization: `Bearer ${customer.accessToken}` } },
  );
  expect(response.status).toBe(200);
  return (await response.text()).trim().split('\r\n').slice(1);
}

describe('card deposit terms', () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });

  it('shows the limits, the 2% fee and 18% GST on the fee before the person pays', async () => {
    const terms = await callApi('GET', '/wallets/inr/card-deposits/quote', { token: asha.accessToken });
    expect(CardDepositQuoteSchema.parse(terms.body)).toEqual({
      terms: {
        minimum: '100.00',
        maximum: '100000.00',
        dailyMaximum: '200000.00',
        remainingToday: '200000.00',
        feePercent: '2',
        gstPercent: '18',
        orderLifetimeMinutes: 30,
      },
    });
    const quote = await callApi('GET', '/wallets/inr/card-deposits/quote?amount=2000', {
      token: asha.accessToken,
    });
    expect(CardDepositQuoteSchema.parse(quote.body).figures).toEqual({
      amount: '2000.00',
      fee: '40.00',
      gst: '7.20',
      total: '2047.20',
    });
    for (const amount of ['99.99', '100000.01']) {
      const refused = await createCardDeposit(asha, amount);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { amount: expect.stringMatching(/₹1,00,000|₹100/) } });
    }
  });
});

describe('card deposit', () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });
  afterEach(async () => {
    await releaseWebhooks();
    await expectSoundLedger();
  });

  it('charges the card amount + fee + GST and credits the wallet once, when the webhook comes before the return', async () => {
    const before = await balanceOf(asha);
    const { deposit, checkout } = await startedCardDeposit(asha, '2000');
    expect(deposit).toMatchObject({ status: 'pending', amount: '2000.00', total: '2047.20' });
    expect(checkout.fields).toMatchObject({ order_id: deposit.orderId });
    expect(new URL(checkout.fields.callback_url as string).pathname).toBe('/wallets/card-deposit');
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'pending' }]);

    const returned = await payOnCheckout(deposit.orderId, 'success');
    expect(await balanceOf(asha)).toBe(before + paise('2000'));
    // The browser's return, redelivered (a reload, a second tab): the same deposit, nothing more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const confirmed = await confirmCardDeposit(asha, deposit.id, returned);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'succeeded', paymentId: returned.razorpay_payment_id });
    }
    const { orders } = (await sandboxControl('GET', '/')) as { orders: { id: string; amount: number }[] };
    expect(orders.find((order) => order.id === deposit.orderId)?.amount).toBe(204720);
    expect(await balanceOf(asha)).toBe(before + paise('2000'));
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('credits once when the return comes first and every webhook is replayed after it', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '2000');
    await holdWebhooks();
    const returned = await payOnCheckout(deposit.orderId, '3ds-approve');
    const confirmed = await confirmCardDeposit(asha, deposit.id, returned);
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(asha)).toBe(before + paise('2000'));

    await releaseWebhooks();
    await sandboxControl('POST', '/events/resend', { last: 3 });
    expect(await balanceOf(asha)).toBe(before + paise('2000'));
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({ status: 'succeeded' });
  });

  it('credits once when returns and webhooks arrive at the same time', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '1500.50');
    await holdWebhooks();
    const returned = await payOnCheckout(deposit.orderId, 'success');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => confirmCardDeposit(asha, deposit.id, returned)),
      releaseWebhooks(),
      sandboxControl('POST', '/events/resend', { last: 2 }),
    ]);
    for (const answer of answers.slice(0, 4)) expect(answer).toMatchObject({ status: 200 });
    expect(await balanceOf(asha)).toBe(before + paise('1500.50'));
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({ status: 'succeeded' });
  });

  it('moves no money on a failed payment, and credits once when the same payment is captured late', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '2000');
    const returned = await payOnCheckout(deposit.orderId, '3ds-decline');
    expect(returned['error[reason]']).toBe('authentication_failed');
    const failed = await cardDeposit(asha, deposit.id);
    expect(failed).toMatchObject({ status: 'failed', statusReason: expect.stringContaining('3-D Secure') });
    expect(await balanceOf(asha)).toBe(before);

    const paymentId = failedPaymentId(returned);
    await sandboxControl('POST', `/payments/${paymentId}/capture`);
    await sandboxControl('POST', '/events/resend', { last: 2 });
    const credited = await cardDeposit(asha, deposit.id);
    expect(credited).toMatchObject({ status: 'succeeded', paymentId });
    // The record says what finally happened, not the declined attempt before it.
    expect(credited.statusReason).toBeUndefined();
    expect((await details(asha, deposit.id)).statusReason).toBeUndefined();
    expect(await balanceOf(asha)).toBe(before + paise('2000'));
  });

  it('moves nothing on a correctly signed capture the provider does not bear out', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '1000');
    const returned = await payOnCheckout(deposit.orderId, 'failure');
    const paymentId = JSON.parse(returned['error[metadata]'] as string).payment_id as string;
    const events = (await sandboxControl('GET', '/events?last=20')) as unknown as {
      event: string;
      payload: { event: string; payload: { payment: { entity: Record<string, unknown> } } };
    }[];
    const failure = events.find(
      (each) => each.event === 'payment.failed' && each.payload.payload.payment.entity.id === paymentId,
    );
    if (!failure) throw new Error('The sandbox sent no payment.failed');
    // Someone holding the webhook secret, but not the API key, turns the failure into a capture, and
    // makes up a captured payment of their own for the same order.
    const capturedAs = (id: string) => {
      const forged = structuredClone(failure.payload);
      forged.event = 'payment.captured';
      Object.assign(forged.payload.payment.entity, { id, status: 'captured', captured: true });
      return JSON.stringify(forged);
    };
    const turned = await deliverWebhook(capturedAs(paymentId), 'evt_TurnedCapture01');
    const madeUp = await deliverWebhook(capturedAs('pay_MadeUpCapture1'), 'evt_MadeUpCapture1');

    // The provider says the real payment failed, and has no made-up one.
    expect(await turned.json()).toEqual({ status: 'failed' });
    expect(await madeUp.json()).toEqual({ status: 'unconfirmed' });
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(asha)).toBe(before);
  });

  it('refuses a forged or borrowed return signature with 400 and writes nothing', async () => {
    const before = await balanceOf(asha);
    const [first, second] = await Promise.all([
      startedCardDeposit(asha, '300'),
      startedCardDeposit(asha, '300'),
    ]);
    await holdWebhooks();
    const paidSecond = await payOnCheckout(second.deposit.orderId, 'success');
    const forged = { ...paidSecond, razorpay_signature: 'ab'.repeat(32) };
    const attempts = [
      await confirmCardDeposit(asha, second.deposit.id, forged),
      // The second order's genuine signature, offered for the first deposit.
      await confirmCardDeposit(asha, first.deposit.id, paidSecond),
      await confirmCardDeposit(asha, first.deposit.id, {
        ...paidSecond,
        razorpay_order_id: first.deposit.orderId,
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await balanceOf(asha)).toBe(before);
    expect(await listed(asha, second.deposit.id)).toMatchObject([{ status: 'pending' }]);
    expect(await listed(asha, first.deposit.id)).toMatchObject([{ status: 'pending' }]);
  });

  it("refuses another customer's deposit as not found, and an unverified customer outright", async () => {
    const { deposit } = await startedCardDeposit(asha, '500');
    await holdWebhooks();
    const returned = await payOnCheckout(deposit.orderId, 'success');
    const [ravi, newcomer] = await Promise.all([verifiedCustomer(), signUpAndSignIn()]);
    expect((await confirmCardDeposit(ravi, deposit.id, returned)).status).toBe(404);
    expect(
      (await callApi('GET', `/wallets/inr/card-deposits/${deposit.id}`, { token: ravi.accessToken })).status,
    ).toBe(404);
    expect(await fiatBalance(ravi)).toBe('00.00');
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'pending' }]);

    await callApi('GET', '/me', { token: newcomer.accessToken });
    const refused = await createCardDeposit(newcomer, '500');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ detail: expect.stringContaining('account setup') });
  });

  it('answers a retried create with the same order, and a changed body under the same key with 409', async () => {
    const key = randomUUID();
    const [first, again] = [
      await createCardDeposit(asha, '750', key),
      await createCardDeposit(asha, '750', key),
    ];
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await createCardDeposit(asha, '751', key)).status).toBe(409);
    const missingKey = await callApi('POST', '/wallets/inr/card-deposits', {
      token: asha.accessToken,
      body: { amount: '750' },
    });
    expect(missingKey.status).toBe(400);
  });

  it('expires an order left unpaid past its lifetime (the scheduled sweep), and still credits a payment that comes later', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '400');
    await payOnCheckout(deposit.orderId, 'close');
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({ status: 'pending' });

    // The scheduled sweep's run, 31 minutes on (the handlers' clock cannot be moved).
    const sweep = await sweepCardDepositsAt(31);
    expect(sweep.failures).toBe(0);
    expect(sweep.settled.expired).toBeGreaterThanOrEqual(1);
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({
      status: 'expired',
      statusReason: expect.stringContaining('Nothing was charged'),
    });

    await payOnCheckout(deposit.orderId, 'success');
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(asha)).toBe(before + paise('400'));
  });
});

describe('card payments nobody reported', () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });
  afterEach(async () => {
    await expectSoundLedger();
  });

  it('credits once, by the sweep, an order paid after it expired when the webhook is lost and the browser gone', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '450');
    await payOnCheckout(deposit.orderId, 'close');
    expect((await sweepCardDepositsAt(31)).failures).toBe(0);
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'expired' }]);

    // The person pays the old order later; nobody tells the wallet.
    const paid = await payOnCheckout(deposit.orderId, 'success', { loseWebhooks: true });
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'expired' }]);
    expect(await balanceOf(asha)).toBe(before);

    const sweep = await sweepCardDepositsAt(40);
    expect(sweep.failures).toBe(0);
    expect(sweep.settled.succeeded).toBeGreaterThanOrEqual(1);
    const [line] = await listed(asha, deposit.id);
    expect(line).toMatchObject({ status: 'succeeded' });
    expect(line?.statusReason).toBeUndefined();
    expect(await balanceOf(asha)).toBe(before + paise('450'));

    // Another run, and the lost webhooks turning up after all, move nothing more.
    await sweepCardDepositsAt(50);
    const resent = await resendEventsOfPayment(paid.razorpay_payment_id as string);
    // payment.authorized, payment.captured and order.paid, each accepted.
    expect(resent.resent.map(({ delivery }) => delivery.status)).toEqual([200, 200, 200]);
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({
      status: 'succeeded',
      paymentId: paid.razorpay_payment_id,
    });
    expect(await balanceOf(asha)).toBe(before + paise('450'));
  });

  it('credits a declined payment the bank authorises late, and the record no longer says declined anywhere', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '650');
    const returned = await payOnCheckout(deposit.orderId, 'failure');
    expect(await cardDeposit(asha, deposit.id)).toMatchObject({
      status: 'failed',
      statusReason: expect.stringContaining('declined'),
    });

    // The bank authorises it after all and the provider captures it, but both webhooks are lost.
    const paymentId = failedPaymentId(returned);
    await sandboxControl('POST', `/payments/${paymentId}/capture`, { loseWebhooks: true });
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'failed' }]);

    expect((await sweepCardDepositsAt(5)).failures).toBe(0);
    expect(await balanceOf(asha)).toBe(before + paise('650'));
    const credited = await cardDeposit(asha, deposit.id);
    expect(credited).toMatchObject({ status: 'succeeded', paymentId });
    expect(JSON.stringify(credited)).not.toMatch(/declined/i);
    expect(JSON.stringify(await details(asha, deposit.id))).not.toMatch(/declined/i);
    expect(JSON.stringify(await listed(asha, deposit.id))).not.toMatch(/declined/i);
    const row = (await statementRows(asha)).find((each) => each.includes(paymentId));
    expect(row).toMatch(/,Card deposit,.*,succeeded,$/);
    expect(row).not.toMatch(/declined/i);

    await sweepCardDepositsAt(6);
    expect(await balanceOf(asha)).toBe(before + paise('650'));
  });

  it('credits once, by the reconciliation, an order paid while the webhook was lost and the browser gone', async () => {
    const before = await balanceOf(asha);
    const { deposit } = await startedCardDeposit(asha, '820.50');
    const paid = await payOnCheckout(deposit.orderId, 'success', { loseWebhooks: true });
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'pending' }]);

    const first = await ops('deposits', 'reconcile');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Card payments neither a webhook nor the browser brought: .*\d+ credited/);
    expect(await listed(asha, deposit.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await balanceOf(asha)).toBe(before + paise('820.50'));

    const again = await ops('deposits', 'reconcile');
    expect(again.code, again.stderr).toBe(0);
    // Counts cover the whole test stack (orders of no deposit, paid from the sandbox CLI, too).
    expect(again.stdout).not.toMatch(/Card payments neither.*\d+ credited/);
    await resendEventsOfPayment(paid.razorpay_payment_id as string);
    expect((await confirmCardDeposit(asha, deposit.id, paid)).body).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(asha)).toBe(before + paise('820.50'));
  });
});

describe('the daily card limit', () => {
  afterEach(async () => {
    await releaseWebhooks();
    await expectSoundLedger();
  });

  it('refuses an order past the day’s ₹2,00,000 before charging, and still credits a payment taken on an order opened earlier', async () => {
    const ravi = await verifiedCustomer();
    // Three orders opened before any is paid: each fits the day's room as it stands.
    const [first, second, third] = [
      await startedCardDeposit(ravi, '100000'),
      await startedCardDeposit(ravi, '100000'),
      await startedCardDeposit(ravi, '500'),
    ];
    await payOnCheckout(first.deposit.orderId, 'success');
    await payOnCheckout(second.deposit.orderId, 'success');
    expect(await balanceOf(ravi)).toBe(paise('200000'));

    const ordersBefore = await sandboxOrderCount();
    const refused = await createCardDeposit(ravi, '100');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { amount: expect.stringMatching(/added ₹2,00,000 by card today, the most for one day/) },
    });
    // Refused before charging: no order was created with the provider.
    expect(await sandboxOrderCount()).toBe(ordersBefore);
    const quote = await callApi('GET', '/wallets/inr/card-deposits/quote', { token: ravi.accessToken });
    expect(CardDepositQuoteSchema.parse(quote.body).terms).toMatchObject({
      dailyMaximum: '200000.00',
      remainingToday: '00.00',
    });

    // The third card was charged all the same: the money is Ravi's, credited and saying why.
    await payOnCheckout(third.deposit.orderId, 'success');
    expect(await balanceOf(ravi)).toBe(paise('200500'));
    expect(await cardDeposit(ravi, third.deposit.id)).toMatchObject({
      status: 'succeeded',
      statusReason: expect.stringContaining('above your daily card limit'),
    });
  });
});
