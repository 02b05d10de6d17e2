/**
 * A `payout.*` webhook (parsed by razorpay-payout-webhooks.ts): a notice that a payout moved on. Only
 * the payout's id is taken from it; the payout itself is fetched from the provider and booked as the
 * provider reports it (payout-booking.ts), so a repeated, reordered or stale event books nothing more,
 * and a payout that matches no withdrawal of ours is counted for the alarm and moves nothing.
 *
 * A signed event about a payout the provider does not know is answered 2xx all the same: the provider
 * disables a webhook URL that keeps failing, which would stop the notices of real payouts too. It can
 * only come from someone holding the webhook secret (or another provider account posting to us), so it
 * is counted for its own alarm and logged by id for operators.
 */
import type { WebhookReceipt } from '../../contract/payment-webhooks';
import { inrWithdrawalDependencies } from '../adapters/inr-withdrawal-dependencies';
import {
  bookReportedPayout,
  type PayoutBooking,
  type PayoutDependencies,
} from '../domain/inr-withdrawals/payout-booking';
import { ProviderRecordNotFoundError } from '../domain/payments/provider-errors';
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

export async function recordPayoutEvent(
  eventId: string,
  payoutId: string,
  deps: PayoutDependencies = inrWithdrawalDependencies(),
): Promise<WebhookReceipt> {
  let booking: PayoutBooking;
  try {
    booking = await bookReportedPayout(payoutId, deps);
  } catch (error) {
    if (!(error instanceof ProviderRecordNotFoundError)) throw error;
    countEvent('PayoutEventUnconfirmed');
    logger.error('A signed payout webhook names a payout the provider does not know; nothing booked', {
      eventId,
      payoutId,
    });
    return { status: 'unconfirmed' };
  }
  if (booking === 'unknown-withdrawal' || booking === 'amount-differs') {
    countEvent('PayoutUnmatched');
    logger.error('A payout matches no withdrawal of ours; nothing booked', { eventId, payoutId, booking });
  }
  return { status: receipts[booking] };
}
