/**
 * Razorpay's documented entities (order, payment, virtual account, bank and UPI transfers, error body)
 * as zod/mini schemas, and their mapping to the domain's provider types. Unknown fields are dropped, so a
 * field Razorpay adds does not break us; a field we rely on that is missing or mistyped does.
 */
import * as z from 'zod/mini';
import type {
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderVirtualAccount,
} from '../../domain/payments/payment-provider';
import type { BankTransferReceipt, UpiTransferReceipt } from '../../domain/payments/transfer-receipts';

const paise = z.int().check(z.nonnegative());
/** A payment or transfer carries money: the provider never reports one of ₹0. */
const positivePaise = z.int().check(z.positive());
const unixSeconds = z.int();
const nullableString = z.nullable(z.optional(z.string()));

/** Razorpay sends empty notes as `[]` (a PHP empty array) and filled ones as an object. */
export const RazorpayNotes = z.union([
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  z.array(z.unknown()),
]);

export const RazorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: nullableString,
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.int(),
  notes: z.optional(RazorpayNotes),
  created_at: unixSeconds,
});

export const RazorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: positivePaise,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: nullableString,
  method: z.string(),
  captured: z.boolean(),
  customer_id: nullableString,
  email: nullableString,
  fee: z.nullable(z.optional(paise)),
  tax: z.nullable(z.optional(paise)),
  amount_refunded: z.optional(paise),
  refund_status: z.nullable(z.optional(z.enum(['partial', 'full']))),
  notes: z.optional(RazorpayNotes),
  error_code: nullableString,
  error_description: nullableString,
  error_source: nullableString,
  error_step: nullableString,
  error_reason: nullableString,
  created_at: unixSeconds,
});

const BankAccountReceiverSchema = z.object({
  id: z.string(),
  entity: z.literal('bank_account'),
  account_number: z.string(),
  ifsc: z.string(),
  bank_name: nullableString,
  name: nullableString,
});
const VpaReceiverSchema = z.object({ id: z.string(), entity: z.literal('vpa'), address: z.string() });

export const RazorpayVirtualAccountSchema = z.object({
  id: z.string(),
  entity: z.literal('virtual_account'),
  status: z.enum(['active', 'paid', 'closed']),
  description: nullableString,
  customer_id: nullableString,
  amount_paid: paise,
  notes: z.optional(RazorpayNotes),
  // Other receiver types (qr_code) exist; we create bank_account and vpa only.
  receivers: z.array(z.looseObject({ entity: z.string() })),
  allowed_payers: z.optional(
    z.array(
      z.object({
        type: z.string(),
        id: z.string(),
        bank_account: z.object({ ifsc: z.string(), account_number: z.string() }),
      }),
    ),
  ),
  created_at: unixSeconds,
});

export const RazorpayCustomerSchema = z.object({
  id: z.string(),
  entity: z.literal('customer'),
  name: nullableString,
  email: nullableString,
});

export const RazorpayBankTransferSchema = z.object({
  id: z.string(),
  entity: z.literal('bank_transfer'),
  payment_id: z.string(),
  mode: z.string(),
  bank_reference: z.string().check(z.minLength(1)),
  amount: positivePaise,
  payer_bank_account: z.nullable(
    z.optional(
      z.object({
        ifsc: z.string(),
        account_number: z.string(),
        bank_name: nullableString,
        name: nullableString,
      }),
    ),
  ),
  virtual_account_id: z.string(),
});

export const RazorpayUpiTransferSchema = z.object({
  id: z.string(),
  entity: z.literal('upi_transfer'),
  payment_id: z.string(),
  amount: positivePaise,
  payer_vpa: nullableString,
  payer_account: nullableString,
  payer_ifsc: nullableString,
  payer_bank: nullableString,
  // Razorpay documents the UPI reference as npci_reference_id; some payloads name it rrn.
  npci_reference_id: nullableString,
  rrn: nullableString,
  virtual_account_id: z.string(),
});

export const RazorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: positivePaise,
  currency: z.string(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: unixSeconds,
});

export const RazorpayCollectionSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ entity: z.literal('collection'), count: z.int(), items: z.array(item) });

/** `{ error: { code: 'BAD_REQUEST_ERROR', description, field?, source?, step?, reason? } }` */
export const RazorpayErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    field: nullableString,
    reason: nullableString,
  }),
});

export function notesOf(notes: z.infer<typeof RazorpayNotes> | undefined): Record<string, string> {
  if (!notes || Array.isArray(notes)) return {};
  return Object.fromEntries(
    Object.entries(notes).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]])),
  );
}

const dateOf = (seconds: number) => new Date(seconds * 1000);

export function toProviderOrder(order: z.infer<typeof RazorpayOrderSchema>): ProviderOrder {
  return {
    id: order.id,
    amount: BigInt(order.amount),
    amountPaid: BigInt(order.amount_paid),
    amountDue: BigInt(order.amount_due),
    currency: order.currency,
    receipt: order.receipt ?? null,
    status: order.status,
    attempts: order.attempts,
    notes: notesOf(order.notes),
    createdAt: dateOf(order.created_at),
  };
}

export function toProviderPayment(payment: z.infer<typeof RazorpayPaymentSchema>): ProviderPayment {
  return {
    id: payment.id,
    amount: BigInt(payment.amount),
    currency: payment.currency,
    status: payment.status,
    orderId: payment.order_id ?? null,
    method: payment.method,
    captured: payment.captured,
    customerId: payment.customer_id ?? null,
    email: payment.email ?? null,
    fee: payment.fee == null ? null : BigInt(payment.fee),
    tax: payment.tax == null ? null : BigInt(payment.tax),
    amountRefunded: BigInt(payment.amount_refunded ?? 0),
    refundStatus: payment.refund_status ?? null,
    notes: notesOf(payment.notes),
    error: payment.error_code
      ? {
          code: payment.error_code,
          description: payment.error_description ?? '',
          source: payment.error_source ?? null,
          step: payment.error_step ?? null,
          reason: payment.error_reason ?? null,
        }
      : null,
    createdAt: dateOf(payment.created_at),
  };
}

export function toProviderVirtualAccount(
  account: z.infer<typeof RazorpayVirtualAccountSchema>,
): ProviderVirtualAccount {
  let bankAccount: ProviderVirtualAccount['bankAccount'] = null;
  let vpa: ProviderVirtualAccount['vpa'] = null;
  for (const receiver of account.receivers) {
    const bank = BankAccountReceiverSchema.safeParse(receiver);
    if (bank.success && !bankAccount)
      bankAccount = {
        accountNumber: bank.data.account_number,
        ifsc: bank.data.ifsc,
        bankName: bank.data.bank_name ?? '',
        name: bank.data.name ?? '',
      };
    const upi = VpaReceiverSchema.safeParse(receiver);
    if (upi.success && !vpa) vpa = { address: upi.data.address };
  }
  return {
    id: account.id,
    status: account.status,
    customerId: account.customer_id ?? null,
    description: account.description ?? null,
    amountPaid: BigInt(account.amount_paid),
    notes: notesOf(account.notes),
    bankAccount,
    vpa,
    allowedPayers: (account.allowed_payers ?? []).map((payer) => ({
      id: payer.id,
      ifsc: payer.bank_account.ifsc,
      accountNumber: payer.bank_account.account_number,
    })),
    createdAt: dateOf(account.created_at),
  };
}

export function toProviderRefund(refund: z.infer<typeof RazorpayRefundSchema>): ProviderRefund {
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amount: BigInt(refund.amount),
    status: refund.status,
    createdAt: dateOf(refund.created_at),
  };
}

export function toBankTransferReceipt(
  transfer: z.infer<typeof RazorpayBankTransferSchema>,
): BankTransferReceipt {
  const payer = transfer.payer_bank_account;
  return {
    kind: 'bank_transfer',
    id: transfer.id,
    paymentId: transfer.payment_id,
    virtualAccountId: transfer.virtual_account_id,
    mode: transfer.mode,
    utr: transfer.bank_reference,
    amount: BigInt(transfer.amount),
    payer: payer
      ? {
          ifsc: payer.ifsc,
          accountNumber: payer.account_number,
          bankName: payer.bank_name ?? null,
          name: payer.name ?? null,
        }
      : null,
  };
}

export function toUpiTransferReceipt(
  transfer: z.infer<typeof RazorpayUpiTransferSchema>,
): UpiTransferReceipt {
  const rrn = transfer.npci_reference_id ?? transfer.rrn;
  if (!rrn) throw new RangeError('A UPI transfer carries no reference (npci_reference_id or rrn)');
  return {
    kind: 'upi_transfer',
    id: transfer.id,
    paymentId: transfer.payment_id,
    virtualAccountId: transfer.virtual_account_id,
    amount: BigInt(transfer.amount),
    payerVpa: transfer.payer_vpa ?? null,
    payer:
      transfer.payer_account && transfer.payer_ifsc
        ? {
            ifsc: transfer.payer_ifsc,
            accountNumber: transfer.payer_account,
            bankName: transfer.payer_bank ?? null,
          }
        : null,
    rrn,
  };
}
