/**
 * Razorpay's list endpoints: `{ entity: 'collection', count, items }`, newest first, created in
 * [from, to], `count` (1–100, 10 unless asked) after `skip`; each list's own filters beside.
 */
import { type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';

export function listCreated<Item extends { created_at: number }>(items: Item[], query: URLSearchParams) {
  const integer = (name: string, fallback: number) => {
    const value = query.get(name);
    if (value === null || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new RazorpayRefusal(400, `The ${name} must be an integer.`, name);
    return Number(value);
  };
  const from = integer('from', 0);
  const to = integer('to', Number.MAX_SAFE_INTEGER);
  const count = integer('count', 10);
  const skip = integer('skip', 0);
  if (count < 1 || count > 100)
    throw new RazorpayRefusal(400, 'The count must be between 1 and 100.', 'count');
  const page = items
    .filter((item) => item.created_at >= from && item.created_at <= to)
    .reverse()
    .slice(skip, skip + count);
  return { entity: 'collection', count: page.length, items: page };
}

/** A yes/no filter as Razorpay takes it in a query: 1 or true, 0 or false. */
function flag(query: URLSearchParams, name: string): boolean | null {
  const value = query.get(name);
  if (value === null || value === '') return null;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new RazorpayRefusal(400, `The ${name} field must be true or false.`, name);
}

/** `GET /v1/orders`: `authorized` keeps orders with an authorised payment; `receipt` matches exactly. */
export function listOrders(sandbox: PaymentsSandbox, query: URLSearchParams) {
  const { orders, payments } = sandbox.state.data;
  const authorized = flag(query, 'authorized');
  const receipt = query.get('receipt');
  const hasAuthorized = (orderId: string) =>
    Object.values(payments).some(
      (payment) => payment.order_id === orderId && payment.status === 'authorized',
    );
  const matching = Object.values(orders).filter(
    (order) =>
      (authorized === null || hasAuthorized(order.id) === authorized) &&
      (receipt === null || receipt === '' || order.receipt === receipt),
  );
  return listCreated(matching, query);
}

/** `GET /v1/virtual_accounts/{id}/payments`: what arrived on it, by bank transfer or UPI. */
export function virtualAccountPayments(
  sandbox: PaymentsSandbox,
  virtualAccountId: string,
  query: URLSearchParams,
) {
  const account = sandbox.virtualAccount(virtualAccountId);
  const { bankTransfers, upiTransfers, payments } = sandbox.state.data;
  const arrivedHere = new Set(
    [...Object.values(bankTransfers), ...Object.values(upiTransfers)]
      .filter((transfer) => transfer.virtual_account_id === account.id)
      .map((transfer) => transfer.payment_id),
  );
  const arrived = Object.values(payments).filter((payment) => arrivedHere.has(payment.id));
  return listCreated(arrived, query);
}

/** `GET /v1/payments/{id}/refunds`: the refunds of one payment. */
export function paymentRefunds(sandbox: PaymentsSandbox, paymentId: string, query: URLSearchParams) {
  const payment = sandbox.payment(paymentId);
  const refunds = Object.values(sandbox.state.data.refunds).filter(
    (refund) => refund.payment_id === payment.id,
  );
  return listCreated(refunds, query);
}
