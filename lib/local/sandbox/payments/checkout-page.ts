/**
 * The sandbox's hosted checkout, in place of Razorpay's. The browser arrives with a form POST or a GET
 * to `/v1/checkout/embedded` carrying `key_id`, `order_id`, `callback_url` and optionally `cancel_url`,
 * `name`, `description`, `prefill[email]` and `callback_method` (`get`, the default here, or `post` as
 * Razorpay does). It offers the outcomes a real card payment can have:
 *
 *   Pay (success) · Pay with 3-D Secure → Approve / Decline · Fail the payment · Close without paying
 *
 * then sends the browser back to `callback_url`: on success with `razorpay_payment_id`,
 * `razorpay_order_id` and `razorpay_signature`; on failure with `error[code]`, `error[description]`,
 * `error[source]`, `error[step]`, `error[reason]` and `error[metadata]` (JSON: payment_id, order_id);
 * on close to `cancel_url` if given, else `callback_url` with `error[reason]=payment_cancelled`.
 */
import type { ServerResponse } from 'node:http';
import { formatAmount } from '../../../../lambdas/local-twin';
import { escapeHtml, htmlPage, redirect, type SandboxRequest, sendHtml } from '../sandbox-server';
import { type CheckoutOutcome, type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';

const CHECKOUT_PATH = '/v1/checkout/embedded';
const OUTCOMES: readonly CheckoutOutcome[] = ['success', 'failure', '3ds-approve', '3ds-decline', 'close'];

export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    formatAmount(BigInt(paise), 'INR') as unknown as number,
  );

interface CheckoutFields {
  keyId: string;
  orderId: string;
  callbackUrl: string;
  cancelUrl: string | null;
  name: string;
  description: string;
  email: string | null;
  callbackMethod: 'get' | 'post';
}

class CheckoutInputError extends Error {}

function httpUrl(value: string | null, field: string): string {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Reported below.
  }
  throw new CheckoutInputError(`${field} must be an http(s) URL`);
}

function fieldsOf(request: SandboxRequest): CheckoutFields {
  const params = request.method === 'POST' ? request.form() : request.url.searchParams;
  const keyId = params.get('key_id') ?? '';
  const orderId = params.get('order_id') ?? '';
  if (!orderId) throw new CheckoutInputError('order_id is missing');
  return {
    keyId,
    orderId,
    callbackUrl: httpUrl(params.get('callback_url'), 'callback_url'),
    cancelUrl: params.get('cancel_url') ? httpUrl(params.get('cancel_url'), 'cancel_url') : null,
    name: params.get('name') || 'Wallet',
    description: params.get('description') || 'Add money to your INR wallet',
    email: params.get('prefill[email]') || null,
    callbackMethod: params.get('callback_method') === 'post' ? 'post' : 'get',
  };
}

function hiddenFields(fields: CheckoutFields): string {
  const values: Record<string, string> = {
    key_id: fields.keyId,
    order_id: fields.orderId,
    callback_url: fields.callbackUrl,
    name: fields.name,
    description: fields.description,
    callback_method: fields.callbackMethod,
    ...(fields.cancelUrl ? { cancel_url: fields.cancelUrl } : {}),
    ...(fields.email ? { 'prefill[email]': fields.email } : {}),
  };
  return Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

const outcomeButton = (fields: CheckoutFields, outcome: CheckoutOutcome, label: string, style = '') =>
  `<form method="post" action="${CHECKOUT_PATH}/outcome">${hiddenFields(fields)}<input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;

function checkoutPage(sandbox: PaymentsSandbox, fields: CheckoutFields): string {
  const order = sandbox.order(fields.orderId);
  const amount = rupees(order.amount);
  return htmlPage(
    `Pay ${amount} · ${fields.name}`,
    `<main class="card" style="max-width: 26rem; margin: 1rem auto">
<p class="muted">Payments sandbox · test mode</p>
<h1>${escapeHtml(fields.name)}</h1>
<p>${escapeHtml(fields.description)}</p>
<p style="font-size: 1.8rem; margin: 0.5rem 0" data-testid="checkout-amount">${escapeHtml(amount)}</p>
<p class="muted mono">${escapeHtml(order.id)}${fields.email ? ` · ${escapeHtml(fields.email)}` : ''}</p>
<p class="muted">Test card 4111 1111 1111 1111. Choose what the card and the bank do:</p>
<div class="stack">
${outcomeButton(fields, 'success', `Pay ${amount}`, 'primary')}
<form method="post" action="${CHECKOUT_PATH}/3ds">${hiddenFields(fields)}<button type="submit">Pay with 3-D Secure</button></form>
${outcomeButton(fields, 'failure', 'Fail the payment', 'danger')}
${outcomeButton(fields, 'close', 'Close without paying')}
</div>
</main>`,
  );
}

function challengePage(sandbox: PaymentsSandbox, fields: CheckoutFields): string {
  const order = sandbox.order(fields.orderId);
  return htmlPage(
    '3-D Secure · your bank',
    `<main class="card" style="max-width: 26rem; margin: 1rem auto">
<p class="muted">Payments sandbox · your bank's 3-D Secure page</p>
<h1>Authenticate this payment</h1>
<p>${escapeHtml(fields.name)} asks for ${escapeHtml(rupees(order.amount))}. The bank would send a one-time password now.</p>
<div class="stack">
${outcomeButton(fields, '3ds-approve', 'Approve', 'primary')}
${outcomeButton(fields, '3ds-decline', 'Decline', 'danger')}
</div>
</main>`,
  );
}

function errorPage(message: string): string {
  return htmlPage(
    'Checkout cannot start',
    `<main class="card" style="max-width: 26rem; margin: 1rem auto"><h1>Checkout cannot start</h1><p class="bad">${escapeHtml(message)}</p></main>`,
  );
}

function returnTo(
  response: ServerResponse,
  url: string,
  values: Record<string, string>,
  method: 'get' | 'post',
) {
  if (method === 'get') {
    const target = new URL(url);
    for (const [name, value] of Object.entries(values)) target.searchParams.set(name, value);
    redirect(response, target.href);
    return;
  }
  // Razorpay's hosted checkout comes back with a form POST; this page does the same.
  const inputs = Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  sendHtml(
    response,
    200,
    htmlPage(
      'Returning to the merchant',
      `<form method="post" action="${escapeHtml(url)}">${inputs}<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
    ),
  );
}

export async function handleCheckout(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const { pathname } = request.url;
  if (!pathname.startsWith(CHECKOUT_PATH)) return false;
  try {
    const fields = fieldsOf(request);
    if (fields.keyId !== sandbox.credentials.keyId)
      throw new CheckoutInputError('key_id is not this account’s API key id');
    if (pathname === CHECKOUT_PATH && (request.method === 'GET' || request.method === 'POST')) {
      const order = sandbox.order(fields.orderId);
      if (order.status === 'paid') throw new CheckoutInputError('This order is already paid');
      sendHtml(response, 200, checkoutPage(sandbox, fields));
    } else if (pathname === `${CHECKOUT_PATH}/3ds` && request.method === 'POST') {
      sendHtml(response, 200, challengePage(sandbox, fields));
    } else if (pathname === `${CHECKOUT_PATH}/outcome` && request.method === 'POST') {
      const outcome = request.form().get('outcome') as CheckoutOutcome;
      if (!OUTCOMES.includes(outcome))
        throw new CheckoutInputError(`outcome must be one of ${OUTCOMES.join(', ')}`);
      const result = await sandbox.checkout(fields.orderId, outcome, fields.email);
      const target = result.kind === 'cancelled' && fields.cancelUrl ? fields.cancelUrl : fields.callbackUrl;
      returnTo(response, target, result.fields, fields.callbackMethod);
    } else return false;
  } catch (error) {
    if (error instanceof CheckoutInputError || error instanceof RazorpayRefusal)
      sendHtml(response, 400, errorPage(error.message));
    else throw error;
  }
  return true;
}
