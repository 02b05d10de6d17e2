/**
 * A `payout.*` webhook (parsed by razorpay-payout-webhooks.ts): a notice that a payout moved on. Only
 * the payout's id is taken from it; the payout itself is fetched from the provider and booked as the
 * provider reports it (payout-booking.ts), so a repeated, reordered or stale event books nothing more,
 * and a payout that matches no withdrawal of ours is counted for the alarm and moves nothing.
 */
import type { WebhookReceipt } from '../../contract/payment-webhooks';
import { inrWithdrawalDependencies } from '../adapters/inr-withdrawal-dependencies';
import { bookReportedPayout, type PayoutBooking } from '../domain/inr-withdrawals/payout-booking';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

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
