/**
 * RazorpayX's payout webhooks, signed as every Razorpay webhook is (`X-Razorpay-Signature` over the raw
 * body with the webhook secret) and shaped `{ entity: 'event', event: 'payout.…', contains: ['payout'],
 * payload: { payout: { entity } }, created_at }`. The receiver (lambdas/payment-webhooks) checks the
 * signature in its handler chain and then asks parsePayoutWebhook whether the body is a payout event;
 * verifiedPayoutWebhook does both, for a caller without that chain.
 *
 * Each event carries the payout as it was when the event was made. Events come at least once and in any
 * order (a `payout.initiated` can arrive after its `payout.processed`): take the status from the payout
 * fetched again (PayoutProvider.fetchPayout), and deduplicate on the payout id and status.
 */
import * as z from 'zod/mini';
import { NotAuthenticatedError } from '../../domain/errors';
import type { PayoutEvent, PayoutEventType } from '../../domain/payments/payout-provider';
import { RazorpayPayoutSchema, toProviderPayout } from './razorpay-payout-entities';
import { isValidWebhookSignature } from './razorpay-signatures';
import { parsed, webhookEnvelope, wrapped } from './razorpay-webhooks';

const PAYOUT_EVENT_TYPES: readonly PayoutEventType[] = [
  'payout.queued',
  'payout.pending',
  'payout.initiated',
  'payout.processed',
  'payout.reversed',
  'payout.failed',
  'payout.rejected',
  'payout.updated',
];

const PayoutEventPayload = z.object({ payout: wrapped(RazorpayPayoutSchema) });

const isPayoutEventType = (event: string): event is PayoutEventType =>
  (PAYOUT_EVENT_TYPES as readonly string[]).includes(event);

/**
 * The payout event in `rawBody` (the exact body whose signature was verified); undefined for any other
 * event, including RazorpayX's downtime notices (`payout.downtime.*`), which carry no payout. A payout
 * event without the payout it is about is refused (RazorpayWebhookShapeError → 400, so it is retried
 * and an operator sees it).
 */
export function parsePayoutWebhook(rawBody: string): PayoutEvent | undefined {
  const envelope = webhookEnvelope(rawBody);
  if (!isPayoutEventType(envelope.event)) return undefined;
  const { payout } = parsed(PayoutEventPayload, envelope.payload, envelope.event);
  return {
    type: envelope.event,
    payout: toProviderPayout(payout.entity),
    createdAt: new Date(envelope.created_at * 1000),
  };
}

/** The signature checked on the raw bytes first, then the body read as parsePayoutWebhook does. */
export function verifiedPayoutWebhook(input: {
  rawBody: string;
  signature: string | undefined;
  webhookSecret: string;
}): PayoutEvent | undefined {
  if (!isValidWebhookSignature(input))
    throw new NotAuthenticatedError('The webhook signature is missing or does not match the body.');
  return parsePayoutWebhook(input.rawBody);
}
