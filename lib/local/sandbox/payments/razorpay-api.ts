/**
 * The sandbox's Razorpay REST API (`/v1/…`), the subset the wallet uses, with Razorpay's answers:
 * HTTP Basic with the key id and key secret (401 otherwise), `{ error: { code: 'BAD_REQUEST_ERROR',
 * description, field, source, step, reason, metadata } }` for what it refuses, 400 "The id provided
 * does not exist" for an unknown id.
 *
 * Lists take from, to, count and skip (razorpay-lists.ts).
 *
 *   POST /v1/orders                                 GET /v1/orders/{id}      GET /v1/orders/{id}/payments
 *   GET  /v1/orders?authorized&receipt
 *   GET  /v1/payments                               GET /v1/payments/{id}
 *   POST /v1/payments/{id}/capture                  (an authorised payment, for exactly its amount)
 *   GET  /v1/payments/{id}/bank_transfer | /upi_transfer
 *   GET  /v1/payments/{id}/refunds                  GET /v1/payments/{id}/refunds/{refund id}
 *   POST /v1/payments/{id}/refund                   (X-Refund-Idempotency honoured)
 *   GET  /v1/refunds                                GET /v1/refunds/{id}     PATCH /v1/refunds/{id} (notes)
 *   POST /v1/customers                              GET /v1/customers        GET /v1/customers/{id}
 *   POST /v1/virtual_accounts                       GET /v1/virtual_accounts GET /v1/virtual_accounts/{id}
 *   GET  /v1/virtual_accounts/{id}/payments         POST /v1/virtual_accounts/{id}/close
 *   POST /v1/virtual_accounts/{id}/allowed_payers
 *   GET  /v1/settlements                            GET /v1/settlements/{id}
 *   GET  /v1/settlements/recon/combined?year&month[&day]
 *   GET  /v1/settlements/ondemand                   GET /v1/settlements/ondemand/{id}
 *                                                   (none: the sandbox settles on its schedule only)
 *
 * RazorpayX (contacts, fund accounts, payouts) is answered beside it, in payouts-api.ts.
 */

import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { SandboxInputError, type SandboxRequest, sendJson } from '../sandbox-server';
import { found, notFound, type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';
import type { Notes } from './payments-state';
import { listCreated, listOrders, paymentRefunds, virtualAccountPayments } from './razorpay-lists';
import { reconOfDay } from './settlement-desk';

function sendRefusal(response: ServerResponse, refusal: RazorpayRefusal) {
  sendJson(response, refusal.status, {
    error: {
      code: refusal.code,
      description: refusal.message,
      source: refusal.status === 401 ? 'NA' : 'business',
      step: refusal.status === 401 ? 'NA' : 'payment_initiation',
      reason: refusal.status === 401 ? 'NA' : 'input_validation_failed',
      metadata: {},
      ...(refusal.field ? { field: refusal.field } : {}),
    },
  });
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function checkAuthentication(request: SandboxRequest, credentials: { keyId: string; keySecret: string }) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic '))
    throw new RazorpayRefusal(401, 'Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const keyId = decoded.slice(0, colon);
  const keySecret = decoded.slice(colon + 1);
  if (colon < 0 || !sameText(keyId, credentials.keyId))
    throw new RazorpayRefusal(401, 'The api key provided is invalid');
  if (!sameText(keySecret, credentials.keySecret))
    throw new RazorpayRefusal(401, 'The api key/secret provided is invalid');
}

export type Body = Record<string, unknown>;

export function bodyOf(request: SandboxRequest): Body {
  let body: unknown;
  try {
    body = request.json();
  } catch {
    throw new RazorpayRefusal(400, 'The request body is not valid JSON');
  }
  if (body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new RazorpayRefusal(400, 'The request body must be a JSON object');
  return body as Body;
}

export function optionalString(body: Body, field: string, maxLength: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RazorpayRefusal(400, `The ${field} must be a string.`, field);
  if (value.length > maxLength)
    throw new RazorpayRefusal(400, `The ${field} may not be greater than ${maxLength} characters.`, field);
  return value;
}

export function notesOf(body: Body): Notes | [] {
  const notes = body.notes;
  if (notes === undefined || notes === null || (Array.isArray(notes) && notes.length === 0)) return [];
  if (typeof notes !== 'object' || Array.isArray(notes))
    throw new RazorpayRefusal(400, 'The notes must be an object.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15)
    throw new RazorpayRefusal(400, 'Number of notes exceeds the maximum limit of 15', 'notes');
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new RazorpayRefusal(400, `The notes.${key} must be a string.`, 'notes');
    if (String(value).length > 256)
      throw new RazorpayRefusal(400, `The notes.${key} may not be greater than 256 characters.`, 'notes');
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function bankAccountOf(value: unknown, field: string): { ifsc: string; account_number: string } {
  const payer = value as {
    type?: unknown;
    bank_account?: { ifsc?: unknown; account_number?: unknown };
  } | null;
  if (!payer || typeof payer !== 'object' || payer.type !== 'bank_account')
    throw new RazorpayRefusal(400, 'The type must be bank_account.', `${field}.type`);
  const ifsc = payer.bank_account?.ifsc;
  const accountNumber = payer.bank_account?.account_number;
  if (typeof ifsc !== 'string' || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc))
    throw new RazorpayRefusal(400, 'The ifsc is invalid.', `${field}.bank_account.ifsc`);
  if (typeof accountNumber !== 'string' || !/^[0-9A-Za-z]{5,35}$/.test(accountNumber))
    throw new RazorpayRefusal(400, 'The account number is invalid.', `${field}.bank_account.account_number`);
  return { ifsc, account_number: accountNumber };
}

function createOrder(sandbox: PaymentsSandbox, body: Body) {
  const { amount, currency } = body;
  if (amount === undefined) throw new RazorpayRefusal(400, 'The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new RazorpayRefusal(400, 'The amount must be an integer.', 'amount');
  if (amount < 100) throw new RazorpayRefusal(400, 'The amount must be atleast INR 1.00', 'amount');
  if (currency === undefined) throw new RazorpayRefusal(400, 'The currency field is required.', 'currency');
  if (currency !== 'INR') throw new RazorpayRefusal(400, 'Currency is not supported', 'currency');
  return sandbox.createOrder({
    amount,
    currency,
    receipt: optionalString(body, 'receipt', 40),
    notes: notesOf(body),
  });
}

function refundOf(sandbox: PaymentsSandbox, paymentId: string, request: SandboxRequest) {
  const body = bodyOf(request);
  const payment = sandbox.payment(paymentId);
  // Without an amount Razorpay refunds what is left of the payment.
  const amount = body.amount ?? payment.amount - payment.amount_refunded;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new RazorpayRefusal(400, 'The amount must be an integer.', 'amount');
  if (amount < 100) throw new RazorpayRefusal(400, 'The amount must be at least INR 1.00', 'amount');
  if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum')
    throw new RazorpayRefusal(400, 'The selected speed is invalid.', 'speed');
  const key = request.headers['x-refund-idempotency'];
  const idempotencyKey = typeof key === 'string' ? key : undefined;
  if (idempotencyKey !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
    throw new RazorpayRefusal(400, 'The idempotency key is invalid.');
  return sandbox.refund(
    paymentId,
    { amount, receipt: optionalString(body, 'receipt', 40), notes: notesOf(body) },
    idempotencyKey,
  );
}

/** The SDK sends the currency only when given one; the amount always. */
function captureOf(sandbox: PaymentsSandbox, paymentId: string, body: Body) {
  // The SDK takes the amount as a number or a string of digits; Razorpay reads either as an integer.
  const amount =
    typeof body.amount === 'string' && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
  if (amount === undefined) throw new RazorpayRefusal(400, 'The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new RazorpayRefusal(400, 'The amount must be an integer.', 'amount');
  return sandbox.captureAuthorized(paymentId, amount, optionalString(body, 'currency', 3));
}

function createCustomer(sandbox: PaymentsSandbox, body: Body) {
  const name = optionalString(body, 'name', 50);
  const email = optionalString(body, 'email', 64);
  const contact = optionalString(body, 'contact', 15);
  if (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email))
    throw new RazorpayRefusal(400, 'The email must be a valid email address.', 'email');
  return sandbox.createCustomer({
    name,
    email,
    contact,
    notes: notesOf(body),
    failExisting: String(body.fail_existing ?? '1') !== '0',
  });
}

function createVirtualAccount(sandbox: PaymentsSandbox, body: Body) {
  const receivers = body.receivers as { types?: unknown; vpa?: { descriptor?: unknown } } | undefined;
  const types = receivers?.types;
  if (!Array.isArray(types) || types.length === 0)
    throw new RazorpayRefusal(400, 'The receivers.types field is required.', 'receivers.types');
  for (const type of types)
    if (type !== 'bank_account' && type !== 'vpa')
      throw new RazorpayRefusal(
        400,
        `Receiver type ${String(type)} is not supported by the sandbox.`,
        'receivers.types',
      );
  const descriptor = receivers?.vpa?.descriptor;
  if (descriptor !== undefined && (typeof descriptor !== 'string' || !/^[a-z0-9]{1,10}$/i.test(descriptor)))
    throw new RazorpayRefusal(400, 'The vpa descriptor is invalid.', 'receivers.vpa.descriptor');
  const allowed = body.allowed_payers ?? [];
  if (!Array.isArray(allowed))
    throw new RazorpayRefusal(400, 'The allowed_payers must be an array.', 'allowed_payers');
  const closeBy = body.close_by;
  if (
    closeBy !== undefined &&
    closeBy !== null &&
    (typeof closeBy !== 'number' || !Number.isInteger(closeBy))
  )
    throw new RazorpayRefusal(400, 'The close by must be an integer.', 'close_by');
  return sandbox.createVirtualAccount({
    types: types as ('bank_account' | 'vpa')[],
    vpaDescriptor: typeof descriptor === 'string' ? descriptor : null,
    allowedPayers: allowed.map((payer, index) => bankAccountOf(payer, `allowed_payers.${index}`)),
    customerId: optionalString(body, 'customer_id', 40),
    description: optionalString(body, 'description', 2048),
    notes: notesOf(body),
    closeBy: typeof closeBy === 'number' ? closeBy : null,
  });
}

/** Answers `/v1/…` except the checkout page. Returns false for any other path. */
export async function handleRazorpayApi(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const { pathname } = request.url;
  if (!pathname.startsWith('/v1/') || pathname.startsWith('/v1/checkout/')) return false;
  const parts = pathname.split('/').slice(2);
  const [collection, id, sub, subId] = parts;
  const route =
    collection === 'settlements' && id === 'ondemand'
      ? `${request.method} settlements/ondemand${sub ? '/:subId' : ''}${subId ? '/…' : ''}`
      : `${request.method} ${collection}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}${subId ? '/:subId' : ''}`;
  const query = request.url.searchParams;
  await answerAsRazorpay(sandbox, request, response, async () => {
    if (parts.length > 4) throw new RazorpayRefusal(404, 'The requested URL was not found on the server.');
    let answer: unknown;
    switch (route) {
      case 'POST orders':
        answer = createOrder(sandbox, bodyOf(request));
        break;
      case 'GET orders':
        answer = listOrders(sandbox, query);
        break;
      case 'GET orders/:id':
        answer = sandbox.order(id as string);
        break;
      case 'GET orders/:id/payments': {
        const order = sandbox.order(id as string);
        const items = Object.values(sandbox.state.data.payments).filter(
          (payment) => payment.order_id === order.id,
        );
        answer = { entity: 'collection', count: items.length, items };
        break;
      }
      case 'GET payments':
        answer = listCreated(Object.values(sandbox.state.data.payments), query);
        break;
      case 'GET refunds':
        answer = listCreated(Object.values(sandbox.state.data.refunds), query);
        break;
      case 'GET payments/:id':
        answer = sandbox.payment(id as string);
        break;
      case 'POST payments/:id/capture':
        answer = await captureOf(sandbox, id as string, bodyOf(request));
        break;
      case 'GET payments/:id/refunds':
        answer = paymentRefunds(sandbox, id as string, query);
        break;
      case 'GET refunds/:id':
        answer = sandbox.refundOf(id as string);
        break;
      case 'PATCH refunds/:id':
        answer = sandbox.editRefundNotes(id as string, notesOf(bodyOf(request)));
        break;
      case 'GET payments/:id/refunds/:subId': {
        const refund = sandbox.state.data.refunds[subId as string];
        if (refund?.payment_id !== sandbox.payment(id as string).id) throw notFound();
        answer = refund;
        break;
      }
      case 'GET payments/:id/bank_transfer':
      case 'GET payments/:id/upi_transfer': {
        const transfers =
          sub === 'bank_transfer' ? sandbox.state.data.bankTransfers : sandbox.state.data.upiTransfers;
        answer = Object.values(transfers).find((transfer) => transfer.payment_id === id);
        if (!answer) throw notFound();
        break;
      }
      case 'POST payments/:id/refund':
        answer = await refundOf(sandbox, id as string, request);
        break;
      case 'GET settlements':
        answer = listCreated(Object.values(sandbox.state.data.settlements), query);
        break;
      case 'GET settlements/:id/combined':
        if (id !== 'recon') throw new RazorpayRefusal(404, 'The requested URL was not found on the server.');
        answer = reconOfDay(sandbox, query);
        break;
      case 'GET settlements/:id':
        answer = sandbox.state.data.settlements[id as string];
        if (!answer) throw notFound();
        break;
      // Instant settlements are asked for by the business; the wallet never asks, so there are none.
      case 'GET settlements/ondemand':
        answer = listCreated([], query);
        break;
      case 'GET settlements/ondemand/:subId':
        throw notFound();
      case 'POST customers':
        answer = createCustomer(sandbox, bodyOf(request));
        break;
      case 'GET customers':
        answer = listCreated(Object.values(sandbox.state.data.customers), query);
        break;
      case 'GET customers/:id':
        answer = found(sandbox.state.data.customers, id as string);
        break;
      case 'POST virtual_accounts':
        answer = createVirtualAccount(sandbox, bodyOf(request));
        break;
      case 'GET virtual_accounts':
        answer = listCreated(Object.values(sandbox.state.data.virtualAccounts), query);
        break;
      case 'GET virtual_accounts/:id':
        answer = sandbox.virtualAccount(id as string);
        break;
      case 'GET virtual_accounts/:id/payments':
        answer = virtualAccountPayments(sandbox, id as string, query);
        break;
      case 'POST virtual_accounts/:id/close':
        answer = sandbox.closeVirtualAccount(id as string);
        break;
      case 'POST virtual_accounts/:id/allowed_payers':
        answer = sandbox.addAllowedPayer(id as string, bankAccountOf(bodyOf(request), 'allowed_payer'));
        break;
      default:
        throw new RazorpayRefusal(404, 'The requested URL was not found on the server.');
    }
    return answer;
  });
  return true;
}

/**
 * Answers an API call as Razorpay does: 401 without the API key, the work's result with 200, and what it
 * refuses in Razorpay's error body.
 */
export async function answerAsRazorpay(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
  work: () => unknown,
): Promise<void> {
  try {
    checkAuthentication(request, sandbox.credentials);
    sendJson(response, 200, await work());
  } catch (error) {
    if (error instanceof RazorpayRefusal) sendRefusal(response, error);
    else if (error instanceof SandboxInputError)
      sendRefusal(response, new RazorpayRefusal(error.status, error.message));
    else throw error;
  }
}
