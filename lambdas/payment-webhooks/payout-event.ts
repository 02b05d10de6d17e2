/**
 * A `payout.*` webhook: a notice that a payout moved on. Only the payout's id is read from it; the
 * payout itself is fetched from the provider and booked as the provider reports it (payout-booking.ts),
 * so a repeated, reordered or stale event books nothing more, and a payout that matches no withdrawal of
 * ours is counted for the alarm and moves nothing.
 */
import * as z from 'zod/mini';
import type { WebhookReceipt } from '../../contract/payment-webhooks';
import { inrWithdrawalDependencies } from '../adapters/inr-withdrawal-dependencies';
import { bookReportedPayout, type PayoutBooking } from '../domain/withdrawals/payout-booking';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

const PayoutEventSchema = z.object({
  event: z.string().check(z.startsWith('payout.')),
  payload: z.object({
    payout: z.object({
      entity: z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)) }),
    }),
  }),
});

/** The payout a `payout.*` event names, or undefined for any other event. */
export function payoutIdOfEvent(rawBody: string): string | undefined {
  try {
    const parsed = PayoutEventSchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data.payload.payout.entity.id : undefined;
  } catch {
    return undefined;
  }
}

const receipts: Record<PayoutBooking, WebhookReceipt['status']> = {
  'paid-out': 'paid-out',
  returned: 'returned',
  waiting: 'payout-waiting',
  'already-booked': 'already-recorded',
  'unknown-withdrawal': 'not-ours',
  'amount-differs': 'needs-review',
};

export async function recordPayoutEvent(eventId: string, payoutId: string): Promise<WebhookReceipt> {
  const booking = await bookReportedPayout(payoutId, inrWithdrawalDependencies());
  if (booking === 'unknown-withdrawal' || booking === 'amount-differs') {
    countEvent('PayoutUnmatched');
    logger.error('A payout matches no withdrawal of ours; nothing booked', { eventId, payoutId, booking });
  }
  return { status: receipts[booking] };
}
