/**
 * The customer's verified bank account, the only one whose transfers are credited at once. Payers are
 * compared by a keyed fingerprint, so the webhook never needs the account number in plain text.
 */
import type { BankAccountDetails } from '../payments/payment-provider';

export interface VerifiedPayer {
  accountHolderName: string;
  /** Plain only in memory, to register it with the provider as the virtual account's allowed payer. */
  accountNumber: string;
  accountNumberMasked: string;
  ifsc: string;
  /** payerFingerprintInput of this account, keyed-hashed. */
  fingerprint: string;
}

/**
 * What a payer's fingerprint is taken of: the bank (the IFSC's first four letters) and the account
 * number. Not the whole IFSC: a bank reports the sender's branch, and an account can move branches,
 * while an account number is unique within its bank.
 */
export function payerFingerprintInput(payer: BankAccountDetails): string {
  const bank = payer.ifsc.trim().toUpperCase().slice(0, 4);
  return `${bank}:${payer.accountNumber.trim()}`;
}
