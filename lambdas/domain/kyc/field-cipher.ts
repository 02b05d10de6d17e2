/**
 * The port through which the domain protects identity numbers (Aadhaar, PAN, bank account number).
 * The domain never sees a key: it asks for a record to be sealed or opened, and for a keyed
 * fingerprint that lets two submissions of the same number be recognised without storing the number.
 */

export const SEALED_FIELDS_SCHEME = 'envelope/aes-256-gcm/1';

/** One record's fields, encrypted under one data key that is stored wrapped beside them. */
export interface SealedFields {
  /** How the record was sealed; a string, as DynamoDB numbers come back wrapped (aws-clients.ts). */
  scheme: typeof SEALED_FIELDS_SCHEME;
  /** The record's data key, wrapped by the master key (KMS in the cloud, a key file locally). */
  wrappedKey: string;
  /** Field name → base64url(iv ‖ tag ‖ ciphertext). */
  fields: Record<string, string>;
}

/** What a sealed record belongs to; a ciphertext moved to another owner or record does not open. */
export interface SealContext {
  userId: string;
  record: 'kyc-application' | 'bank-details';
}

export type IdentityNumberKind = 'aadhaar' | 'pan';

/** What a fingerprint is of; the kind is hashed with the value, so equal digits of two kinds differ. */
export type FingerprintKind = IdentityNumberKind | 'bank-account';

export interface FieldCipher {
  seal(context: SealContext, fields: Record<string, string>): Promise<SealedFields>;
  open(context: SealContext, sealed: SealedFields): Promise<Record<string, string>>;
  /** Keyed hash (HMAC-SHA256): equal numbers give equal fingerprints; without the key, nothing. */
  fingerprint(kind: FingerprintKind, value: string): Promise<string>;
}
