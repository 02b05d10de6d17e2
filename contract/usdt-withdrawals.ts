/**
 * Withdrawing USDT on TRON: the customer's saved addresses (each may receive once its cooling-off
 * ends), the terms and the network fee shown before confirming, the withdrawal confirmed with the
 * transaction PIN, and the list of withdrawals with their chain status. Amounts are decimal strings.
 */
import * as z from 'zod/mini';
import { limitFields } from './limits';
import { formatAmount } from './minor-units';
import { formatIndianGrouping } from './rupees';
import { isTronAddressText, tronAddressProblem } from './usdt-trc20';
import { DecimalAmount, TransactionStatusSchema } from './wallets';

/** A TRON address as typed: base58check with a good checksum, checked in the browser and on the server. */
export const TronAddressSchema = z
  .string('Enter the TRON address')
  .check(z.refine(isTronAddressText, { error: (issue) => tronAddressProblem(String(issue.input)) }));

const usdtAmount = z
  .string('Enter the USDT to send, for example "10" or "10.5"')
  .check(
    z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'Enter a USDT amount in digits, like 10 or 10.5 (at most 6 decimals)'),
  );

export const AddWithdrawalAddressRequestSchema = z.strictObject({
  label: z
    .string('Give the address a name')
    .check(
      z.trim(),
      z.minLength(1, 'Give the address a name'),
      z.maxLength(40, 'Keep the name to 40 characters'),
    ),
  address: TronAddressSchema,
});
export type AddWithdrawalAddressRequest = z.infer<typeof AddWithdrawalAddressRequestSchema>;

export const WithdrawalAddressPathSchema = z.object({ address: TronAddressSchema });

export const WithdrawalAddressSchema = z.object({
  label: z.string(),
  address: z.string(),
  addedAt: z.string(),
  /** When it may first receive (the cooling-off after it was added). */
  opensAt: z.string(),
  open: z.boolean(),
});
export type WithdrawalAddress = z.infer<typeof WithdrawalAddressSchema>;

export const WithdrawalAddressListSchema = z.object({ addresses: z.array(WithdrawalAddressSchema) });

/** A withdrawal's limits in USDT, on what the address receives (limits.ts). */
export const usdtWithdrawalLimitNames = {
  minimumPerRequest: 'minimumPerWithdrawal',
  maximumPerRequest: 'maximumPerWithdrawal',
  maximumPerDay: 'maximumPerDay',
  usedToday: 'withdrawnToday',
  leftToday: 'leftToday',
} as const;

/** `GET /wallets/usdt/withdrawals/terms`: limits before typing, what is left today. */
export const UsdtWithdrawalTermsSchema = z.object({
  ...limitFields(usdtWithdrawalLimitNames),
  coolingOffHours: z.number(),
  /** Where a transaction id is shown on the chain: append the id. */
  explorerTransactionUrl: z.string(),
});
export type UsdtWithdrawalTerms = z.infer<typeof UsdtWithdrawalTermsSchema>;

/** Micro-USDT as a message writes it: `10,000.00 USDT`, `0.000001 USDT`. */
const usdtWords = (micro: bigint) => `${formatIndianGrouping(formatAmount(micro, 'USDT'))} USDT`;

/**
 * Why an amount cannot be sent, in the words the server refuses it with and the screen says at the
 * amount before the PIN is asked (figures in micro-USDT). The day's limit counts what the addresses
 * receive; the wallet pays that with the network fee.
 */
export const usdtWithdrawalRefusals = {
  belowMinimum: (minimumMicro: bigint) => `The smallest withdrawal is ${usdtWords(minimumMicro)}.`,
  aboveMaximum: (maximumMicro: bigint) => `The largest withdrawal is ${usdtWords(maximumMicro)}.`,
  pastDailyLimit: (maximumPerDayMicro: bigint, leftTodayMicro: bigint) =>
    leftTodayMicro > 0n
      ? `This passes your daily limit of ${usdtWords(maximumPerDayMicro)}: you can withdraw ${usdtWords(leftTodayMicro)} more today.`
      : `You have withdrawn your daily limit of ${usdtWords(maximumPerDayMicro)} today. You can withdraw again after midnight in India.`,
  /** Said before the network fee is known: the amount alone is more than the wallet holds. */
  notEnoughForAmount: (balanceMicro: bigint, amountMicro: bigint) =>
    `Your USDT wallet holds ${usdtWords(balanceMicro)}, less than the ${usdtWords(amountMicro)} you typed. Send less or add USDT.`,
  notEnoughWithFee: (balanceMicro: bigint, totalMicro: bigint) =>
    `Your USDT wallet holds ${usdtWords(balanceMicro)}; this withdrawal takes ${usdtWords(totalMicro)} with the network fee. Send less or add USDT.`,
};

export const UsdtWithdrawalFeeQuerySchema = z.strictObject({ to: TronAddressSchema, amount: usdtAmount });

/** The network fee in USDT for that transfer now, and what leaves the wallet. */
export const UsdtWithdrawalFeeSchema = z.object({
  amount: DecimalAmount,
  networkFee: DecimalAmount,
  total: DecimalAmount,
});
export type UsdtWithdrawalFee = z.infer<typeof UsdtWithdrawalFeeSchema>;

/** `POST /wallets/usdt/withdrawals` with an Idempotency-Key header. */
export const UsdtWithdrawalRequestSchema = z.strictObject({
  to: TronAddressSchema,
  amount: usdtAmount,
  networkFee: usdtAmount,
  pin: z.string('Enter your 6-digit transaction PIN').check(z.regex(/^\d{6}$/, 'The PIN is 6 digits')),
});
export type UsdtWithdrawalRequest = z.infer<typeof UsdtWithdrawalRequestSchema>;

export const UsdtWithdrawalSchema = z.object({
  id: z.string(),
  to: z.string(),
  label: z.string(),
  /** What the address receives. */
  amount: DecimalAmount,
  networkFee: DecimalAmount,
  /** amount + networkFee: what left the wallet. */
  total: DecimalAmount,
  /** reserved (pending) → broadcast → succeeded (confirmed), or failed with the money returned. */
  status: TransactionStatusSchema,
  statusReason: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UsdtWithdrawal = z.infer<typeof UsdtWithdrawalSchema>;

export const UsdtWithdrawalListSchema = z.object({ withdrawals: z.array(UsdtWithdrawalSchema) });
