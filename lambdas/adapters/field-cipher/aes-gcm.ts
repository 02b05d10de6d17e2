/**
 * AES-256-GCM with a fresh 96-bit IV per message. The authentication tag makes any change to the
 * ciphertext, the IV or the associated data (who and what the value belongs to) fail to decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** iv ‖ tag ‖ ciphertext */
export function encrypt(key: Uint8Array, plaintext: Uint8Array, associatedData: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

export function decrypt(key: Uint8Array, sealed: Uint8Array, associatedData: string): Buffer {
  const bytes = Buffer.from(sealed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
