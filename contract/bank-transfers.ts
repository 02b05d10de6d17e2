/**
 * Bank transfers: the INR deposit account, a virtual account a verified customer tops up by bank transfer
 * or UPI. Amounts are decimal strings; no floating point on the wire.
 */
import * as z from 'zod/mini';
import { DecimalAmount } from './wallets';

/** `GET /wallets/inr/deposit-account`: where to send a bank transfer or UPI payment to top up. */
export const DepositAccountSchema = z.object({
  beneficiaryName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  upiId: z.string(),
  /** `upi://pay?pa=<upi id>&pn=<beneficiary>&cu=INR`, for a QR code. */
  upiUri: z.string(),
  /** Only transfers from this account are credited; any other is held for review. */
  verifiedBankAccount: z.object({
    accountHolderName: z.string(),
    accountNumberMasked: z.string(),
    ifsc: z.string(),
  }),
  limits: z.object({
    minimum: DecimalAmount,
    perTransferMaximum: DecimalAmount,
    dailyMaximum: DecimalAmount,
  }),
});
export type DepositAccount = z.infer<typeof DepositAccountSchema>;
