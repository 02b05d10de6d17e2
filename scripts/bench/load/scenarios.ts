/**
 * The load bench's routes as autocannon scenarios: each request signed as the product's callers sign
 * it (a customer's access token, a provider's webhook signature), customers taken in turn so that
 * every connection acts for a different person.
 */
import { randomUUID } from 'node:crypto';
import type { AutocannonRequest } from 'autocannon';
import { webhookSignature } from '../../../lambdas/adapters/razorpay/razorpay-signatures';
import { type CreditedWebhook, problemDetail } from '../../../test/support/deposit-burst';
import { BENCH_FLOOR_PATH } from './floor-route';
import { eachOnce, type LoadScenario, type LoadStep, roundRobin } from './route-load';
import { BENCH_PIN, type BenchCustomer } from './seed-customers';

const json = (body: unknown) => JSON.stringify(body);

const asCustomer = (
  customer: BenchCustomer,
  request: AutocannonRequest,
  headers: Record<string, string> = {},
): AutocannonRequest => ({
  ...request,
  headers: {
    authorization: `Bearer ${customer.accessToken}`,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  },
});

/** Five PIN checks of one customer at once is the product's limit: more wait their turn (429). */
const pinBusy = (status: number, body: string) => status === 429 && /same moment/.test(problemDetail(body));
/** One wallet kept busy by its own payments gives up after its retries (502, nothing written). */
const ledgerBusy = (status: number, body: string) =>
  status === 502 && problemDetail(body).startsWith('The ledger is busy with other payments');
const busy = (status: number, body: string) => pinBusy(status, body) || ledgerBusy(status, body);

const readEach = (row: string, customers: readonly BenchCustomer[], path: string): LoadStep => {
  const next = roundRobin(customers);
  return { row, request: () => asCustomer(next(), { method: 'GET', path }) };
};

export const FLOOR_ROW = 'floor (one GetItem)';

export const floorStep = (customers: readonly BenchCustomer[]) =>
  readEach(FLOOR_ROW, customers, BENCH_FLOOR_PATH);

export const getMeStep = (customers: readonly BenchCustomer[]) => readEach('GET /me', customers, '/me');

export const inrListStep = (customers: readonly BenchCustomer[]) =>
  readEach('INR list', customers, '/wallets/inr/transactions?limit=20');

/** Each prepared item sent once (an event, a payment), the run as long as there are items. */
function eachOnceScenario<T>(
  row: string,
  items: readonly T[],
  toRequest: (item: T) => AutocannonRequest,
): LoadScenario {
  const next = eachOnce(items);
  return {
    bound: { requests: items.length },
    steps: [
      {
        row,
        request: () => {
          const item = next();
          return item === undefined ? undefined : toRequest(item);
        },
        expectedRefusal: ledgerBusy,
      },
    ],
  };
}

/** Signed `virtual_account.credited` events, each delivered once as the provider would. */
export const webhookScenario = (webhooks: readonly CreditedWebhook[], secret: string) =>
  eachOnceScenario('bank-transfer webhook', webhooks, (webhook) => ({
    method: 'POST',
    path: '/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': webhook.eventId,
      'x-razorpay-signature': webhookSignature(secret, webhook.body),
    },
    body: webhook.body,
  }));

export interface PaidCardDeposit {
  customer: BenchCustomer;
  depositId: string;
  /** What the checkout sends the browser back with. */
  returned: Record<string, string>;
}

/** The browser's return from checkout, each paid deposit confirmed once. */
export const cardConfirmScenario = (paid: readonly PaidCardDeposit[]) =>
  eachOnceScenario('card confirm', paid, (deposit) =>
    asCustomer(deposit.customer, {
      method: 'POST',
      path: `/wallets/inr/card-deposits/${deposit.depositId}/confirm`,
      body: json({
        razorpay_payment_id: deposit.returned.razorpay_payment_id,
        razorpay_order_id: deposit.returned.razorpay_order_id,
        razorpay_signature: deposit.returned.razorpay_signature,
      }),
    }),
  );

/** A quote for ₹100, then the buy of that quote with the PIN, by one customer after another. */
export function quoteAndBuySteps(customers: readonly BenchCustomer[]): LoadStep[] {
  const next = roundRobin(customers);
  const byId = new Map(customers.map((customer) => [customer.userId, customer]));
  return [
    {
      row: 'buy-usdt quote',
      request: (context) => {
        const customer = next();
        context.userId = customer.userId;
        return asCustomer(customer, {
          method: 'POST',
          path: '/trade/buy-usdt/quotes',
          body: json({ spendInr: '100.00' }),
        });
      },
      remember: (body, context) => {
        context.quoteId = String((JSON.parse(body) as { quoteId?: unknown }).quoteId);
      },
    },
    {
      row: 'buy-usdt order',
      request: (context) => {
        const customer = byId.get(context.userId ?? '');
        if (!customer || !context.quoteId) return undefined;
        return asCustomer(
          customer,
          {
            method: 'POST',
            path: '/trade/buy-usdt/orders',
            body: json({ quoteId: context.quoteId, pin: BENCH_PIN }),
          },
          { 'idempotency-key': randomUUID() },
        );
      },
      expectedRefusal: busy,
    },
  ];
}

/** ₹100 to the customer's verified bank account, confirmed with the PIN. */
export function withdrawalStep(customers: readonly BenchCustomer[]): LoadStep {
  const next = roundRobin(customers);
  return {
    row: 'INR withdrawal',
    request: () =>
      asCustomer(
        next(),
        {
          method: 'POST',
          path: '/wallets/inr/withdrawals',
          body: json({ amount: '100.00', pin: BENCH_PIN }),
        },
        { 'idempotency-key': randomUUID() },
      ),
    expectedRefusal: busy,
  };
}
