/**
 * Card deposits against the local stack: created through the API as the SPA does (Idempotency-Key,
 * the app's Origin), paid through the payments sandbox's checkout (its control API plays the person's
 * clicks), confirmed with the fields the checkout sends the browser back with.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CardDepositSchema, CreatedCardDepositSchema } from '../../contract/card-deposits';
import { cardPaymentDependencies } from '../../lambdas/adapters/card-deposit-dependencies';
import { sweepCardDeposits } from '../../lambdas/domain/deposits/card-deposit-sweep';
import { callApi } from './api';
import { sandboxControl } from './deposits';
import type { SignedInCustomer } from './identity';
import { ledgerUnderTest } from './ledger';
import { stackUnderTest } from './stack-context';

export type CheckoutOutcome = 'success' | 'failure' | '3ds-approve' | '3ds-decline' | 'close';

export const createCardDeposit = (
  customer: SignedInCustomer,
  amount: string,
  idempotencyKey: string = randomUUID(),
) =>
  callApi('POST', '/wallets/inr/card-deposits', {
    token: customer.accessToken,
    body: { amount },
    headers: { 'idempotency-key': idempotencyKey, origin: stackUnderTest().appUrl },
  });

export async function startedCardDeposit(customer: SignedInCustomer, amount: string) {
  const response = await createCardDeposit(customer, amount);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return CreatedCardDepositSchema.parse(response.body);
}

/**
 * The person's click on the sandbox checkout; answers the fields the browser comes back with.
 * `loseWebhooks`: the provider's events about it never reach the API (until resent).
 */
export async function payOnCheckout(
  orderId: string,
  outcome: CheckoutOutcome,
  { loseWebhooks = false } = {},
) {
  const result = (await sandboxControl('POST', '/checkout', {
    order_id: orderId,
    outcome,
    loseWebhooks,
  })) as {
    kind: string;
    fields: Record<string, string>;
  };
  return result.fields;
}

/** The payment id a failed checkout sends the browser back with. */
export const failedPaymentId = (returned: Record<string, string>) =>
  JSON.parse(returned['error[metadata]'] as string).payment_id as string;

/**
 * The scheduled sweep's run `minutesOn` minutes from now (the handlers' clock cannot be moved), with
 * the provider and ledger the handlers use.
 */
export function sweepCardDepositsAt(minutesOn: number) {
  const ledger = ledgerUnderTest();
  return sweepCardDeposits({
    ...cardPaymentDependencies(),
    ledger,
    queue: ledger,
    now: () => new Date(Date.now() + minutesOn * 60_000),
  });
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

/** Every event the sandbox lost or held for an order's payments, delivered again (signed, same ids). */
export async function resendEventsOfPayment(paymentId: string) {
  const events = (await sandboxControl('GET', '/events?last=100')) as unknown as {
    id: string;
    payload: { payload: { payment?: { entity: { id: string } } } };
  }[];
  const eventIds = events
    .filter((event) => event.payload.payload.payment?.entity.id === paymentId)
    .map((event) => event.id);
  return (await sandboxControl('POST', '/events/resend', { eventIds })) as unknown as {
    resent: { id: string; event: string; delivery: { status: number | null } }[];
  };
}
