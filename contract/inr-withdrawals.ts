/**
 * Withdrawing INR to the customer's verified bank account: the terms the screen shows before anyone
 * types (the account, our fee and its GST, the limits), the request confirmed with the transaction PIN
 * (with an Idempotency-Key header), and the customer's withdrawals with their status and, once the bank
 * has it, the UTR. Amounts are decimal strings both ways; the server decides every figure.
 */
import * as z from 'zod/mini';
import { limitFields } from './limits';
import { formatPaise } from './rupees';
import { DecimalAmount } from './wallets';

/** The verified account as the customer sees it: never the full number. */
export const WithdrawalBankAccountSchema = z.object({
  accountHolderName: z.string(),
  ifsc: z.string(),
  /** `••••6789` */
  accountNumberMasked: z.string(),
});

/**
 * A withdrawal's limits (limits.ts): per withdrawal on what reaches the bank; per day on what leaves the
 * wallet, the amount with fee and GST.
 */
export const inrWithdrawalLimitNames = {
  minimumPerRequest: 'minimumPerWithdrawalInr',
  maximumPerRequest: 'maximumPerWithdrawalInr',
  maximumPerDay: 'maximumPerDayInr',
  usedToday: 'withdrawnTodayInr',
  leftToday: 'leftTodayInr',
} as const;

/** `GET /wallets/inr/withdrawals/terms` */
export const InrWithdrawalTermsSchema = z.object({
  /** Absent until account setup is approved: money goes only to a verified account. */
  bankAccount: z.optional(WithdrawalBankAccountSchema),
  /** Why withdrawing is not possible now, in words the person can act on. */
  unavailableReason: z.optional(z.string()),
  feeInr: DecimalAmount,
  gstPercent: z.string(),
  gstInr: DecimalAmount,
  limits: z.object(limitFields(inrWithdrawalLimitNames)),
  bankChangeNote: z.string(),
});
export type InrWithdrawalTerms = z.infer<typeof InrWithdrawalTermsSchema>;

/**
 * Why an amount cannot be withdrawn, in the words the server refuses it with and the screen says at the
 * amount before the PIN is asked (figures in paise). What the day's limit and the wallet count is what
 * leaves the wallet: the amount with our fee and its GST.
 */
export const inrWithdrawalRefusals = {
  belowMinimum: (minimumPaise: bigint) => `The least you can withdraw is ${formatPaise(minimumPaise)}.`,
  aboveMaximum: (maximumPaise: bigint) =>
    `The most you can withdraw at once is ${formatPaise(maximumPaise)}.`,
  notEnough: (balancePaise: bigint, debitPaise: bigint) =>
    `Your INR wallet holds ${formatPaise(balancePaise)}; this withdrawal takes ${formatPaise(debitPaise)} with our fee and its GST. Withdraw less or add money.`,
  pastDailyLimit: (maximumPerDayPaise: bigint, leftTodayPaise: bigint) =>
    `This would pass your daily limit of ${formatPaise(maximumPerDayPaise)}: ${formatPaise(leftTodayPaise > 0n ? leftTodayPaise : 0n)} is left today, fee and GST included.`,
};

/** `POST /wallets/inr/withdrawals`: the rupees to receive in the bank; fee and GST come on top. */
export const InrWithdrawalRequestSchema = z.strictObject({
  amount: z
    .string('Enter the amount to withdraw, for example "2000" or "2000.50"')
    .check(
      z.regex(
        /^\d{1,9}(\.\d{1,2})?$/,
        'Enter a rupee amount in digits, like 2000 or 2000.50 (at most 2 decimals)',
      ),
    ),
  pin: z.string('Enter your 6-digit transaction PIN').check(z.regex(/^\d{6}$/, 'The PIN is 6 digits')),
});
export type InrWithdrawalRequest = z.infer<typeof InrWithdrawalRequestSchema>;

export const InrWithdrawalStatusSchema = z.enum(['processing', 'paid', 'failed', 'returned']);

export const InrWithdrawalSchema = z.object({
  id: z.string(),
  /** What reaches the bank. */
  amount: DecimalAmount,
  fee: DecimalAmount,
  gst: DecimalAmount,
  /** amount + fee + GST: what left the wallet. */
  debited: DecimalAmount,
  status: InrWithdrawalStatusSchema,
  statusReason: z.optional(z.string()),
  /** The bank's reference, once paid. */
  utr: z.optional(z.string()),
  /** `HDFC0001234 ••••6789` */
  bankAccount: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InrWithdrawal = z.infer<typeof InrWithdrawalSchema>;

export const InrWithdrawalListSchema = z.object({
  withdrawals: z.array(InrWithdrawalSchema),
  /** Pass back as `cursor` for older withdrawals; absent when there are none. */
  cursor: z.optional(z.string()),
});
export type InrWithdrawalList = z.infer<typeof InrWithdrawalListSchema>;
