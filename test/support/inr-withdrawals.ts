/**
 * INR withdrawals against the local stack: withdrawals through the HTTP API as the screen makes them,
 * and the payments sandbox's RazorpayX side driven through its control API (as the bank and the
 * provider would decide a payout).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type InrWithdrawal, InrWithdrawalListSchema } from '../../contract/inr-withdrawals';
import { callApi } from './api';
import type { Buyer } from './buying';
import { sandboxControl, untilWebhookDeliveriesSettle } from './deposits';
import type { SignedInCustomer } from './identity';

export const withdraw = (customer: Buyer, amount: string, options: { key?: string; pin?: string } = {}) =>
  callApi('POST', '/wallets/inr/withdrawals', {
    token: customer.accessToken,
    body: { amount, pin: options.pin ?? customer.pin },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });

export async function withdrawals(
  customer: Pick<SignedInCustomer, 'accessToken'>,
): Promise<readonly InrWithdrawal[]> {
  const response = await callApi('GET', '/wallets/inr/withdrawals', { token: customer.accessToken });
  expect(response.status).toBe(200);
  return InrWithdrawalListSchema.parse(response.body).withdrawals;
}

export interface SandboxPayout {
  id: string;
  status: string;
  amount: number;
  reference_id: string | null;
  utr: string | null;
}

export interface SandboxPayoutEvent {
  id: string;
  event: string;
  payload: unknown;
}

/** Every payout the sandbox made for this withdrawal (by our reference, the withdrawal's id). */
export async function payoutsOf(withdrawalId: string): Promise<SandboxPayout[]> {
  const { payouts } = (await sandboxControl('GET', '/payouts')) as unknown as { payouts: SandboxPayout[] };
  return payouts.filter((payout) => payout.reference_id === withdrawalId);
}

export async function onlyPayoutOf(withdrawalId: string): Promise<SandboxPayout> {
  const found = await payoutsOf(withdrawalId);
  expect(found).toHaveLength(1);
  return found[0] as SandboxPayout;
}

/**
 * Money the business adds to its payout account (rupees), as an operator funds it before paying out
 * lakhs: the sandbox's account is every test's, and a payout it cannot cover waits in the queue.
 */
export const fundPayoutAccount = (rupees: string) =>
  sandboxControl('POST', '/payouts/top-up', { amount: rupees });

/** The bank's decision on a payout; answers the webhook events it sent, once they were delivered. */
export async function decidePayout(
  payoutId: string,
  action: 'process' | 'fail' | 'reject' | 'reverse',
): Promise<SandboxPayoutEvent[]> {
  const { events } = (await sandboxControl('POST', `/payouts/${payoutId}/${action}`)) as unknown as {
    events: SandboxPayoutEvent[];
  };
  await untilWebhookDeliveriesSettle();
  return events;
}

/** What new payouts do: processed at once, held in processing for the test to decide, or failed. */
export const newPayoutsAre = (outcome: 'process' | 'hold' | 'fail') =>
  sandboxControl('PUT', '/payouts/settings', { newPayouts: outcome });

export const pauseWebhooks = (paused: boolean) => sandboxControl('PUT', '/webhooks', { paused });
