/**
 * The payments sandbox as the wallet's backend and a person see it: signed webhooks delivered at least
 * once and retried, the hosted checkout's outcomes, simulated bank transfers, and no request that can
 * stop it. The sandbox runs in-process with a webhook receiver the test controls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
} from '../../../../lambdas/adapters/razorpay/razorpay-signatures';
import { parseRazorpayWebhook } from '../../../../lambdas/adapters/razorpay/razorpay-webhooks';
import { retryDelayMs } from '../../../../lib/local/sandbox/payments/webhook-sender';
import { eventually, startTestSandbox, testSchedule, testSecrets } from '../../../support/payments-sandbox';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

const webhooksFor = (id: string) => sandbox.received.filter((webhook) => webhook.body.includes(id));
/** One per event: a retry of a delivery the machine was slow to accept must not count twice. */
const eventsFor = (id: string) => [
  ...new Map(webhooksFor(id).map((webhook) => [webhook.eventId, webhook])).values(),
];

async function newVirtualAccount(email: string) {
  return sandbox.provider.createVirtualAccount({
    customer: { name: 'Ravi Kumar', email },
    allowedPayer: { ifsc: 'HDFC0001234', accountNumber: '50100099887766' },
    notes: { userId: `user-${email}` },
  });
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const post = (path: string, values: Record<string, string>) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    body: form(values),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });

describe('webhooks', () => {
  it('sends payment.authorized, payment.captured and order.paid for a paid order, each signed with the webhook secret and its own event id', async () => {
    const order = await sandbox.provider.createOrder({ amount: 200000n, receipt: 'wh_paid' });
    await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'success' });
    const webhooks = await eventually(
      () => eventsFor(order.id).length === 3 && eventsFor(order.id),
      'three webhooks',
    );
    expect(webhooks.map((webhook) => webhook.event).sort()).toEqual([
      'order.paid',
      'payment.authorized',
      'payment.captured',
    ]);
    expect(new Set(webhooks.map((webhook) => webhook.eventId)).size).toBe(3);
    for (const webhook of webhooks) {
      expect(
        isValidWebhookSignature({
          rawBody: webhook.body,
          signature: webhook.headers['x-razorpay-signature'] as string,
          webhookSecret: testSecrets.webhookSecret,
        }),
      ).toBe(true);
      expect(webhook.eventId).toMatch(/^evt_/);
      expect(parseRazorpayWebhook(webhook.body).type).toBe(webhook.event);
    }
  });

  it('retries a delivery the receiver refused with the same event id and the same bytes, until it is accepted', async () => {
    sandbox.answers.push(500, 503);
    const account = await newVirtualAccount('retry@example.com');
    await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '100' });
    const deliveries = await eventually(
      () => webhooksFor(account.id).length === 3 && webhooksFor(account.id),
      'a third delivery',
    );
    expect(new Set(deliveries.map((delivery) => delivery.eventId)).size).toBe(1);
    expect(new Set(deliveries.map((delivery) => delivery.body)).size).toBe(1);
    const event = sandbox.sandbox.state.data.events[deliveries[0]?.eventId as string];
    await eventually(() => event?.state === 'delivered', 'the event to be delivered');
    expect(event?.deliveries.map((attempt) => [attempt.kind, attempt.status])).toEqual([
      ['first', 500],
      ['retry', 503],
      ['retry', 200],
    ]);
  });

  it('treats a receiver slower than the timeout as no answer, and retries', async () => {
    sandbox.answers.push('hang');
    const account = await newVirtualAccount('slow@example.com');
    const { body } = await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '100' });
    const firstDelivery = (body as unknown as { delivery: { status: number | null; error: string } })
      .delivery;
    expect(firstDelivery).toMatchObject({ status: null, error: 'No answer within 1.5 s' });
    const eventId = (body as unknown as { event: { id: string } }).event.id;
    await eventually(
      () => sandbox.sandbox.state.data.events[eventId]?.state === 'delivered',
      'the retry to be accepted',
    );
  });

  it('backs off exponentially up to its cap', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelayMs(testSchedule, failures))).toEqual([
      50, 100, 200, 200, 200,
    ]);
  });

  it('re-delivers a delivered event on request, unchanged', async () => {
    const account = await newVirtualAccount('resend@example.com');
    const { body } = await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '250' });
    const eventId = (body as unknown as { event: { id: string } }).event.id;
    await sandbox.control('POST', '/events/resend', { eventIds: [eventId] });
    const deliveries = webhooksFor(account.id);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]).toMatchObject({ eventId, body: deliveries[0]?.body });
  });

  it('holds events while paused and sends them when resumed', async () => {
    await sandbox.control('PUT', '/webhooks', { paused: true });
    const account = await newVirtualAccount('paused@example.com');
    await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '300' });
    expect(webhooksFor(account.id)).toHaveLength(0);
    const { body } = await sandbox.control('PUT', '/webhooks', { paused: false });
    expect(body).toMatchObject({ paused: false, released: 1 });
    expect(eventsFor(account.id)).toHaveLength(1);
  });

  it('sends, started again on the state it kept, what a pause held when it went down', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'payments-sandbox-'));
    const stateFile = join(directory, 'payments.json');
    const before = await startTestSandbox({ stateFile });
    await before.control('PUT', '/webhooks', { paused: true });
    const account = await before.provider.createVirtualAccount({
      customer: { name: 'Ravi Kumar', email: 'restarted@example.com' },
      allowedPayer: { ifsc: 'HDFC0001234', accountNumber: '50100099887766' },
      notes: { userId: 'user-restarted' },
    });
    const { body } = await before.control('POST', '/bank-transfers', { to: account.id, amount: '300' });
    const held = (body as unknown as { event: { id: string } }).event.id;
    // Every change is saved as it is made, so the file is what a kill would have left.
    await before.stop();

    const after = await startTestSandbox({ stateFile });
    try {
      await eventually(() => after.received.some(({ eventId }) => eventId === held), 'the held event');
      expect(before.received).toEqual([]);
    } finally {
      await after.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('card checkout', () => {
  it('sends a failed payment, and later a capture of the same payment when it is authorised late', async () => {
    const order = await sandbox.provider.createOrder({ amount: 50000n, receipt: 'late_capture' });
    const { body } = await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'failure' });
    const metadata = JSON.parse(
      (body as unknown as { fields: Record<string, string> }).fields['error[metadata]'] as string,
    );
    await eventually(() => eventsFor(order.id).length === 1, 'payment.failed');
    await sandbox.control('POST', `/payments/${metadata.payment_id}/capture`);
    await eventually(() => eventsFor(order.id).length === 3, 'the late capture');
    expect(eventsFor(order.id).map((webhook) => webhook.event)).toEqual([
      'payment.failed',
      'payment.captured',
      'order.paid',
    ]);
    expect(await sandbox.provider.fetchPayment(metadata.payment_id)).toMatchObject({
      status: 'captured',
      error: null,
    });
  });

  it('loses the webhooks of a paid order or a late capture when asked, from the control API and the home page, until resent', async () => {
    type Event = { id: string; event: string; state: string; deliveries: unknown[]; payload: unknown };
    const lostEventsOf = async (orderId: string) =>
      ((await sandbox.control('GET', '/events?last=100')).body as unknown as Event[]).filter((event) =>
        JSON.stringify(event.payload).includes(orderId),
      );

    // Paid by someone who then closed the tab: nobody returns, and no webhook is sent.
    const paid = await sandbox.provider.createOrder({ amount: 30000n, receipt: 'lost_paid' });
    await sandbox.control('POST', '/checkout', { order_id: paid.id, outcome: 'success', loseWebhooks: true });
    expect((await sandbox.provider.fetchOrder(paid.id)).status).toBe('paid');
    const lostPaid = await lostEventsOf(paid.id);
    expect(lostPaid.map(({ state, deliveries }) => ({ state, deliveries }))).toEqual(
      Array(3).fill({ state: 'lost', deliveries: [] }),
    );
    expect(eventsFor(paid.id)).toEqual([]);

    // The same from the home page's button, for an order of its own.
    const viaPage = await sandbox.provider.createOrder({ amount: 30000n, receipt: 'lost_page' });
    const home = await (await fetch(`${sandbox.url}/`)).text();
    expect(home).toContain(`/payments/orders/${viaPage.id}/pay`);
    expect((await post(`/payments/orders/${viaPage.id}/pay`, {})).status).toBe(303);
    expect((await sandbox.provider.fetchOrder(viaPage.id)).status).toBe('paid');
    expect((await lostEventsOf(viaPage.id)).every((event) => event.state === 'lost')).toBe(true);

    // A declined payment the bank authorises late, its capture's webhooks lost (control API, then page).
    for (const via of ['control', 'page'] as const) {
      const order = await sandbox.provider.createOrder({ amount: 30000n, receipt: `lost_late_${via}` });
      const { body } = await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'failure' });
      const { payment_id: paymentId } = JSON.parse(
        (body as unknown as { fields: Record<string, string> }).fields['error[metadata]'] as string,
      );
      await eventually(() => eventsFor(order.id).length === 1, 'payment.failed');
      if (via === 'control')
        await sandbox.control('POST', `/payments/${paymentId}/capture`, { loseWebhooks: true });
      else expect((await post(`/payments/payments/${paymentId}/capture?lose=1`, {})).status).toBe(303);
      expect((await sandbox.provider.fetchPayment(paymentId)).status).toBe('captured');
      const lost = (await lostEventsOf(order.id)).filter((event) => event.state === 'lost');
      expect(lost.map((event) => event.event).sort()).toEqual(['order.paid', 'payment.captured']);
      expect(eventsFor(order.id).map((webhook) => webhook.event)).toEqual(['payment.failed']);
    }

    await sandbox.control('POST', '/events/resend', { eventIds: lostPaid.map((event) => event.id) });
    await eventually(() => eventsFor(paid.id).length === 3, 'the resent events');
  });

  it('shows the amount in rupees and the four outcomes on the checkout page', async () => {
    const order = await sandbox.provider.createOrder({ amount: 200000n, receipt: 'page' });
    const page = await (
      await fetch(
        `${sandbox.url}/v1/checkout/embedded?${form({ key_id: testSecrets.keyId, order_id: order.id, callback_url: 'http://localhost:5173/wallets/card-deposit/return', name: 'INR Wallet' })}`,
      )
    ).text();
    expect(page).toContain('₹2,000.00');
    for (const label of ['Pay ₹2,000.00', 'Pay with 3-D Secure', 'Fail the payment', 'Close without paying'])
      expect(page).toContain(label);
    expect(page).toContain('width=device-width');
  });

  it('sends the browser back with a payment id, the order id and a valid signature after 3-D Secure approval', async () => {
    const order = await sandbox.provider.createOrder({ amount: 200000n, receipt: '3ds' });
    const fields = {
      key_id: testSecrets.keyId,
      order_id: order.id,
      callback_url: 'http://localhost:5173/return?deposit=d1',
    };
    const challenge = await (await post('/v1/checkout/embedded/3ds', fields)).text();
    expect(challenge).toContain('Approve');
    expect(challenge).toContain('Decline');
    const answer = await post('/v1/checkout/embedded/outcome', { ...fields, outcome: '3ds-approve' });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') as string);
    expect(back.origin + back.pathname).toBe('http://localhost:5173/return');
    expect(back.searchParams.get('deposit')).toBe('d1');
    expect(back.searchParams.get('razorpay_order_id')).toBe(order.id);
    expect(
      isValidCheckoutSignature({
        storedOrderId: order.id,
        paymentId: back.searchParams.get('razorpay_payment_id') as string,
        signature: back.searchParams.get('razorpay_signature') as string,
        keySecret: testSecrets.keySecret,
      }),
    ).toBe(true);
  });

  it('sends the browser back with the reason after a decline, and to the cancel URL when closed', async () => {
    const order = await sandbox.provider.createOrder({ amount: 10000n, receipt: 'declined' });
    const fields = {
      key_id: testSecrets.keyId,
      order_id: order.id,
      callback_url: 'http://localhost:5173/return',
      cancel_url: 'http://localhost:5173/cancelled',
    };
    const declined = new URL(
      (await post('/v1/checkout/embedded/outcome', { ...fields, outcome: '3ds-decline' })).headers.get(
        'location',
      ) as string,
    );
    expect(declined.pathname).toBe('/return');
    expect(declined.searchParams.get('error[reason]')).toBe('authentication_failed');
    expect(declined.searchParams.get('razorpay_signature')).toBeNull();
    const closed = new URL(
      (await post('/v1/checkout/embedded/outcome', { ...fields, outcome: 'close' })).headers.get(
        'location',
      ) as string,
    );
    expect(closed.pathname).toBe('/cancelled');
    expect(closed.searchParams.get('error[reason]')).toBe('payment_cancelled');
  });

  it('refuses to open checkout for a paid order, an unknown order or another key id', async () => {
    const order = await sandbox.provider.createOrder({ amount: 10000n, receipt: 'paid_twice' });
    await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'success' });
    const open = (values: Record<string, string>) =>
      fetch(
        `${sandbox.url}/v1/checkout/embedded?${form({ key_id: testSecrets.keyId, callback_url: 'http://localhost/return', ...values })}`,
      );
    expect((await open({ order_id: order.id })).status).toBe(400);
    expect((await open({ order_id: 'order_Unknown0000000' })).status).toBe(400);
    expect((await open({ order_id: order.id, key_id: 'rzp_test_other' })).status).toBe(400);
  });
});

describe('bank transfers', () => {
  it('credits from the verified account by default, found by the customer’s email, with a UTR', async () => {
    const account = await newVirtualAccount('transfer@example.com');
    const { status, body } = await sandbox.control('POST', '/bank-transfers', {
      to: 'TRANSFER@example.com',
      amount: '5000',
      utr: 'HDFCN52026112300',
      mode: 'NEFT',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      utr: 'HDFCN52026112300',
      amount: 500000,
      virtualAccountId: account.id,
      matchesAllowedPayer: true,
    });
    const [webhook] = await eventually(
      () => eventsFor(account.id).length === 1 && eventsFor(account.id),
      'the credit',
    );
    const event = parseRazorpayWebhook(webhook?.body as string);
    if (event.type !== 'virtual_account.credited') throw new Error(event.type);
    expect(event.transfer).toMatchObject({
      kind: 'bank_transfer',
      mode: 'NEFT',
      utr: 'HDFCN52026112300',
      amount: 500000n,
      payer: {
        ifsc: 'HDFC0001234',
        accountNumber: '50100099887766',
        bankName: 'HDFC Bank',
        name: 'Ravi Kumar',
      },
    });
    expect(event.virtualAccount).toMatchObject({ id: account.id, amountPaid: 500000n });
  });

  it('records a transfer whose webhook is lost, sends nothing until it is resent, and says so', async () => {
    const account = await newVirtualAccount('lost@example.com');
    const { body } = await sandbox.control('POST', '/bank-transfers', {
      to: account.id,
      amount: '1200',
      loseWebhook: true,
    });
    const lost = body as unknown as {
      paymentId: string;
      delivery: unknown;
      event: { id: string; state: string };
    };
    expect(lost).toMatchObject({ delivery: null, event: { state: 'lost' } });
    expect((await sandbox.provider.fetchPayment(lost.paymentId)).status).toBe('captured');
    const page = await fetch(`${sandbox.url}/payments/bank-transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: account.id, amount: '300', loseWebhook: 'on' }),
    });
    expect(await page.text()).toContain('lost on the way (Resend it from the events list)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eventsFor(account.id)).toEqual([]);

    await sandbox.control('POST', '/events/resend', { eventIds: [lost.event.id] });
    await eventually(() => eventsFor(account.id).length === 1, 'the resent credit');
  });

  it('refunds a payment from the dashboard, in part from the control API and the rest from the page, as the API then reports', async () => {
    const account = await newVirtualAccount('refunded@example.com');
    const { body } = await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '1500' });
    const { paymentId } = body as unknown as { paymentId: string };

    const part = await sandbox.control('POST', `/payments/${paymentId}/refund`, { amount: '500' });
    expect(part.status).toBe(200);
    expect(await sandbox.provider.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amountRefunded: 500_00n,
      refundStatus: 'partial',
    });
    const home = await (await fetch(`${sandbox.url}/`)).text();
    expect(home).toContain(`action="/payments/payments/${paymentId}/refund"`);

    const rest = await post(`/payments/payments/${paymentId}/refund`, { amount: '' });
    expect(rest.status).toBe(303);
    expect(await sandbox.provider.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amountRefunded: 1500_00n,
      refundStatus: 'full',
    });
    const again = await sandbox.control('POST', `/payments/${paymentId}/refund`, {});
    expect(again.status).toBe(400);
  });

  it('makes a pending refund that later fails, giving the money back to the merchant, and voids an authorisation never captured', async () => {
    const account = await newVirtualAccount('refund-fails@example.com');
    const { body } = await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '1000' });
    const { paymentId } = body as unknown as { paymentId: string };
    const made = await sandbox.control('POST', `/payments/${paymentId}/refund`, {
      amount: '400',
      pending: true,
    });
    const { id: refundId } = (made.body as unknown as { refund: { id: string } }).refund;
    expect(await sandbox.provider.fetchRefund(paymentId, refundId)).toMatchObject({
      status: 'pending',
      amount: 400_00n,
    });
    expect((await sandbox.provider.fetchPayment(paymentId)).amountRefunded).toBe(400_00n);

    expect((await sandbox.control('POST', `/refunds/${refundId}/fail`, {})).status).toBe(200);
    expect(await sandbox.provider.fetchRefund(paymentId, refundId)).toMatchObject({ status: 'failed' });
    expect(await sandbox.provider.fetchPayment(paymentId)).toMatchObject({
      amountRefunded: 0n,
      refundStatus: null,
    });
    await eventually(
      () =>
        webhooksFor(refundId)
          .map((webhook) => webhook.event)
          .sort()
          .join() === 'refund.created,refund.failed',
      'refund.created and refund.failed',
    );
    expect((await sandbox.control('POST', `/refunds/${refundId}/process`, {})).status).toBe(400);

    const order = await sandbox.provider.createOrder({ amount: 30000n, receipt: 'voided' });
    const authorized = await sandbox.control('POST', `/orders/${order.id}/authorize`, {});
    const { id: cardPaymentId } = (authorized.body as unknown as { payment: { id: string } }).payment;
    await sandbox.control('POST', `/payments/${cardPaymentId}/refund`, {});
    expect(await sandbox.provider.fetchPayment(cardPaymentId)).toMatchObject({
      status: 'refunded',
      captured: false,
      amountRefunded: 30000n,
    });
  });

  it('reports a transfer from another account or an unknown one, and still sends the webhook', async () => {
    const account = await newVirtualAccount('other@example.com');
    const other = await sandbox.control('POST', '/bank-transfers', {
      to: account.bankAccount?.accountNumber,
      amount: '1000',
      fromAccount: '123456789012',
      fromIfsc: 'SBIN0000001',
    });
    expect(other.body).toMatchObject({
      matchesAllowedPayer: false,
      payer: { account_number: '123456789012' },
    });
    const unknown = await sandbox.control('POST', '/bank-transfers', {
      to: account.id,
      amount: '1000',
      unknownPayer: true,
    });
    expect(unknown.body).toMatchObject({ matchesAllowedPayer: false, payer: null });
    await eventually(() => eventsFor(account.id).length === 2, 'both credits');
  });

  it('sends a UPI payment to the account’s UPI id with the payer’s VPA and an RRN', async () => {
    const account = await newVirtualAccount('upi@example.com');
    await sandbox.control('POST', '/bank-transfers', {
      to: account.vpa?.address,
      amount: '150.50',
      method: 'upi',
      fromVpa: 'ravi@okhdfcbank',
    });
    const [webhook] = await eventually(
      () => eventsFor(account.id).length === 1 && eventsFor(account.id),
      'the UPI credit',
    );
    const event = parseRazorpayWebhook(webhook?.body as string);
    if (event.type !== 'virtual_account.credited' || event.transfer.kind !== 'upi_transfer')
      throw new Error('not UPI');
    expect(event.transfer).toMatchObject({
      amount: 15050n,
      payerVpa: 'ravi@okhdfcbank',
      payer: { accountNumber: '50100099887766' },
    });
    expect(event.transfer.rrn).toMatch(/^\d{12}$/);
  });

  it('answers a transfer to nobody, a bad amount or a half-given sender with a 4xx that says why', async () => {
    const account = await newVirtualAccount('refusals@example.com');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ to: 'nobody@example.com', amount: '100' }, 404, 'No virtual account'],
      [{ to: account.id, amount: '12.345' }, 400, 'at most 2 decimal places'],
      [{ to: account.id, amount: '-5' }, 400, 'not an amount'],
      [{ to: account.id, amount: '0.50' }, 400, 'at least ₹1'],
      [{ to: account.id, amount: '100', fromAccount: '123456789' }, 400, 'go together'],
      [{ to: account.id }, 400, 'amount is missing'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await sandbox.control('POST', '/bank-transfers', body);
      expect([answer.status, String(answer.body.message)]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
  });
});

describe('robustness', () => {
  it('answers malformed requests with 4xx in Razorpay’s error shape and keeps serving', async () => {
    const authorization = `Basic ${Buffer.from(`${testSecrets.keyId}:${testSecrets.keySecret}`).toString('base64')}`;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${sandbox.url}${path}`, { ...init, headers: { authorization, ...(init.headers ?? {}) } });
    const answers = await Promise.all([
      call('/v1/orders', { method: 'POST', body: '{"amount":' }),
      call('/v1/orders', { method: 'POST', body: '{"amount": 99, "currency": "INR"}' }),
      call('/v1/orders', { method: 'POST', body: '{"amount": 1000.5, "currency": "INR"}' }),
      call('/v1/orders', {
        method: 'POST',
        body: JSON.stringify({ amount: 1000, currency: 'INR', receipt: 'r'.repeat(41) }),
      }),
      call('/v1/virtual_accounts', { method: 'POST', body: '{"receivers": {"types": ["qr"]}}' }),
      call('/v1/orders/order_Nope/payments/extra/deep'),
      fetch(`${sandbox.url}/v1/orders`, { method: 'POST', body: '{}' }),
      fetch(`${sandbox.url}/sandbox/payments/bank-transfers`, { method: 'POST', body: '[1,2' }),
      fetch(`${sandbox.url}/sandbox/payments/events?last=lots`),
      fetch(`${sandbox.url}/v1/checkout/embedded?order_id=x&callback_url=javascript:alert(1)`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      400, 400, 400, 400, 400, 404, 401, 400, 400, 400,
    ]);
    const amountRefusal = (await answers[1]?.json()) as { error: Record<string, unknown> };
    expect(amountRefusal.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be atleast INR 1.00',
      field: 'amount',
    });
    const huge = await fetch(`${sandbox.url}/sandbox/payments/bank-transfers`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
    }).catch(() => undefined);
    expect(huge === undefined || huge.status === 413).toBe(true);
    expect((await fetch(`${sandbox.url}/`)).status).toBe(200);
  });
});
