/**
 * `POST /webhooks/razorpay`: what the payment provider sends. Only the envelope is checked here (the
 * handler has already verified the signature over the raw body, and the Razorpay adapter parses each
 * event's payload strictly); the provider adds fields over time, so unknown ones are kept, not refused.
 */
import * as z from 'zod/mini';

export const RazorpayWebhookBodySchema = z.looseObject({
  entity: z.literal('event', 'This is not a Razorpay event'),
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.int(),
});

/** What the provider learns back: that the event is recorded (so it stops retrying), and how. */
export const WebhookReceiptSchema = z.object({
  status: z.enum([
    'credited',
    'held',
    'already-recorded',
    'not-ours',
    'ignored',
    'failed',
    // A refund the provider made: returned (it was held), partly-returned (part of it; the rest still
    // held), refunded (from a wallet), not-captured (no money had reached us), put-back (a booked refund
    // that failed), failed (a refund that failed before it was booked: nothing moved), needs-review (the
    // provider refunded more than the ledger holds of the payment: operators look).
    'returned',
    'partly-returned',
    'refunded',
    'not-captured',
    'put-back',
    'needs-review',
    // A settlement to our bank, booked out of clearing; not-settled: created or failed, nothing moved yet.
    'settled',
    'not-settled',
    // Signed, but the provider's API does not bear it out: nothing moved.
    'unconfirmed',
    // A withdrawal's payout, as the provider reports it: paid out (with its UTR), or still with the bank;
    // `returned` when it failed or was reversed (the money back in the wallet).
    'paid-out',
    'payout-waiting',
  ]),
});
export type WebhookReceipt = z.infer<typeof WebhookReceiptSchema>;
