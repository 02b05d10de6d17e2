/**
 * The sandbox's control API: what the CLI (`npm run sandbox -- …`), tests and the sandbox's own pages
 * use to act as the customer, the bank or the provider's dashboard. JSON in and out, no authentication
 * (it listens on loopback only).
 *
 *   GET  /sandbox/payments                         everything: orders, payments, VAs, customers, events
 *   GET  /sandbox/payments/events?last=N           the newest N events (default 20) with delivery attempts
 *   POST /sandbox/payments/events/resend           { eventIds: [...] } or { last: N }: deliver again, signed
 *   POST /sandbox/payments/bank-transfers          { to, amount, utr?, fromAccount?, fromIfsc?, fromName?,
 *                                                    mode?, method?: 'upi', fromVpa?, unknownPayer?,
 *                                                    loseWebhook? }: loseWebhook records the transfer
 *                                                    but never sends its webhook (resend does)
 *   POST /sandbox/payments/checkout                { order_id, outcome: success|failure|3ds-approve|
 *                                                    3ds-decline|close, email?, loseWebhooks? }: the
 *                                                    checkout page's buttons without a browser; answers
 *                                                    the callback fields (nobody has to use them: a
 *                                                    browser gone). loseWebhooks: the events are lost
 *   POST /sandbox/payments/payments/{id}/capture   { loseWebhooks? }: a late capture of a failed payment
 *   POST /sandbox/payments/payments/{id}/refund    { amount?: rupees, loseWebhooks?, pending? }: a refund
 *                                                    made in the dashboard (refund.created, refund.processed
 *                                                    sent; pending: only refund.created, settled later); an
 *                                                    authorised payment is voided (refunded, never captured)
 *   POST /sandbox/payments/refunds/{id}/process    { loseWebhooks? }: a pending refund processed (refund.processed)
 *   POST /sandbox/payments/refunds/{id}/fail       { loseWebhooks? }: a pending refund failed (refund.failed),
 *                                                    the money back in the merchant's balance
 *   POST /sandbox/payments/orders/{id}/authorize   { loseWebhooks? }: a card payment authorised, never captured
 *   POST /sandbox/payments/settlements             { fail?, loseWebhook? }: settle what is captured and not
 *                                                    settled yet (settlement-desk.ts)
 *   POST /sandbox/payments/settlements/{id}/retry  { loseWebhook? }: a failed settlement processed
 *   GET  /sandbox/payments/webhooks                { url, paused }
 *   PUT  /sandbox/payments/webhooks                { url?, paused?, unreliable? }: retarget; pause holds new events,
 *                                                    unpausing sends the held ones at once
 *
 * Payouts (RazorpayX) have their own part, under /sandbox/payments/payouts (payouts-control.ts).
 */
import type { ServerResponse } from 'node:http';
import { SandboxInputError, type SandboxRequest, sendJson } from '../sandbox-server';
import { simulateTransfer, transferRequestOf, transferSummary } from './bank-transfer-request';
import { refundFromDashboard } from './dashboard-refund';
import { type CheckoutOutcome, type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';
import type { StoredEvent, UnreliableDelivery } from './payments-state';
import { retrySettlement, settleCapturedPayments } from './settlement-desk';

const PREFIX = '/sandbox/payments';

export function objectBody(request: SandboxRequest): Record<string, unknown> {
  const body = request.json();
  if (body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new SandboxInputError('The body must be a JSON object');
  return body as Record<string, unknown>;
}

function loseWebhooksOf(body: Record<string, unknown>): boolean {
  if (body.loseWebhooks === undefined) return false;
  if (typeof body.loseWebhooks !== 'boolean') throw new SandboxInputError('loseWebhooks is true or false');
  return body.loseWebhooks;
}

/** `METHOD /rest` for a request under `prefix` (`GET /` for the prefix itself); undefined for any other. */
export function controlRoute(request: SandboxRequest, prefix: string): string | undefined {
  const { pathname } = request.url;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return `${request.method} ${pathname.slice(prefix.length) || '/'}`;
}

export function eventView(event: StoredEvent) {
  return {
    id: event.id,
    event: event.event,
    createdAt: event.createdAt,
    state: event.state,
    nextAttemptAt: event.nextAttemptAt,
    deliveries: event.deliveries,
    payload: JSON.parse(event.body) as unknown,
  };
}

export function newestEvents(sandbox: PaymentsSandbox, last: number): StoredEvent[] {
  return Object.values(sandbox.state.data.events).slice(-last).reverse();
}

function positiveCount(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new SandboxInputError('last is a whole number from 1 to 1000');
  return count;
}

export async function resendEvents(
  sandbox: PaymentsSandbox,
  selection: { eventIds?: unknown; last?: unknown },
) {
  let events: StoredEvent[];
  if (Array.isArray(selection.eventIds) && selection.eventIds.length > 0) {
    events = selection.eventIds.map((id) => {
      const event = typeof id === 'string' ? sandbox.state.data.events[id] : undefined;
      if (!event) throw new SandboxInputError(`No event ${String(id)}`, 404);
      return event;
    });
  } else events = newestEvents(sandbox, positiveCount(selection.last, 1)).reverse();
  const resent = [];
  // One after another, oldest first, as a person clicking "Resend" down a list would.
  for (const event of events)
    resent.push({ id: event.id, event: event.event, delivery: await sandbox.sender.resend(event) });
  return resent;
}

export async function handlePaymentsControl(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const route = controlRoute(request, PREFIX);
  if (!route) return false;
  const data = sandbox.state.data;
  try {
    const capture = /^POST \/payments\/([A-Za-z0-9_]+)\/capture$/.exec(route);
    const refund = /^POST \/payments\/([A-Za-z0-9_]+)\/refund$/.exec(route);
    const settle = /^POST \/refunds\/([A-Za-z0-9_]+)\/(process|fail)$/.exec(route);
    const authorize = /^POST \/orders\/([A-Za-z0-9_]+)\/authorize$/.exec(route);
    const retry = /^POST \/settlements\/([A-Za-z0-9_]+)\/retry$/.exec(route);
    if (route === 'GET /') {
      sendJson(response, 200, {
        webhooks: data.webhooks,
        orders: Object.values(data.orders),
        payments: Object.values(data.payments),
        customers: Object.values(data.customers),
        virtualAccounts: Object.values(data.virtualAccounts),
        events: Object.values(data.events).map(eventView),
      });
    } else if (route === 'GET /events') {
      const last = positiveCount(request.url.searchParams.get('last'), 20);
      sendJson(response, 200, newestEvents(sandbox, last).map(eventView));
    } else if (route === 'POST /events/resend') {
      sendJson(response, 200, { resent: await resendEvents(sandbox, objectBody(request)) });
    } else if (route === 'POST /bank-transfers') {
      const result = await simulateTransfer(sandbox, transferRequestOf(objectBody(request)));
      sendJson(response, 200, transferSummary(result));
    } else if (route === 'POST /checkout') {
      const body = objectBody(request);
      const outcome = body.outcome as CheckoutOutcome;
      if (!['success', 'failure', '3ds-approve', '3ds-decline', 'close'].includes(outcome))
        throw new SandboxInputError('outcome is success, failure, 3ds-approve, 3ds-decline or close');
      if (typeof body.order_id !== 'string') throw new SandboxInputError('order_id is missing');
      const result = await sandbox.checkout(
        body.order_id,
        outcome,
        typeof body.email === 'string' ? body.email : null,
        { loseWebhooks: loseWebhooksOf(body) },
      );
      sendJson(response, 200, result);
    } else if (capture) {
      const events = await sandbox.captureLate(capture[1] as string, {
        loseWebhooks: loseWebhooksOf(objectBody(request)),
      });
      sendJson(response, 200, {
        payment: sandbox.payment(capture[1] as string),
        events: events.map(eventView),
      });
    } else if (refund) {
      const body = objectBody(request);
      const { amount, pending } = body;
      if (amount !== undefined && typeof amount !== 'string')
        throw new SandboxInputError('amount is rupees as a string, e.g. "500"');
      const made = await refundFromDashboard(sandbox, refund[1] as string, amount, {
        loseWebhooks: loseWebhooksOf(body),
        pending: pending === true,
      });
      sendJson(response, 200, { refund: made, payment: sandbox.payment(refund[1] as string) });
    } else if (settle) {
      const settled = await sandbox.settleRefund(
        settle[1] as string,
        settle[2] === 'process' ? 'processed' : 'failed',
        { loseWebhooks: loseWebhooksOf(objectBody(request)) },
      );
      sendJson(response, 200, { refund: settled, payment: sandbox.payment(settled.payment_id) });
    } else if (authorize) {
      const payment = await sandbox.authorizeOnly(authorize[1] as string, {
        loseWebhooks: loseWebhooksOf(objectBody(request)),
      });
      sendJson(response, 200, { payment });
    } else if (route === 'POST /settlements') {
      const { fail, loseWebhook } = objectBody(request);
      sendJson(
        response,
        200,
        await settleCapturedPayments(sandbox, { fail: fail === true, loseWebhook: loseWebhook === true }),
      );
    } else if (retry) {
      const { loseWebhook } = objectBody(request);
      sendJson(
        response,
        200,
        await retrySettlement(sandbox, retry[1] as string, { loseWebhook: loseWebhook === true }),
      );
    } else if (route === 'GET /webhooks') {
      sendJson(response, 200, data.webhooks);
    } else if (route === 'PUT /webhooks') {
      const body = objectBody(request);
      if (body.url !== undefined) {
        if (body.url !== null && (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)))
          throw new SandboxInputError('url is an http(s) URL or null');
        data.webhooks.url = body.url as string | null;
      }
      if (body.unreliable !== undefined) sandbox.sender.setUnreliable(unreliableDelivery(body.unreliable));
      let released: unknown[] = [];
      if (body.paused !== undefined) {
        if (typeof body.paused !== 'boolean') throw new SandboxInputError('paused is true or false');
        const wasPaused = data.webhooks.paused;
        data.webhooks.paused = body.paused;
        if (wasPaused && !body.paused) released = await sandbox.sender.releaseHeld();
      }
      sandbox.state.save();
      sendJson(response, 200, { ...data.webhooks, released: released.length });
    } else return false;
  } catch (error) {
    if (error instanceof RazorpayRefusal)
      sendJson(
        response,
        error.status === 400 && error.message.includes('does not exist') ? 404 : error.status,
        { message: error.message },
      );
    else throw error;
  }
  return true;
}

/** `{ drop, duplicate, maxDelayMs, seed? }` (shares from 0 to 1, a delay in ms), or null for reliable delivery. */
function unreliableDelivery(value: unknown): UnreliableDelivery | null {
  if (value === null) return null;
  const { drop, duplicate, maxDelayMs, seed } = (value ?? {}) as Record<string, unknown>;
  const share = (number: unknown) => typeof number === 'number' && number >= 0 && number <= 1;
  if (!share(drop) || !share(duplicate))
    throw new SandboxInputError('unreliable.drop and unreliable.duplicate are shares from 0 to 1');
  if (
    typeof maxDelayMs !== 'number' ||
    !Number.isInteger(maxDelayMs) ||
    maxDelayMs < 0 ||
    maxDelayMs > 600_000
  )
    throw new SandboxInputError('unreliable.maxDelayMs is a whole number of milliseconds up to 600000');
  if (seed !== undefined && !Number.isInteger(seed))
    throw new SandboxInputError('unreliable.seed is a whole number');
  return {
    drop: drop as number,
    duplicate: duplicate as number,
    maxDelayMs,
    ...(seed === undefined ? {} : { seed: seed as number }),
  };
}
