/**
 * Where the FieldCipher's keys live: KMS in the cloud (kms-field-keys.ts), a generated key file in
 * the local twin (key-file-field-keys.ts). Only these two differ between the worlds; the envelope
 * format around them (envelope-field-cipher.ts) is the same.
 */
import { FIELD_ENCRYPTION_PURPOSE } from '../../../definitions/field-encryption';
import type { SealContext } from '../../domain/kyc/field-cipher';

export interface FieldKeys {
  /** A fresh 256-bit data key, in plain text for this record only and wrapped for storage. */
  newDataKey(context: SealContext): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }>;
  unwrapDataKey(wrapped: Uint8Array, context: SealContext): Promise<Uint8Array>;
  /** HMAC-SHA256 under the identity-number hash key. */
  mac(message: Uint8Array): Promise<Uint8Array>;
}

/** KMS encryption context (logged by CloudTrail, so ids only) and, locally, the wrap's associated data. */
export const encryptionContext = (context: SealContext): Record<string, string> => ({
  purpose: FIELD_ENCRYPTION_PURPOSE,
  record: context.record,
  userId: context.userId,
});
