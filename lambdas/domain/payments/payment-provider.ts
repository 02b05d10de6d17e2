/**
 * The payment provider as the wallet sees it: card orders paid on the provider's hosted checkout, and
 * per-customer virtual accounts (bank account + UPI id) that receive bank transfers. One real adapter
 * speaks Razorpay's API (lambdas/adapters/razorpay); locally it talks to the payments sandbox, which
 * speaks the same API, so the code under test is the code that runs in the cloud.
 *
 * Amounts are bigint paise. Ids are the provider's (`order_…`, `pay_…`, `va_…`): keep them as
 * external references, never parse them.
 */
import type { BankTransferReceipt, UpiTransferReceipt } from './transfer-receipts';

/** `created` → `attempted` (a payment was tried) → `paid` (a payment was captured). */
export type ProviderOrderStatus = 'created' | 'attempted' | 'paid';

export interface ProviderOrder {
  id: string;
  amount: bigint;
  amountPaid: bigint;
  amountDue: bigint;
  currency: string;
  receipt: string | null;
  status: ProviderOrderStatus;
  attempts: number;
  notes: Record<string, string>;
  createdAt: Date;
}

/**
 * `failed` is not final: a late authorisation can capture a payment the provider first reported as
 * failed, so only `captured` moves money.
 */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPaymentError {
  code: string;
  description: string;
  source: string | null;
  step: string | null;
  reason: string | null;
}

export interface ProviderPayment {
  id: string;
  amount: bigint;
  currency: string;
  status: ProviderPaymentStatus;
  /** The order this payment pays; null for money received on a virtual account. */
  orderId: string | null;
  /** `card`, `upi`, `netbanking`, `bank_transfer`, … */
  method: string;
  captured: boolean;
  customerId: string | null;
  email: string | null;
  /** The provider's fee and the GST on it, when it reports them (paise). */
  fee: bigint | null;
  tax: bigint | null;
  /** What was sent back to the payer so far (paise), by us or from the provider's dashboard. */
  amountRefunded: bigint;
  refundStatus: 'partial' | 'full' | null;
  notes: Record<string, string>;
  error: ProviderPaymentError | null;
  createdAt: Date;
}

/**
 * Whether the payment's money reached us: captured, and still so when since refunded (in part the status
 * stays `captured`, in full it becomes `refunded`). An authorisation voided before capture is `refunded`
 * too, but never `captured`.
 */
export const moneyCaptured = (payment: Pick<ProviderPayment, 'status' | 'captured'>) =>
  payment.status === 'captured' || (payment.status === 'refunded' && payment.captured);

/** Money sent back to whoever paid: for a bank transfer, to the account it came from. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: bigint;
  status: 'pending' | 'processed' | 'failed';
  createdAt: Date;
}

export interface RefundInput {
  /** Paise, at most what the payment has left to refund. */
  amount: bigint;
  /**
   * The provider's refund idempotency key (10+ letters, digits, `-`, `_`): the same key and amount
   * give back the same refund, so a retried return never refunds twice.
   */
  idempotencyKey: string;
  /** Our own reference, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface BankAccountDetails {
  ifsc: string;
  accountNumber: string;
}

export interface ProviderVirtualAccount {
  id: string;
  status: 'active' | 'paid' | 'closed';
  customerId: string | null;
  description: string | null;
  amountPaid: bigint;
  notes: Record<string, string>;
  /** Where the customer sends NEFT/RTGS/IMPS transfers. */
  bankAccount: { accountNumber: string; ifsc: string; bankName: string; name: string } | null;
  /** The UPI id (`rpy.payto…@icici`) for a UPI transfer or a `upi://pay` QR code. */
  vpa: { address: string } | null;
  /** Third-party validation: the accounts the provider accepts money from. */
  allowedPayers: (BankAccountDetails & { id: string })[];
  createdAt: Date;
}

export interface ProviderCustomer {
  name: string;
  email: string;
  contact?: string;
}

export interface CreateOrderInput {
  /** Integer paise, at least 100 (₹1), the provider's minimum. */
  amount: bigint;
  /** Our own reference, at most 40 characters, unique per order (a deposit id, say). */
  receipt: string;
  /** At most 15 keys of at most 256 characters: never PII, they show in the provider's dashboard. */
  notes?: Record<string, string>;
}

export interface CreateVirtualAccountInput {
  customer: ProviderCustomer;
  /** The customer's verified bank account: the provider refunds transfers from any other account. */
  allowedPayer: BankAccountDetails;
  description?: string;
  notes?: Record<string, string>;
}

/** A page of a provider's list by creation time: from `from`, up to `to` when given, else all since. */
export interface CreatedPage {
  from: Date;
  to?: Date;
  count: number;
  skip: number;
}

export interface PaymentProvider {
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  /** Every payment tried against an order, for when the browser never came back. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Payments created in the page's window, newest first, a page at a time (at most 100). */
  listPayments(page: CreatedPage): Promise<ProviderPayment[]>;
  /** Refunds created in the page's window (ours and the dashboard's), newest first, a page at a time. */
  listRefunds(page: CreatedPage): Promise<ProviderRefund[]>;
  /**
   * A payment received on a virtual account and the bank or UPI transfer behind it, as the provider's
   * API has them: what a `virtual_account.credited` event reports is confirmed against this before
   * money moves.
   */
  fetchVirtualAccountPayment(
    paymentId: string,
  ): Promise<{ payment: ProviderPayment; transfer: BankTransferReceipt | UpiTransferReceipt }>;
  createVirtualAccount(input: CreateVirtualAccountInput): Promise<ProviderVirtualAccount>;
  fetchVirtualAccount(virtualAccountId: string): Promise<ProviderVirtualAccount>;
  refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
  /** One refund of a payment as the provider has it now (`GET /v1/payments/{id}/refunds/{refund id}`). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  /** After the customer changes their verified bank account. */
  addAllowedPayer(virtualAccountId: string, payer: BankAccountDetails): Promise<ProviderVirtualAccount>;
}

/** The provider's minimum order amount: ₹1. */
export const MINIMUM_ORDER_PAISE = 100n;
/** The provider keeps at most 40 characters of an order's receipt. */
export const MAXIMUM_RECEIPT_LENGTH = 40;
