/**
 * The signed-in person's own account (contract/routes/account.ts): the profile `GET /me` shows, the
 * transaction PIN, the profile picture. Amounts are decimal strings (no floating point on the wire);
 * an empty wallet shows as `'00.00'`, as the product spec has it.
 */
import * as z from 'zod/mini';
import { ObjectKeySchema } from './request-shapes';

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

/**
 * `PUT /me/transaction-pin`: sets or changes the 6-digit PIN that confirms every money movement
 * (the spec's two-factor PIN step). The server stores only a slow salted hash of it.
 */
const WEAK_PINS = new Set(['123456', '654321', '012345', '543210', '123123', '112233']);

export const TransactionPinSchema = z.string('The PIN must be exactly 6 digits').check(
  z.regex(/^\d{6}$/, 'The PIN must be exactly 6 digits'),
  z.refine((pin) => !/^(\d)\1{5}$/.test(pin), 'Choose a PIN that is not one digit repeated'),
  z.refine((pin) => !WEAK_PINS.has(pin), 'This PIN is too easy to guess. Choose another one'),
);

export const SetTransactionPinRequestSchema = z.strictObject({
  pin: TransactionPinSchema,
  /** Required when a PIN is already set: changing it needs the current one. */
  currentPin: z.optional(z.string('Enter your current PIN')),
});

export type SetTransactionPinRequest = z.infer<typeof SetTransactionPinRequestSchema>;

/** `PUT /me/avatar`: the profile picture, an image the caller uploaded with purpose `avatar`. */
export const SetAvatarRequestSchema = z.strictObject({ key: ObjectKeySchema });
export const AvatarSchema = z.object({
  avatarKey: z.string(),
  /** A short-lived link (900 s) to show it. */
  avatarUrl: z.string(),
});
