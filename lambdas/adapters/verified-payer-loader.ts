/**
 * The customer's verified bank account, from their approved bank details (KYC#BANK): the account number
 * is opened for this call only, to register it with the provider as the allowed payer, and fingerprinted
 * for the webhook's comparison.
 */
import { payerFingerprintInput, type VerifiedPayer } from '../domain/deposits/verified-payer';
import { ForbiddenError } from '../domain/errors';
import type { BankAccountDetails } from '../domain/payments/payment-provider';
import { fieldCipher } from './field-cipher/field-cipher-from-environment';
import { loadKycItems } from './kyc-items';

export async function loadVerifiedPayer(userId: string): Promise<VerifiedPayer> {
  const { bank } = await loadKycItems(userId);
  if (!bank) throw new ForbiddenError('Add your bank details in account setup to add money.');
  const { accountNumber } = await fieldCipher().open({ userId, record: 'bank-details' }, bank.accountNumber);
  if (!accountNumber) throw new Error('The sealed bank details hold no account number');
  return {
    accountHolderName: bank.accountHolderName,
    accountNumber,
    accountNumberMasked: bank.accountNumberMasked,
    ifsc: bank.ifsc,
    fingerprint: await payerFingerprint({ ifsc: bank.ifsc, accountNumber }),
  };
}

export const payerFingerprint = (payer: BankAccountDetails) =>
  fieldCipher().fingerprint('bank-account', payerFingerprintInput(payer));
