/**
 * Parses a Razorpay webhook body (after its signature was checked on the raw bytes) into a domain
 * ProviderEvent. The events the wallet subscribes to are parsed strictly: a payload missing what we rely
 * on is refused (RazorpayWebhookShapeError → 400, so the provider retries and an operator sees it).
 * Any other event is `ignored`.
 *
 *   payment.authorized | payment.captured | payment.failed   payload.payment.entity
 *   order.paid                                             payload.payment.entity, payload.order.entity
 *   virtual_account.credited                               payload.payment.entity, payload.virtual_account.entity,
 *                                                          and payload.bank_transfer.entity or payload.upi_transfer.entity
 *   refund.created | refund.processed | refund.failed      payload.refund.entity, payload.payment.entity
 *   settlement.processed                                   payload.settlement.entity
 *
 * RazorpayX's payout.* events are read by razorpay-payout-webhooks.ts.
 */
import * as z from 'zod/mini';
import { InvalidRequestError } from '../../domain/errors';
import type { ProviderEvent } from '../../domain/payments/provider-events';
import {
  RazorpayBankTransferSchema,
  RazorpayOrderSchema,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  RazorpayUpiTransferSchema,
  RazorpayVirtualAccountSchema,
  toBankTransferReceipt,
  toProviderOrder,
  toProviderPayment,
  toProviderRefund,
  toProviderVirtualAccount,
  toUpiTransferReceipt,
} from './razorpay-entities';
import { RazorpaySettlementSchema, toProviderSettlement } from './razorpay-settlements';

export class RazorpayWebhookShapeError extends InvalidRequestError {}

const EnvelopeSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.int(),
});

export const wrapped = <Entity extends z.ZodMiniType>(entity: Entity) => z.object({ entity });

const PaymentEventPayload = z.object({ payment: wrapped(RazorpayPaymentSchema) });
const OrderPaidPayload = z.object({
  payment: wrapped(RazorpayPaymentSchema),
  order: wrapped(RazorpayOrderSchema),
});
const RefundEventPayload = z.object({
  refund: wrapped(RazorpayRefundSchema),
  payment: wrapped(RazorpayPaymentSchema),
});
const SettlementEventPayload = z.object({ settlement: wrapped(RazorpaySettlementSchema) });
const VirtualAccountCreditedPayload = z.object({
  payment: wrapped(RazorpayPaymentSchema),
  virtual_account: wrapped(RazorpayVirtualAccountSchema),
  bank_transfer: z.optional(wrapped(RazorpayBankTransferSchema)),
  upi_transfer: z.optional(wrapped(RazorpayUpiTransferSchema)),
});

export function parsed<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  event: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const where = result.error.issues[0]?.path.map(String).join('.') ?? '';
    throw new RazorpayWebhookShapeError(`The ${event} payload is not in Razorpay's shape (at '${where}')`);
  }
  return result.data;
}

/** The event's envelope: its name, its payload (not yet read) and when it was created. */
export function webhookEnvelope(rawBody: string): z.output<typeof EnvelopeSchema> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new RazorpayWebhookShapeError('The webhook body is not JSON');
  }
  return parsed(EnvelopeSchema, json, 'webhook');
}

/** `rawBody` is the exact body whose signature was verified. */
export function parseRazorpayWebhook(rawBody: string): ProviderEvent {
  const envelope = webhookEnvelope(rawBody);
  const createdAt = new Date(envelope.created_at * 1000);
  const { event, payload } = envelope;
  switch (event) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'payment.failed': {
      const { payment } = parsed(PaymentEventPayload, payload, event);
      return { type: event, payment: toProviderPayment(payment.entity), createdAt };
    }
    case 'order.paid': {
      const { payment, order } = parsed(OrderPaidPayload, payload, event);
      return {
        type: event,
        order: toProviderOrder(order.entity),
        payment: toProviderPayment(payment.entity),
        createdAt,
      };
    }
    case 'refund.created':
    case 'refund.processed':
    case 'refund.failed': {
      const { refund, payment } = parsed(RefundEventPayload, payload, event);
      return {
        type: event,
        refund: toProviderRefund(refund.entity),
        payment: toProviderPayment(payment.entity),
        createdAt,
      };
    }
    case 'virtual_account.credited': {
      const credited = parsed(VirtualAccountCreditedPayload, payload, event);
      const bank = credited.bank_transfer?.entity;
      const upi = credited.upi_transfer?.entity;
      if (!bank && !upi)
        throw new RazorpayWebhookShapeError(
          'The virtual_account.credited payload has neither a bank_transfer nor a upi_transfer',
        );
      let transfer: ReturnType<typeof toBankTransferReceipt> | ReturnType<typeof toUpiTransferReceipt>;
      try {
        transfer = bank ? toBankTransferReceipt(bank) : toUpiTransferReceipt(upi as NonNullable<typeof upi>);
      } catch (error) {
        throw new RazorpayWebhookShapeError((error as Error).message);
      }
      return {
        type: event,
        payment: toProviderPayment(credited.payment.entity),
        virtualAccount: toProviderVirtualAccount(credited.virtual_account.entity),
        transfer,
        createdAt,
      };
    }
    case 'settlement.processed': {
      const { settlement } = parsed(SettlementEventPayload, payload, event);
      return { type: event, settlement: toProviderSettlement(settlement.entity), createdAt };
    }
    default:
      return { type: 'ignored', event, createdAt };
  }
}
