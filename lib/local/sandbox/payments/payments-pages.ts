/**
 * The payments sandbox for a person: its section of the sandbox home page (orders, payments, virtual
 * accounts, webhook events with every delivery attempt, and Resend / Capture late / Pay, webhooks lost
 * buttons) and the
 * bank-transfer simulator page.
 *
 *   GET  /payments/bank-transfer                the simulator's form
 *   POST /payments/bank-transfer                sends the transfer, shows the UTR and the delivery
 *   POST /payments/events/{id}/resend           then back to the home page
 *   POST /payments/payments/{id}/capture        a late capture of a failed payment (`lose=1`: its
 *                                               webhooks lost on the way), then back home
 *   POST /payments/orders/{id}/pay              the order paid by a person who then closed the tab,
 *                                               its webhooks lost: nobody tells the wallet, then back home
 *   POST /payments/payments/{id}/refund         a refund from the dashboard (amount in rupees, or all
 *                                               that is left), then back home
 */
import type { ServerResponse } from 'node:http';
import {
  escapeHtml,
  htmlPage,
  redirect,
  SandboxInputError,
  type SandboxRequest,
  sendHtml,
} from '../sandbox-server';
import { simulateTransfer, transferRequestOf } from './bank-transfer-request';
import { rupees } from './checkout-page';
import { refundFromDashboard } from './dashboard-refund';
import { type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';
import type { DeliveryAttempt, PaymentsData, StoredEvent } from './payments-state';

const ROWS = 25;
const time = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
export const table = (head: string[], rows: string[]) =>
  rows.length === 0
    ? '<p class="muted">None yet.</p>'
    : `<div class="table"><table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
const newest = <T>(records: Record<string, T>) => Object.values(records).slice(-ROWS).reverse();

/** One delivery attempt in words; with none, why not (the event's state). */
export function deliveryText(attempt: DeliveryAttempt | undefined, state?: StoredEvent['state']): string {
  if (!attempt)
    return state === 'lost'
      ? 'lost on the way (Resend it from the events list)'
      : 'held (deliveries are paused)';
  const answer = attempt.status === null ? attempt.error : `HTTP ${attempt.status}`;
  return `${attempt.kind} ${attempt.at.slice(11, 19)} → ${answer} (${attempt.durationMs} ms)`;
}

export const postButton = (action: string, label: string) =>
  `<form class="inline" method="post" action="${escapeHtml(action)}"><button class="small" type="submit">${escapeHtml(label)}</button></form>`;

/** A late authorisation, with its webhooks delivered or lost on the way. */
function lateCaptureButtons(paymentId: string): string {
  const action = `/payments/payments/${encodeURIComponent(paymentId)}/capture`;
  return postButton(action, 'Capture late') + postButton(`${action}?lose=1`, 'Capture late, webhooks lost');
}

function eventRow(event: StoredEvent): string {
  const attempts = event.deliveries.map((attempt) => {
    const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    return `<div class="${ok ? 'ok' : 'bad'}">${escapeHtml(deliveryText(attempt))}</div>`;
  });
  return `<tr><td class="mono">${escapeHtml(event.id)}</td><td>${escapeHtml(event.event)}</td><td>${escapeHtml(event.createdAt.slice(11, 19))}</td>
<td>${escapeHtml(event.state)}${event.nextAttemptAt ? `<div class="muted">next ${escapeHtml(event.nextAttemptAt.slice(11, 19))}</div>` : ''}</td>
<td>${attempts.join('') || '<span class="muted">none</span>'}</td>
<td><form class="inline" method="post" action="/payments/events/${encodeURIComponent(event.id)}/resend"><button class="small" type="submit">Resend</button></form></td></tr>`;
}

const refundForm = (paymentId: string) =>
  `<form class="inline" method="post" action="/payments/payments/${encodeURIComponent(paymentId)}/refund"><input name="amount" size="8" placeholder="all" aria-label="Refund amount in rupees"><button class="small" type="submit">Refund</button></form>`;

export function paymentsSection(sandbox: PaymentsSandbox): string {
  const data = sandbox.state.data;
  const orders = newest(data.orders).map(
    (order) =>
      `<tr><td class="mono">${escapeHtml(order.id)}</td><td>${escapeHtml(rupees(order.amount))}</td><td>${escapeHtml(order.status)}</td><td>${order.attempts}</td><td>${escapeHtml(rupees(order.amount_paid))}</td><td class="mono">${escapeHtml(order.receipt)}</td><td>${time(order.created_at)}</td>
<td>${order.status === 'paid' ? '' : postButton(`/payments/orders/${encodeURIComponent(order.id)}/pay`, 'Pay, webhooks lost')}</td></tr>`,
  );
  const payments = newest(data.payments).map(
    (payment) =>
      `<tr><td class="mono">${escapeHtml(payment.id)}</td><td>${escapeHtml(rupees(payment.amount))}</td><td>${escapeHtml(payment.method)}</td><td class="${payment.status === 'failed' ? 'bad' : ''}">${escapeHtml(payment.status)}${payment.error_description ? `<div class="muted">${escapeHtml(payment.error_description)}</div>` : ''}</td><td class="mono">${escapeHtml(payment.order_id ?? '')}</td><td>${time(payment.created_at)}</td>
<td>${payment.status === 'failed' && payment.order_id ? lateCaptureButtons(payment.id) : ''}${payment.status === 'captured' ? refundForm(payment.id) : ''}${payment.amount_refunded > 0 ? `<div class="muted">refunded ${escapeHtml(rupees(payment.amount_refunded))}</div>` : ''}</td></tr>`,
  );
  const accounts = newest(data.virtualAccounts).map((account) => {
    const customer = account.customer_id ? data.customers[account.customer_id] : undefined;
    const receivers = account.receivers
      .map((receiver) =>
        receiver.entity === 'bank_account'
          ? `${receiver.account_number} · ${receiver.ifsc}`
          : receiver.address,
      )
      .map((text) => `<div class="mono">${escapeHtml(text)}</div>`)
      .join('');
    const payers = account.allowed_payers
      .map(
        (payer) =>
          `<div class="mono">${escapeHtml(`${payer.bank_account.account_number} · ${payer.bank_account.ifsc}`)}</div>`,
      )
      .join('');
    return `<tr><td class="mono">${escapeHtml(account.id)}</td><td>${escapeHtml(customer?.email ?? '')}</td><td>${receivers}</td><td>${payers || '<span class="muted">none</span>'}</td><td>${escapeHtml(rupees(account.amount_paid))}</td></tr>`;
  });
  const events = newest(data.events).map(eventRow);
  return `<p>Razorpay-shaped API at <code>/v1</code>, hosted checkout at <code>/v1/checkout/embedded</code>.
Webhooks go to <code>${escapeHtml(data.webhooks.url ?? 'nowhere')}</code>${data.webhooks.paused ? ' <strong class="bad">(paused)</strong>' : ''}${unreliableNote(data.webhooks.unreliable)}.
<a href="/payments/bank-transfer">Simulate a bank transfer or UPI payment →</a></p>
<h3>Webhook events</h3>${table(['id', 'event', 'created', 'state', 'delivery attempts', ''], events)}
<h3>Orders</h3>${table(['id', 'amount', 'status', 'attempts', 'paid', 'receipt', 'created (UTC)', ''], orders)}
<h3>Payments</h3>${table(['id', 'amount', 'method', 'status', 'order', 'created (UTC)', ''], payments)}
<h3>Virtual accounts</h3>${table(['id', 'customer', 'receivers', 'allowed payers', 'received'], accounts)}`;
}

function transferForm(values: Record<string, string> = {}, problem?: string): string {
  const field = (name: string, label: string, hint = '') =>
    `<label for="${name}">${label}${hint ? ` <span class="muted">${hint}</span>` : ''}</label><input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}">`;
  return htmlPage(
    'Simulate a bank transfer',
    `<p><a href="/">← Sandbox</a></p><h1>Simulate a bank transfer</h1>
${problem ? `<p class="bad" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/payments/bank-transfer" class="card">
${field('to', 'To', "the customer's email, the virtual account number or its UPI id")}
${field('amount', 'Amount in rupees', 'e.g. 5000')}
<label for="method">How</label><select id="method" name="method"><option value="bank_transfer">Bank transfer (IMPS/NEFT/RTGS)</option><option value="upi"${values.method === 'upi' ? ' selected' : ''}>UPI</option></select>
${field('mode', 'Mode', 'IMPS (default), NEFT or RTGS')}
${field('utr', 'UTR', 'empty: a new one')}
${field('fromAccount', 'From account number', "empty: the customer's verified account")}
${field('fromIfsc', 'From IFSC')}
<label><input type="checkbox" name="unknownPayer" style="width:auto"${values.unknownPayer ? ' checked' : ''}> The bank does not say who sent it</label>
<label><input type="checkbox" name="loseWebhook" style="width:auto"${values.loseWebhook ? ' checked' : ''}> The webhook gets lost on the way (resend it from the events list)</label>
<p><button class="primary" type="submit">Send the transfer</button></p>
</form>`,
  );
}

async function transferResultPage(sandbox: PaymentsSandbox, form: URLSearchParams): Promise<string> {
  const values = Object.fromEntries(form.entries());
  const result = await simulateTransfer(sandbox, transferRequestOf(values));
  const delivered =
    result.delivery?.status !== undefined && result.delivery.status !== null && result.delivery.status < 300;
  return htmlPage(
    'Transfer sent',
    `<p><a href="/">← Sandbox</a> · <a href="/payments/bank-transfer">Another transfer</a></p>
<h1>Transfer sent</h1>
<div class="card">
<p>${escapeHtml(rupees(result.payment.amount))} by ${result.payment.method === 'upi' ? 'UPI' : 'bank transfer'} to <span class="mono">${escapeHtml(result.virtualAccountId)}</span></p>
<p>UTR <strong class="mono" data-testid="utr">${escapeHtml(result.reference)}</strong> · payment <span class="mono">${escapeHtml(result.payment.id)}</span></p>
<p>From ${result.payer ? `<span class="mono">${escapeHtml(`${result.payer.account_number} · ${result.payer.ifsc}`)}</span>${result.matchesAllowedPayer ? ' (the verified account)' : ' <strong class="bad">(not an allowed payer)</strong>'}` : '<strong class="bad">an unknown account</strong>'}</p>
<p>Webhook <span class="mono">${escapeHtml(result.event.id)}</span>: <span class="${delivered ? 'ok' : 'bad'}">${escapeHtml(deliveryText(result.delivery, result.event.state))}</span>${result.event.nextAttemptAt ? ` · retrying at ${escapeHtml(result.event.nextAttemptAt.slice(11, 19))}` : ''}</p>
</div>`,
  );
}

/** A refusal the provider would give, shown to the person as what they asked for wrongly. */
export function asInputError<T>(action: Promise<T>): Promise<T> {
  return action.catch((error: unknown) => {
    if (error instanceof RazorpayRefusal) throw new SandboxInputError(error.message);
    throw error;
  });
}

export async function handlePaymentsPages(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const route = `${request.method} ${request.url.pathname}`;
  const resend = /^POST \/payments\/events\/([A-Za-z0-9_]+)\/resend$/.exec(route);
  const capture = /^POST \/payments\/payments\/([A-Za-z0-9_]+)\/capture$/.exec(route);
  const pay = /^POST \/payments\/orders\/([A-Za-z0-9_]+)\/pay$/.exec(route);
  const refund = /^POST \/payments\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(route);
  if (route === 'GET /payments/bank-transfer') {
    sendHtml(response, 200, transferForm(Object.fromEntries(request.url.searchParams.entries())));
  } else if (route === 'POST /payments/bank-transfer') {
    const form = request.form();
    try {
      sendHtml(response, 200, await transferResultPage(sandbox, form));
    } catch (error) {
      if (!(error instanceof SandboxInputError || error instanceof RazorpayRefusal)) throw error;
      sendHtml(response, 400, transferForm(Object.fromEntries(form.entries()), error.message));
    }
  } else if (resend) {
    const event = sandbox.state.data.events[resend[1] as string];
    if (!event) throw new SandboxInputError('No such event', 404);
    await sandbox.sender.resend(event);
    redirect(response, '/');
  } else if (capture) {
    const loseWebhooks = request.url.searchParams.get('lose') === '1';
    await asInputError(sandbox.captureLate(capture[1] as string, { loseWebhooks }));
    redirect(response, '/');
  } else if (pay) {
    await asInputError(sandbox.checkout(pay[1] as string, 'success', null, { loseWebhooks: true }));
    redirect(response, '/');
  } else if (refund) {
    const amount = request.form().get('amount')?.trim();
    await asInputError(refundFromDashboard(sandbox, refund[1] as string, amount));
    redirect(response, '/');
  } else return false;
  return true;
}

function unreliableNote(unreliable: PaymentsData['webhooks']['unreliable']): string {
  if (!unreliable) return '';
  return ` <strong class="bad">(unreliable: ${Math.round(unreliable.drop * 100)}% lost, ${Math.round(unreliable.duplicate * 100)}% sent twice, delayed up to ${unreliable.maxDelayMs} ms)</strong>`;
}
