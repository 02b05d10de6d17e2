/**
 * RazorpayX's documented entities (contact, fund account, fund account validation, payout) as zod/mini
 * schemas, and their mapping to the domain's payout types. Unknown fields are dropped, so a field
 * Razorpay adds does not break us; a field we rely on that is missing or mistyped does.
 */
import * as z from 'zod/mini';
import type {
  ProviderContact,
  ProviderFundAccount,
  ProviderFundAccountValidation,
  ProviderPayout,
} from '../../domain/payments/payout-provider';

const paise = z.int().check(z.nonnegative());
const nullableString = z.nullable(z.optional(z.string()));

export const RazorpayContactSchema = z.object({
  id: z.string(),
  entity: z.literal('contact'),
  reference_id: nullableString,
  active: z.boolean(),
});

export const RazorpayFundAccountSchema = z.object({
  id: z.string(),
  entity: z.literal('fund_account'),
  contact_id: z.string(),
  account_type: z.literal('bank_account'),
  bank_account: z.object({
    name: z.string(),
    ifsc: z.string(),
    account_number: z.string(),
    bank_name: nullableString,
  }),
  active: z.boolean(),
});

export const RazorpayFundAccountValidationSchema = z.object({
  id: z.string(),
  entity: z.literal('fund_account.validation'),
  fund_account: z.object({ id: z.string() }),
  status: z.enum(['created', 'completed', 'failed']),
  results: z.nullable(
    z.optional(
      z.object({
        account_status: z.nullable(z.optional(z.enum(['active', 'invalid']))),
        registered_name: nullableString,
      }),
    ),
  ),
});

export const RazorpayPayoutSchema = z.object({
  id: z.string(),
  entity: z.literal('payout'),
  fund_account_id: z.string(),
  /** A payout is at least ₹1: the provider never reports one of ₹0. */
  amount: z.int().check(z.positive()),
  currency: z.literal('INR'),
  /** Reported once the payout leaves the queue; 0 or absent before. */
  fees: z.nullable(z.optional(paise)),
  tax: z.nullable(z.optional(paise)),
  status: z.enum([
    'queued',
    'pending',
    'processing',
    'processed',
    'reversed',
    'cancelled',
    'failed',
    'rejected',
  ]),
  utr: nullableString,
  mode: z.enum(['IMPS', 'NEFT', 'RTGS', 'UPI']),
  reference_id: nullableString,
  failure_reason: nullableString,
  status_details: z.nullable(
    z.optional(z.object({ description: nullableString, reason: nullableString, source: nullableString })),
  ),
  created_at: z.int(),
});

export type RazorpayPayout = z.infer<typeof RazorpayPayoutSchema>;

export const toProviderContact = (contact: z.infer<typeof RazorpayContactSchema>): ProviderContact => ({
  id: contact.id,
  referenceId: contact.reference_id ?? null,
  active: contact.active,
});

export const toProviderFundAccount = (
  account: z.infer<typeof RazorpayFundAccountSchema>,
): ProviderFundAccount => ({
  id: account.id,
  contactId: account.contact_id,
  active: account.active,
  bankAccount: {
    name: account.bank_account.name,
    ifsc: account.bank_account.ifsc,
    accountNumber: account.bank_account.account_number,
    bankName: account.bank_account.bank_name ?? null,
  },
});

export const toProviderFundAccountValidation = (
  validation: z.infer<typeof RazorpayFundAccountValidationSchema>,
): ProviderFundAccountValidation => ({
  id: validation.id,
  fundAccountId: validation.fund_account.id,
  status: validation.status,
  accountStatus: validation.results?.account_status ?? null,
  registeredName: validation.results?.registered_name ?? null,
});

/** Fees and tax stay unknown (null) until the payout leaves the queue, where Razorpay reports 0. */
const chargedOnce = (payout: RazorpayPayout, value: number | null | undefined) =>
  value === null || value === undefined || payout.status === 'queued' ? null : BigInt(value);

export function toProviderPayout(payout: RazorpayPayout): ProviderPayout {
  // `failure_reason` is being retired in favour of `status_details`; read either.
  const failureReason = payout.status_details?.description ?? payout.failure_reason ?? undefined;
  const ended = ['failed', 'rejected', 'cancelled', 'reversed'].includes(payout.status);
  return {
    id: payout.id,
    status: payout.status,
    amountMinor: BigInt(payout.amount),
    feesMinor: chargedOnce(payout, payout.fees),
    taxMinor: chargedOnce(payout, payout.tax),
    ...(payout.utr ? { utr: payout.utr } : {}),
    referenceId: payout.reference_id ?? null,
    ...(ended && failureReason ? { failureReason } : {}),
    mode: payout.mode,
    fundAccountId: payout.fund_account_id,
    createdAt: new Date(payout.created_at * 1000),
  };
}
