/**
 * The PaymentProvider port over Razorpay's documented API (Orders, Payments, Customers, Smart Collect
 * virtual accounts with third-party validation). Locally RAZORPAY_API_URL points it at the payments
 * sandbox, which speaks the same API.
 */
import {
  type BankAccountDetails,
  type CreatedPage,
  type CreateOrderInput,
  type CreateVirtualAccountInput,
  MAXIMUM_RECEIPT_LENGTH,
  MINIMUM_ORDER_PAISE,
  type PaymentProvider,
  type RefundInput,
} from '../../domain/payments/payment-provider';
import { RazorpayClient, type RazorpayCredentials } from './razorpay-client';
import { razorpayCredentials } from './razorpay-config';
import {
  RazorpayBankTransferSchema,
  RazorpayCollectionSchema,
  RazorpayCustomerSchema,
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

/** Ids go into URL paths: anything but Razorpay's id alphabet is refused before a request is made. */
export function pathId(id: string): string {
  if (!/^[A-Za-z0-9_]{1,40}$/.test(id)) throw new RangeError(`'${id}' is not a Razorpay id`);
  return id;
}

const bankAccountPayer = (payer: BankAccountDetails) => ({
  type: 'bank_account',
  bank_account: { ifsc: payer.ifsc, account_number: payer.accountNumber },
});

/** A list endpoint's window and page: Unix seconds, 1 to 100 items after `skip`. */
export function pageQuery({ from, to, count, skip }: CreatedPage) {
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new RangeError('count is 1 to 100');
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError('skip is a whole number');
  return new URLSearchParams({
    from: String(Math.floor(from.getTime() / 1000)),
    ...(to ? { to: String(Math.floor(to.getTime() / 1000)) } : {}),
    count: String(count),
    skip: String(skip),
  });
}

export function razorpayPaymentProvider(credentials: RazorpayCredentials): PaymentProvider {
  const client = new RazorpayClient(credentials);
  return {
    async createOrder({ amount, receipt, notes }: CreateOrderInput) {
      if (amount < MINIMUM_ORDER_PAISE) throw new RangeError('An order is at least 100 paise (₹1)');
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The order amount is too large');
      if (receipt.length === 0 || receipt.length > MAXIMUM_RECEIPT_LENGTH)
        throw new RangeError(`A receipt is 1 to ${MAXIMUM_RECEIPT_LENGTH} characters`);
      const order = await client.post(
        '/v1/orders',
        { amount: Number(amount), currency: 'INR', receipt, notes: notes ?? {} },
        RazorpayOrderSchema,
      );
      return toProviderOrder(order);
    },
    async fetchOrder(orderId) {
      return toProviderOrder(await client.get(`/v1/orders/${pathId(orderId)}`, RazorpayOrderSchema));
    },
    async fetchOrderPayments(orderId) {
      const payments = await client.get(
        `/v1/orders/${pathId(orderId)}/payments`,
        RazorpayCollectionSchema(RazorpayPaymentSchema),
      );
      return payments.items.map(toProviderPayment);
    },
    async fetchPayment(paymentId) {
      return toProviderPayment(await client.get(`/v1/payments/${pathId(paymentId)}`, RazorpayPaymentSchema));
    },
    async listPayments(page) {
      const payments = await client.get(
        `/v1/payments?${pageQuery(page)}`,
        RazorpayCollectionSchema(RazorpayPaymentSchema),
      );
      return payments.items.map(toProviderPayment);
    },
    async listRefunds(page) {
      const refunds = await client.get(
        `/v1/refunds?${pageQuery(page)}`,
        RazorpayCollectionSchema(RazorpayRefundSchema),
      );
      return refunds.items.map(toProviderRefund);
    },
    async fetchRefund(paymentId, refundId) {
      return toProviderRefund(
        await client.get(
          `/v1/payments/${pathId(paymentId)}/refunds/${pathId(refundId)}`,
          RazorpayRefundSchema,
        ),
      );
    },
    async fetchVirtualAccountPayment(paymentId) {
      const id = pathId(paymentId);
      const payment = toProviderPayment(await client.get(`/v1/payments/${id}`, RazorpayPaymentSchema));
      // Money paid to the virtual account's UPI id is a `upi` payment with a UPI transfer; anything
      // else received on it (NEFT, RTGS, IMPS) is a `bank_transfer` payment with a bank transfer.
      const transfer =
        payment.method === 'upi'
          ? toUpiTransferReceipt(
              await client.get(`/v1/payments/${id}/upi_transfer`, RazorpayUpiTransferSchema),
            )
          : toBankTransferReceipt(
              await client.get(`/v1/payments/${id}/bank_transfer`, RazorpayBankTransferSchema),
            );
      return { payment, transfer };
    },
    async refundPayment(paymentId, { amount, idempotencyKey, receipt, notes }: RefundInput) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
        throw new RangeError('A refund idempotency key is 10 or more letters, digits, - or _');
      if (amount < MINIMUM_ORDER_PAISE) throw new RangeError('A refund is at least 100 paise (₹1)');
      const refund = await client.post(
        `/v1/payments/${pathId(paymentId)}/refund`,
        { amount: Number(amount), speed: 'normal', receipt, notes: notes ?? {} },
        RazorpayRefundSchema,
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      return toProviderRefund(refund);
    },
    async createVirtualAccount({ customer, allowedPayer, description, notes }: CreateVirtualAccountInput) {
      // fail_existing "0" returns the customer already registered with this email instead of refusing,
      // so a retried set-up reuses it.
      const razorpayCustomer = await client.post(
        '/v1/customers',
        {
          name: customer.name,
          email: customer.email,
          ...(customer.contact ? { contact: customer.contact } : {}),
          fail_existing: '0',
        },
        RazorpayCustomerSchema,
      );
      const account = await client.post(
        '/v1/virtual_accounts',
        {
          receivers: { types: ['bank_account', 'vpa'] },
          allowed_payers: [bankAccountPayer(allowedPayer)],
          customer_id: razorpayCustomer.id,
          ...(description ? { description } : {}),
          notes: notes ?? {},
        },
        RazorpayVirtualAccountSchema,
      );
      return toProviderVirtualAccount(account);
    },
    async fetchVirtualAccount(virtualAccountId) {
      return toProviderVirtualAccount(
        await client.get(`/v1/virtual_accounts/${pathId(virtualAccountId)}`, RazorpayVirtualAccountSchema),
      );
    },
    async addAllowedPayer(virtualAccountId, payer) {
      const account = await client.post(
        `/v1/virtual_accounts/${pathId(virtualAccountId)}/allowed_payers`,
        bankAccountPayer(payer),
        RazorpayVirtualAccountSchema,
      );
      return toProviderVirtualAccount(account);
    },
  };
}

let provider: PaymentProvider | undefined;

/** The provider the handlers use, configured from the environment (see razorpay-config.ts). */
export function paymentProvider(): PaymentProvider {
  provider ??= razorpayPaymentProvider(razorpayCredentials());
  return provider;
}
