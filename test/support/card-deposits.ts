/**
 * Card deposits against the local stack: created through the API as the SPA does (Idempotency-Key,
 * the app's Origin), paid through the payments sandbox's checkout (its control API plays the person's
 * clicks), confirmed with the fields the checkout sends the browser back with.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { CardDepositSchema, CreatedCardDepositSchema } from '../../contract/card-deposits';
import { callApi } from './api';
import { sandboxControl } from './deposits';
import type { SignedInCustomer } from './identity';

export type CheckoutOutcome = 'success' | 'failure' | '3ds-approve' | '3ds-decline' | 'close';

export const createCardDeposit = (
  customer: SignedInCustomer,
  amount: string,
  idempotencyKey: string = randomUUID(),
) =>
  callApi('POST', '/wallets/inr/card-deposits', {
    token: customer.accessToken,
    body: { amount },
    headers: { 'idempotency-key': idempotencyKey, origin: inject('stack').appUrl },
  });

export async function startedCardDeposit(customer: SignedInCustomer, amount: string) {
  const response = await createCardDeposit(customer, amount);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return CreatedCardDepositSchema.parse(response.body);
}

/** The person's click on the sandbox checkout; answers the fields the browser comes back with. */
export async function payOnCheckout(orderId: string, outcome: CheckoutOutcome) {
  const result = (await sandboxControl('POST', '/checkout', { order_id: orderId, outcome })) as {
    kind: string;
    fields: Record<string, string>;
  };
  return result.fields;
}

export const confirmCardDeposit = (
  customer: SignedInCustomer,
  depositId: string,
  fields: Record<string, string>,
) =>
  callApi('POST', `/wallets/inr/card-deposits/${depositId}/confirm`, {
    token: customer.accessToken,
    body: {
      razorpay_payment_id: fields.razorpay_payment_id,
      razorpay_order_id: fields.razorpay_order_id,
      razorpay_signature: fields.razorpay_signature,
    },
  });

export async function cardDeposit(customer: SignedInCustomer, depositId: string) {
  const response = await callApi('GET', `/wallets/inr/card-deposits/${depositId}`, {
    token: customer.accessToken,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return CardDepositSchema.parse(response.body);
}

/** Holds the sandbox's webhooks (so the browser's return comes first) until `release`. */
export const holdWebhooks = () => sandboxControl('PUT', '/webhooks', { paused: true });
export const releaseWebhooks = () => sandboxControl('PUT', '/webhooks', { paused: false });
