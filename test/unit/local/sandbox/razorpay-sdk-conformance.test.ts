/**
 * Razorpay's official Node SDK (`razorpay` 2.9.6), unchanged but for its base URL, against the payments
 * sandbox: every call the wallet or a person trying it would make answers in the shape Razorpay documents
 * (the SDK's documents/*.md and razorpay.com/docs/api), and what Razorpay refuses is refused with its
 * status, code and words, which the SDK hands over as `{ statusCode, error: { code, description } }`.
 * Money is moved as a person does it, through the sandbox's control API (checkout, bank transfer,
 * settlement). The SDK has no RazorpayX resources (contacts, payouts): payouts-sandbox tests cover those.
 */
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestSandbox, testSecrets } from '../../../support/payments-sandbox';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let razorpay: Razorpay;

/** The SDK as a merchant builds it, its requests sent to the sandbox instead of api.razorpay.com. */
function sdkFor(keySecret: string): Razorpay {
  const client = new Razorpay({ key_id: testSecrets.keyId, key_secret: keySecret });
  (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = sandbox.url;
  return client;
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  razorpay = sdkFor(testSecrets.keySecret);
});
afterAll(() => sandbox.stop());

/** Razorpay's refusal as the SDK rejects with it. */
const refused = (statusCode: number, description: string, field?: string) => ({
  statusCode,
  error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}) },
});
const UNKNOWN_ID = refused(400, 'The id provided does not exist');

/** Every field the documentation shows for the entity is there (Razorpay adds fields over time). */
const documented = (entity: unknown, fields: string[]) =>
  expect(Object.keys(entity as object)).toEqual(expect.arrayContaining(fields));

const ORDER_FIELDS = [
  'id',
  'entity',
  'amount',
  'amount_paid',
  'amount_due',
  'currency',
  'receipt',
  'offer_id',
  'status',
  'attempts',
  'notes',
  'created_at',
];
const PAYMENT_FIELDS = [
  'id',
  'entity',
  'amount',
  'currency',
  'status',
  'order_id',
  'invoice_id',
  'international',
  'method',
  'amount_refunded',
  'refund_status',
  'captured',
  'description',
  'card_id',
  'bank',
  'wallet',
  'vpa',
  'email',
  'contact',
  'notes',
  'fee',
  'tax',
  'error_code',
  'error_description',
  'created_at',
];
const REFUND_FIELDS = [
  'id',
  'entity',
  'amount',
  'currency',
  'payment_id',
  'notes',
  'receipt',
  'acquirer_data',
  'created_at',
  'batch_id',
  'status',
  'speed_processed',
  'speed_requested',
];
const VIRTUAL_ACCOUNT_FIELDS = [
  'id',
  'name',
  'entity',
  'status',
  'description',
  'amount_expected',
  'notes',
  'amount_paid',
  'customer_id',
  'receivers',
  'close_by',
  'closed_at',
  'created_at',
];

const collectionOf = (count: number) => ({ entity: 'collection', count, items: expect.any(Array) });

async function control(method: string, path: string, body?: unknown) {
  const answer = await sandbox.control(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Record<string, unknown>;
}

/** An order paid at the checkout; its captured payment. */
async function paidOrder(amount: number, receipt: string) {
  const order = await razorpay.orders.create({ amount, currency: 'INR', receipt });
  const paid = await control('POST', '/checkout', { order_id: order.id, outcome: 'success' });
  const paymentId = (paid.fields as Record<string, string>).razorpay_payment_id as string;
  return { order, paymentId };
}

let customerCount = 0;
async function newCustomer() {
  customerCount += 1;
  return razorpay.customers.create({
    name: 'Meera Iyer',
    email: `meera.${customerCount}.${Date.now()}@example.com`,
    contact: `98${String(Date.now() + customerCount).slice(-8)}`,
  });
}

describe('the official Razorpay SDK against the payments sandbox', () => {
  it('is refused with a wrong key secret as Razorpay refuses it', async () => {
    await expect(sdkFor('not-the-secret').orders.all()).rejects.toMatchObject(
      refused(401, 'The api key/secret provided is invalid'),
    );
  });

  it('orders: create, fetch, all (by receipt and by authorised payments), fetchPayments', async () => {
    const receipt = `sdk_${Date.now()}`;
    const order = await razorpay.orders.create({
      amount: 50_000,
      currency: 'INR',
      receipt,
      notes: { purpose: 'sdk' },
    });
    documented(order, ORDER_FIELDS);
    expect(order).toMatchObject({
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      receipt,
      status: 'created',
      attempts: 0,
      notes: { purpose: 'sdk' },
    });
    expect(await razorpay.orders.fetch(order.id)).toEqual(order);

    const byReceipt = await razorpay.orders.all({ receipt });
    expect(byReceipt).toMatchObject(collectionOf(1));
    expect(byReceipt.items[0]?.id).toBe(order.id);
    const newest = await razorpay.orders.all({ count: 1 });
    expect(newest).toMatchObject(collectionOf(1));
    expect(newest.items[0]?.id).toBe(order.id);

    await control('POST', `/orders/${order.id}/authorize`);
    const authorized = await razorpay.orders.all({ authorized: 1, count: 100 });
    expect(authorized.items.map(({ id }) => id)).toContain(order.id);
    const payments = await razorpay.orders.fetchPayments(order.id);
    expect(payments).toMatchObject(collectionOf(1));
    expect(payments.items[0]).toMatchObject({ order_id: order.id, status: 'authorized', captured: false });

    await expect(razorpay.orders.create({ amount: 50, currency: 'INR' })).rejects.toMatchObject(
      refused(400, 'The amount must be atleast INR 1.00', 'amount'),
    );
    await expect(razorpay.orders.fetch('order_NoSuchOrder0001')).rejects.toMatchObject(UNKNOWN_ID);
  });

  it('payments: fetch, all, and capture of an authorised payment once, for its amount', async () => {
    const order = await razorpay.orders.create({ amount: 75_000, currency: 'INR', receipt: 'sdk_capture' });
    const { payment: authorized } = (await control('POST', `/orders/${order.id}/authorize`)) as {
      payment: { id: string };
    };
    const fetched = await razorpay.payments.fetch(authorized.id);
    documented(fetched, PAYMENT_FIELDS);
    expect(fetched).toMatchObject({
      entity: 'payment',
      status: 'authorized',
      captured: false,
      amount: 75_000,
    });

    await expect(razorpay.payments.capture(authorized.id, 70_000, 'INR')).rejects.toMatchObject(
      refused(400, 'Capture amount must be equal to the amount authorized', 'amount'),
    );
    const captured = await razorpay.payments.capture(authorized.id, 75_000, 'INR');
    documented(captured, PAYMENT_FIELDS);
    expect(captured).toMatchObject({ id: authorized.id, status: 'captured', captured: true, amount: 75_000 });
    expect(captured.fee).toBeGreaterThan(0);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_due: 0 });
    await eventually(
      () =>
        sandbox.received.some(
          ({ event, body }) => event === 'payment.captured' && body.includes(authorized.id),
        ),
      'payment.captured for the manual capture',
    );
    await expect(razorpay.payments.capture(authorized.id, 75_000, 'INR')).rejects.toMatchObject(
      refused(400, 'This payment has already been captured'),
    );

    const declined = await razorpay.orders.create({ amount: 20_000, currency: 'INR' });
    const failure = await control('POST', '/checkout', { order_id: declined.id, outcome: 'failure' });
    const failedId = JSON.parse((failure.fields as Record<string, string>)['error[metadata]'] as string)
      .payment_id as string;
    await expect(razorpay.payments.capture(failedId, 20_000, 'INR')).rejects.toMatchObject(
      refused(400, 'Only payments which have been authorized and not yet captured can be captured'),
    );

    const listed = await razorpay.payments.all({ count: 2 });
    expect(listed).toMatchObject(collectionOf(2));
    expect(listed.items.map(({ id }) => id)).toContain(failedId);
    await expect(razorpay.payments.fetch('pay_NoSuchPayment01')).rejects.toMatchObject(UNKNOWN_ID);
    await expect(razorpay.payments.capture('pay_NoSuchPayment01', 100, 'INR')).rejects.toMatchObject(
      UNKNOWN_ID,
    );
  });

  it('refunds: payments.refund, fetchRefund, fetchMultipleRefund; refunds.fetch, all, edit', async () => {
    const { paymentId } = await paidOrder(100_000, 'sdk_refunds');
    const first = await razorpay.payments.refund(paymentId, { amount: 30_000, notes: { reason: 'first' } });
    documented(first, REFUND_FIELDS);
    expect(first).toMatchObject({
      entity: 'refund',
      amount: 30_000,
      payment_id: paymentId,
      status: 'processed',
    });
    const second = await razorpay.payments.refund(paymentId, { amount: 20_000 });
    expect(await razorpay.payments.fetch(paymentId)).toMatchObject({
      amount_refunded: 50_000,
      refund_status: 'partial',
    });

    expect(await razorpay.payments.fetchRefund(paymentId, first.id)).toEqual(first);
    const ofPayment = await razorpay.payments.fetchMultipleRefund(paymentId);
    expect(ofPayment).toMatchObject(collectionOf(2));
    expect(ofPayment.items.map(({ id }) => id)).toEqual([second.id, first.id]);
    expect(
      (
        await razorpay.refunds.all(
          // The SDK's code takes a payment_id (GET /payments/{id}/refunds) its typings leave out.
          { payment_id: paymentId, count: 1 } as Parameters<typeof razorpay.refunds.all>[0],
        )
      ).items,
    ).toEqual([second]);
    expect((await razorpay.refunds.all({ count: 1 })).items).toEqual([second]);
    expect(await razorpay.refunds.fetch(first.id)).toEqual(first);
    expect(await razorpay.refunds.fetch(first.id, { payment_id: paymentId })).toEqual(first);

    const edited = await razorpay.refunds.edit(first.id, { notes: { reason: 'changed', ticket: '42' } });
    expect(edited).toEqual({ ...first, notes: { reason: 'changed', ticket: '42' } });
    expect((await razorpay.refunds.fetch(first.id)).notes).toEqual({ reason: 'changed', ticket: '42' });

    await expect(razorpay.payments.refund(paymentId, { amount: 60_000 })).rejects.toMatchObject(
      refused(400, 'The refund amount provided is greater than amount captured', 'amount'),
    );
    // Each call starts only when awaited: a refusal that settles while an earlier one is still awaited
    // would be an unhandled rejection.
    for (const call of [
      () => razorpay.refunds.fetch('rfnd_NoSuchRefund001'),
      () => razorpay.refunds.edit('rfnd_NoSuchRefund001', { notes: { reason: 'none' } }),
      () => razorpay.payments.fetchRefund(paymentId, 'rfnd_NoSuchRefund001'),
      () => razorpay.payments.fetchMultipleRefund('pay_NoSuchPayment01'),
    ])
      await expect(call()).rejects.toMatchObject(UNKNOWN_ID);
  });

  it('customers: create, fetch, and a second with the same email refused', async () => {
    const customer = await newCustomer();
    documented(customer, ['id', 'entity', 'name', 'email', 'contact', 'gstin', 'notes', 'created_at']);
    expect(customer).toMatchObject({ entity: 'customer', name: 'Meera Iyer' });
    expect(await razorpay.customers.fetch(customer.id)).toEqual(customer);
    await expect(
      razorpay.customers.create({ name: 'Meera Iyer', email: customer.email as string }),
    ).rejects.toMatchObject(refused(400, 'Customer already exists for the merchant'));
    await expect(razorpay.customers.fetch('cust_NoSuchCustomer')).rejects.toMatchObject(UNKNOWN_ID);
  });

  it('virtual accounts: create, fetch, all, allowedPayer, fetchPayments, bankTransfer, close', async () => {
    const customer = await newCustomer();
    const account = await razorpay.virtualAccounts.create({
      receivers: { types: ['bank_account'] },
      allowed_payers: [
        { type: 'bank_account', bank_account: { ifsc: 'HDFC0001234', account_number: '50100012345678' } },
      ],
      description: 'Wallet deposits',
      customer_id: customer.id,
      notes: { userId: 'user-sdk' },
    });
    documented(account, VIRTUAL_ACCOUNT_FIELDS);
    expect(account).toMatchObject({
      entity: 'virtual_account',
      status: 'active',
      customer_id: customer.id,
      amount_paid: 0,
      closed_at: null,
      receivers: [{ entity: 'bank_account', ifsc: 'RATN0VAAPIS', bank_name: 'RBL Bank' }],
    });
    expect(await razorpay.virtualAccounts.fetch(account.id)).toEqual(account);
    expect((await razorpay.virtualAccounts.all({ count: 1 })).items).toEqual([account]);

    const withPayer = await razorpay.virtualAccounts.allowedPayer(account.id, {
      type: 'bank_account',
      bank_account: { ifsc: 'ICIC0000123', account_number: '000401234567' },
    });
    expect(withPayer.allowed_payers?.map((payer) => payer.bank_account.ifsc)).toEqual([
      'HDFC0001234',
      'ICIC0000123',
    ]);

    const transfer = (await control('POST', '/bank-transfers', {
      to: account.id,
      amount: '2500',
      utr: 'HDFCN52000000001',
      mode: 'NEFT',
    })) as { paymentId: string };
    const payments = await razorpay.virtualAccounts.fetchPayments(account.id);
    expect(payments).toMatchObject(collectionOf(1));
    documented(payments.items[0], PAYMENT_FIELDS);
    expect(payments.items[0]).toMatchObject({
      id: transfer.paymentId,
      method: 'bank_transfer',
      status: 'captured',
      amount: 250_000,
      customer_id: customer.id,
    });
    expect(await razorpay.payments.bankTransfer(transfer.paymentId)).toMatchObject({
      entity: 'bank_transfer',
      payment_id: transfer.paymentId,
      mode: 'NEFT',
      bank_reference: 'HDFCN52000000001',
      amount: 250_000,
      virtual_account_id: account.id,
    });

    const closed = await razorpay.virtualAccounts.close(account.id);
    expect(closed).toMatchObject({ id: account.id, status: 'closed', amount_paid: 250_000 });
    expect(closed.closed_at).toEqual(expect.any(Number));
    expect(await razorpay.virtualAccounts.fetch(account.id)).toMatchObject({ status: 'closed' });
    // Money sent to a closed account does not arrive on it.
    expect((await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '100' })).status).toBe(
      400,
    );
    expect((await razorpay.virtualAccounts.fetchPayments(account.id)).count).toBe(1);
    await expect(razorpay.virtualAccounts.close(account.id)).rejects.toMatchObject(
      refused(400, 'Virtual Account is closed'),
    );
    for (const call of [
      () => razorpay.virtualAccounts.fetch('va_NoSuchAccount0001'),
      () => razorpay.virtualAccounts.fetchPayments('va_NoSuchAccount0001'),
      () => razorpay.virtualAccounts.close('va_NoSuchAccount0001'),
    ])
      await expect(call()).rejects.toMatchObject(UNKNOWN_ID);
  });

  it('settlements: all, fetch, reports by month and by day, and no on-demand settlements', async () => {
    await paidOrder(40_000, 'sdk_settlement');
    const settlement = (await control('POST', '/settlements')) as { id: string; created_at: number };
    const all = await razorpay.settlements.all({ count: 1 });
    expect(all).toMatchObject(collectionOf(1));
    expect(all.items[0]).toMatchObject({ id: settlement.id, entity: 'settlement', status: 'processed' });
    const fetched = await razorpay.settlements.fetch(settlement.id);
    documented(fetched, ['id', 'entity', 'amount', 'status', 'fees', 'tax', 'utr', 'created_at']);

    const day = new Date(settlement.created_at * 1000);
    const month = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1 };
    // The SDK's typings have the report as one line; its documents and Razorpay's answer a collection.
    type Report = { items: { settlement_id: string }[] };
    const ofMonth = (await razorpay.settlements.reports({ ...month, count: 1000 })) as unknown as Report;
    const ofDay = (await razorpay.settlements.reports({
      ...month,
      day: day.getUTCDate(),
      count: 1000,
    })) as unknown as Report;
    for (const report of [ofMonth, ofDay]) {
      const lines = report.items.filter((item) => item.settlement_id === settlement.id);
      expect(lines.length).toBeGreaterThan(0);
      documented(lines[0], ['entity_id', 'type', 'debit', 'credit', 'amount', 'currency', 'fee', 'tax']);
    }

    expect(await razorpay.settlements.fetchAllOndemandSettlement({})).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });
    await expect(
      razorpay.settlements.fetchOndemandSettlementById('setlod_NoSuchOne001'),
    ).rejects.toMatchObject(UNKNOWN_ID);
    await expect(razorpay.settlements.fetch('setl_NoSuchSettle01')).rejects.toMatchObject(UNKNOWN_ID);
  });

  it("fund accounts: a customer's bank account created with customer_id and fetched by the customer", async () => {
    const customer = await newCustomer();
    const created = await razorpay.fundAccount.create({
      customer_id: customer.id,
      account_type: 'bank_account',
      bank_account: { name: 'Meera Iyer', account_number: '11214311215411', ifsc: 'HDFC0000053' },
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^fa_\w{14}$/),
      entity: 'fund_account',
      customer_id: customer.id,
      account_type: 'bank_account',
      bank_account: {
        ifsc: 'HDFC0000053',
        bank_name: 'HDFC Bank',
        name: 'Meera Iyer',
        notes: [],
        account_number: '11214311215411',
      },
      batch_id: null,
      active: true,
      created_at: expect.any(Number),
    });
    expect(await razorpay.fundAccount.fetch(customer.id)).toEqual({
      entity: 'collection',
      count: 1,
      items: [created],
    });
    await expect(
      razorpay.fundAccount.create({
        customer_id: 'cust_NoSuchCustomer',
        account_type: 'bank_account',
        bank_account: { name: 'Meera Iyer', account_number: '11214311215411', ifsc: 'HDFC0000053' },
      }),
    ).rejects.toMatchObject(UNKNOWN_ID);
    await expect(razorpay.fundAccount.fetch('cust_NoSuchCustomer')).rejects.toMatchObject(UNKNOWN_ID);
  });

  it('webhooks: every delivery passes Razorpay.validateWebhookSignature, and a changed body does not', async () => {
    const { order } = await paidOrder(30_000, 'sdk_webhooks');
    const deliveries = await eventually(() => {
      const found = sandbox.received.filter(({ body }) => body.includes(order.id));
      return found.length === 3 && found;
    }, 'the checkout’s three webhooks');
    for (const { headers, body } of deliveries) {
      const signature = headers['x-razorpay-signature'] as string;
      expect(Razorpay.validateWebhookSignature(body, signature, testSecrets.webhookSecret)).toBe(true);
      expect(
        Razorpay.validateWebhookSignature(
          body.replace('30000', '3000000'),
          signature,
          testSecrets.webhookSecret,
        ),
      ).toBe(false);
    }
  });
});
