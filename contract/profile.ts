/**
 * `GET /me`: the signed-in customer's profile. Amounts are decimal strings (no floating point on the
 * wire); an empty wallet shows as `'00.00'`, as the product spec has it.
 */
import * as z from 'zod/mini';

const DecimalAmount = z.string().check(z.regex(/^\d+\.\d+$/, 'Amount must be a decimal string'));

/** Where the customer's account setup (KYC and bank details) stands; money moves only when `approved`. */
export const KycStatusSchema = z.enum(['not-submitted', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const ProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  KYCVerified: z.boolean(),
  kycStatus: KycStatusSchema,
  /** Whether the customer has set the 6-digit transaction PIN that confirms money movements. */
  transactionPinSet: z.boolean(),
  fiatBalance: DecimalAmount,
  cryptoBalance: z.object({ USDT: DecimalAmount }),
  cryptoAddresses: z.object({ TRC20: z.array(z.string()) }),
  createdAt: z.string(),
  /** The profile picture (`PUT /me/avatar`) and a short-lived (900 s) link to show it. */
  avatarKey: z.optional(z.string()),
  avatarUrl: z.optional(z.string()),
  /**
   * What the customer owes us after the bank or payment provider refunded money they had already spent,
   * and why buying USDT and withdrawals are refused until their deposits pay it off. Absent: nothing.
   */
  owed: z.optional(z.object({ amount: DecimalAmount, reason: z.string() })),
});

export type Profile = z.infer<typeof ProfileSchema>;
