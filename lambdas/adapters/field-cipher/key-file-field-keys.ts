/**
 * The local twin's stand-in for KMS: one generated 256-bit key in a file outside git
 * (`.local/<profile>/kms-key`, created by the local stack). Two keys are derived from it with HKDF,
 * one to wrap data keys and one for fingerprints, so neither use can stand in for the other, as
 * with the cloud's two KMS keys.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SealContext } from '../../domain/kyc/field-cipher';
import { decrypt, encrypt } from './aes-gcm';
import { encryptionContext, type FieldKeys } from './field-keys';

const KEY_BYTES = 32;

export function readKeyFile(path: string): Buffer {
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`The key file ${path} does not hold a 256-bit key`);
  return key;
}

const derive = (master: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `inr-usdt-wallet ${purpose}`, KEY_BYTES));

/** Like KMS, the wrap is bound to the encryption context: a wrapped key moved to another record fails. */
const wrapAssociatedData = (context: SealContext) => JSON.stringify(encryptionContext(context));

export function keyFileFieldKeys(path: string): FieldKeys {
  const master = readKeyFile(path);
  const wrappingKey = derive(master, 'field-key wrapping');
  const hashKey = derive(master, 'identity-number fingerprint');
  master.fill(0);
  return {
    newDataKey: async (context) => {
      const plaintext = randomBytes(KEY_BYTES);
      return { plaintext, wrapped: encrypt(wrappingKey, plaintext, wrapAssociatedData(context)) };
    },
    unwrapDataKey: async (wrapped, context) => decrypt(wrappingKey, wrapped, wrapAssociatedData(context)),
    mac: async (message) => createHmac('sha256', hashKey).update(message).digest(),
  };
}
