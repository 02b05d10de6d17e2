/**
 * What the payment provider tells us by webhook, parsed from its documented payloads
 * (lambdas/adapters/razorpay/razorpay-webhooks.ts). Delivery is at least once and in no guaranteed
 * order: deduplicate on `eventId` (the delivery header, the same on every retry) and on the payment id
 * or the transfer's UTR, and treat `payment.failed` as possibly followed by `payment.captured`.
 */
import type {
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderVirtualAccount,
} from './payment-provider';
import type { ProviderSettlement } from './provider-settlement';
import type { BankTransferReceipt, UpiTransferReceipt } from './transfer-receipts';

export type ProviderEvent =
  | {
      type: 'payment.authorized' | 'payment.captured' | 'payment.failed';
      payment: ProviderPayment;
      createdAt: Date;
    }
  | { type: 'order.paid'; order: ProviderOrder; payment: ProviderPayment; createdAt: Date }
  | {
      type: 'virtual_account.credited';
      payment: ProviderPayment;
      virtualAccount: ProviderVirtualAccount;
      transfer: BankTransferReceipt | UpiTransferReceipt;
      createdAt: Date;
    }
  /**
   * A refund of a payment, ours or made in the provider's dashboard. `created` may come after
   * `processed`; the refund entity's status says where it is, whichever event carries it.
   */
  | {
      type: 'refund.created' | 'refund.processed' | 'refund.failed';
      refund: ProviderRefund;
      payment: ProviderPayment;
      createdAt: Date;
    }
  /** Razorpay paid a settlement to our bank: read it again from the API before booking it. */
  | { type: 'settlement.processed'; settlement: ProviderSettlement; createdAt: Date }
  /** An event we did not subscribe to or do not act on: acknowledge it and do nothing. */
  | { type: 'ignored'; event: string; createdAt: Date };

/** The reference that makes a credit unique: the UTR of a bank transfer, the RRN of a UPI payment. */
export function transferReference(transfer: BankTransferReceipt | UpiTransferReceipt): string {
  return transfer.kind === 'bank_transfer' ? transfer.utr : transfer.rrn;
}
