/** What account setup needs from storage; the DynamoDB adapter implements it (account-setup-repository.ts). */
import type { ProfileRecord } from '../profile';
import type { FingerprintKind } from './field-cipher';
import type { BankDetailsRecord, KycApplicationRecord } from './kyc-application';

export interface StoredAccountSetup {
  profile?: ProfileRecord;
  application?: KycApplicationRecord;
  bank?: BankDetailsRecord;
}

/** A number one customer holds at a time: an Aadhaar number, a PAN, a bank account. */
export interface IdentityClaim {
  kind: FingerprintKind;
  fingerprint: string;
}

export interface AccountSetupSubmission {
  application: KycApplicationRecord;
  bank: BankDetailsRecord;
  /** Claimed for this customer unless another account holds them. */
  claims: IdentityClaim[];
  /** This customer's claims on numbers the resubmission no longer uses. */
  releasedClaims: IdentityClaim[];
}

/** Why the transaction refused: a claim held by another account, a status that moved, a race. */
export type SubmissionRefusal =
  | 'aadhaar-claimed'
  | 'pan-claimed'
  | 'bank-account-claimed'
  | 'status-changed'
  | 'busy';

export interface AccountSetupStore {
  load(userId: string): Promise<StoredAccountSetup>;
  insertProfileIfAbsent(profile: ProfileRecord): Promise<ProfileRecord>;
  saveSubmission(submission: AccountSetupSubmission): Promise<SubmissionRefusal[]>;
}
