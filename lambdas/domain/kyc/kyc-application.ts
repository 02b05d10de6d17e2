/**
 * A customer's KYC application and bank details as the domain keeps them: identity numbers only
 * sealed (see field-cipher.ts) or masked, never in plain text; and how the customer sees them.
 */

import type { KycStatus } from '../../../contract/account';
import type { AccountSetup, AccountSetupView } from '../../../contract/account-setup';
import type { SealedFields } from './field-cipher';

export type Address = AccountSetup['kyc']['address'];

export interface KycApplicationRecord {
  userId: string;
  email: string;
  /** Identifies one submission; decisions refer to it. The submission time, as an ISO string. */
  submissionId: string;
  submittedAt: string;
  status: Exclude<KycStatus, 'not-submitted'>;
  fullName: string;
  address: Address;
  /** `aadhaarNumber` and `panNumber`, sealed together under one data key. */
  identityNumbers: SealedFields;
  aadhaarNumberMasked: string;
  panNumberMasked: string;
  /** Keyed hashes, kept so a resubmission with other numbers can release the old claims. */
  aadhaarFingerprint: string;
  panFingerprint: string;
  /** The review copies (documents/document-keys.ts): what the reviewer sees and the decision names. */
  frontImageKey: string;
  backImageKey: string;
  /** The keys the customer submitted, copied into the two above; absent on records from before copies. */
  originalFrontImageKey?: string;
  originalBackImageKey?: string;
  decidedAt?: string;
  rejectionReason?: string;
}

export interface BankDetailsRecord {
  userId: string;
  submissionId: string;
  accountHolderName: string;
  /** `accountNumber`, sealed under its own data key. */
  accountNumber: SealedFields;
  accountNumberMasked: string;
  ifsc: string;
  /**
   * The keyed fingerprint of the bank and account number (payerFingerprintInput): the claim that keeps
   * one bank account to one customer. Absent on details saved before accounts were claimed.
   */
  accountFingerprint?: string;
}

export function toAccountSetupView(
  status: KycStatus,
  application: KycApplicationRecord | undefined,
  bank: BankDetailsRecord | undefined,
): AccountSetupView {
  if (!application) return { status };
  return {
    status,
    submittedAt: application.submittedAt,
    ...(application.decidedAt ? { decidedAt: application.decidedAt } : {}),
    ...(status === 'rejected' && application.rejectionReason
      ? { rejectionReason: application.rejectionReason }
      : {}),
    kyc: {
      fullName: application.fullName,
      address: application.address,
      aadhaarNumberMasked: application.aadhaarNumberMasked,
      panNumberMasked: application.panNumberMasked,
      // The customer's own keys, which a resubmission after a rejection may name again.
      frontImageKey: application.originalFrontImageKey ?? application.frontImageKey,
      backImageKey: application.originalBackImageKey ?? application.backImageKey,
    },
    ...(bank
      ? {
          bank: {
            accountHolderName: bank.accountHolderName,
            accountNumberMasked: bank.accountNumberMasked,
            ifsc: bank.ifsc,
          },
        }
      : {}),
  };
}
