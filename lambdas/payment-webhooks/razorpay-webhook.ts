/**
 * POST /webhooks/razorpay — the payment provider's events, signed over the raw body (checked by the
 * handler chain before the body is read). Answers 2xx once the event is recorded, so the provider
 * stops retrying; a redelivered event finds its references taken and moves nothing again.
 */

import * as z from 'zod/mini';
import type { WebhookReceipt } from '../../contract/payment-webhooks';
import { paymentWebhookRoutes } from '../../contract/routes/payment-webhooks';
import { bankTransferDependencies } from '../adapters/bank-transfer-dependencies';
import { cardPaymentDependencies } from '../adapters/card-deposit-dependencies';
import { providerRefundDependencies } from '../adapters/provider-refund-dependencies';
import { parsePayoutWebhook } from '../adapters/razorpay/razorpay-payout-webhooks';
import { parseRazorpayWebhook } from '../adapters/razorpay/razorpay-webhooks';
import { recordBankTransfer } from '../domain/deposits/bank-transfer-credit';
import { isCardPaymentEvent, recordCardPaymentEvent } from '../domain/deposits/card-payment-events';
import { recordProviderRefund } from '../domain/deposits/provider-refund';
import { InvalidRequestError } from '../domain/errors';
import { apiHandler } from '../http/api-handler';
import { razorpayWebhookSignature } from '../http/razorpay-webhook-proof';
import { json } from '../http/responses';
import { logger } from '../observability/logger';
import { countRefundOutcomes } from '../observability/refund-metrics';
import { countEvent } from '../observability/wallet-metrics';
import { recordPayoutEvent } from './payout-event';
import { recordSettlementEvent } from './settlement-event';

/** Razorpay's event ids (`evt_…`), the same on every delivery of one event. */
const EventIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/));

function eventIdOf(headers: Record<string, string | undefined> | undefined): string {
  const parsed = EventIdSchema.safeParse(headers?.['x-razorpay-event-id']);
  if (!parsed.success)
    throw new InvalidRequestError('The X-Razorpay-Event-Id header is missing or not an id.');
  return parsed.data;
}

const deps = bankTransferDependencies();

const cardDeps = cardPaymentDependencies();

const refundDeps = providerRefundDependencies();

/** An event the provider's API does not bear out: a leaked webhook secret, or a provider fault. */
function unconfirmed(eventId: string, event: string, paymentId: string) {
  countEvent('ProviderEventUnconfirmed');
  logger.error('The payment provider does not confirm what a signed webhook reports; nothing moved', {
    eventId,
    event,
    paymentId,
  });
}

export const handler = apiHandler(
  paymentWebhookRoutes.receiveRazorpayWebhook,
  async ({ event }) => {
    const eventId = eventIdOf(event.headers);
    const rawBody = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const payoutEvent = parsePayoutWebhook(rawBody);
    if (payoutEvent) return json(await recordPayoutEvent(eventId, payoutEvent.payout.id));
    const providerEvent = parseRazorpayWebhook(rawBody);
    if (isCardPaymentEvent(providerEvent)) {
      const status = await recordCardPaymentEvent(providerEvent, eventId, cardDeps);
      if (status === 'not-ours') {
        // A captured one is booked to suspense: money someone must assign or refund.
        countEvent('DepositUnmatched');
        logger.error('A card payment event for an order we never created', {
          eventId,
          orderId: providerEvent.payment.orderId,
        });
      }
      if (status === 'unconfirmed') unconfirmed(eventId, providerEvent.type, providerEvent.payment.id);
      return json({ status } satisfies WebhookReceipt);
    }
    if (
      providerEvent.type === 'refund.created' ||
      providerEvent.type === 'refund.processed' ||
      providerEvent.type === 'refund.failed'
    ) {
      const status = await recordProviderRefund(providerEvent.refund, refundDeps);
      countRefundOutcomes({ [status]: 1 });
      if (status === 'needs-review')
        logger.error('The payment provider refunded more than the ledger holds of a payment', {
          eventId,
          paymentId: providerEvent.refund.paymentId,
          refundId: providerEvent.refund.id,
        });
      if (status === 'not-captured')
        logger.info('A payment never captured was refunded by the provider; no money had reached us', {
          eventId,
          paymentId: providerEvent.refund.paymentId,
          refundId: providerEvent.refund.id,
        });
      if (status === 'unconfirmed') unconfirmed(eventId, providerEvent.type, providerEvent.refund.paymentId);
      return json({ status } satisfies WebhookReceipt);
    }
    if (providerEvent.type === 'settlement.processed')
      return json(await recordSettlementEvent(providerEvent.settlement.id));
    if (providerEvent.type !== 'virtual_account.credited')
      return json({ status: 'ignored' } satisfies WebhookReceipt);
    const outcome = await recordBankTransfer(providerEvent, eventId, deps);
    if (outcome.status === 'held') countEvent('DepositHeld');
    if ('referenceReused' in outcome && outcome.referenceReused) {
      countEvent('DepositReferenceReused');
      logger.error('A transfer carries a UTR another payment already carried; held', {
        eventId,
        paymentId: providerEvent.payment.id,
      });
    }
    if (outcome.status === 'unconfirmed') unconfirmed(eventId, providerEvent.type, providerEvent.payment.id);
    if (outcome.status === 'not-ours') {
      countEvent('DepositUnmatched');
      logger.error('Money arrived on a virtual account with no owner; booked to suspense', {
        eventId,
        virtualAccountId: providerEvent.virtualAccount.id,
      });
    }
    return json({ status: outcome.status } satisfies WebhookReceipt);
  },
  { proofOfOrigin: razorpayWebhookSignature() },
);
