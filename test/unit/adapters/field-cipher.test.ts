/**
 * Field-level encryption with the local key adapter (the cloud's differs only in where the keys
 * live): round trip, a fresh data key per record, tamper detection by GCM, binding to owner, record
 * and field, and fingerprints that are stable but reveal nothing without the key.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvelopeFieldCipher } from '../../../lambdas/adapters/field-cipher/envelope-field-cipher';
import { keyFileFieldKeys } from '../../../lambdas/adapters/field-cipher/key-file-field-keys';
import type { SealContext, SealedFields } from '../../../lambdas/domain/kyc/field-cipher';

function keyFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'field-key-')), 'kms-key');
  writeFileSync(file, `${randomBytes(32).toString('base64')}\n`);
  return file;
}

const cipherWith = (file: string) => new EnvelopeFieldCipher(keyFileFieldKeys(file));
const asha: SealContext = { userId: 'user-asha', record: 'kyc-application' };
const numbers = { aadhaarNumber: '234567890124', panNumber: 'ABCPE1234F' };

/** Flips one bit of one byte of a base64url value. */
function flipBit(value: string, byte: number): string {
  const bytes = Buffer.from(value, 'base64url');
  bytes[byte] = (bytes[byte] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('envelope field cipher with the local key file', () => {
  const file = keyFile();
  const cipher = cipherWith(file);

  it('opens what it sealed', async () => {
    const sealed = await cipher.seal(asha, numbers);
    expect(await cipher.open(asha, sealed)).toEqual(numbers);
  });

  it('stores nothing of the plain numbers', async () => {
    const sealed = await cipher.seal(asha, numbers);
    const stored = JSON.stringify(sealed);
    for (const value of Object.values(numbers)) expect(stored).not.toContain(value);
    expect(stored).not.toContain('1234');
    expect(Object.keys(sealed.fields)).toEqual(['aadhaarNumber', 'panNumber']);
  });

  it('uses a fresh data key and fresh IVs for every record', async () => {
    const first = await cipher.seal(asha, numbers);
    const second = await cipher.seal(asha, numbers);
    expect(second.wrappedKey).not.toBe(first.wrappedKey);
    expect(second.fields.aadhaarNumber).not.toBe(first.fields.aadhaarNumber);
  });

  it('detects a changed ciphertext, IV or tag (GCM authentication)', async () => {
    const sealed = await cipher.seal(asha, numbers);
    const value = sealed.fields.aadhaarNumber ?? '';
    // IV (bytes 0–11), tag (12–27), ciphertext (28…)
    for (const byte of [0, 11, 12, 27, 28, Buffer.from(value, 'base64url').length - 1]) {
      const tampered: SealedFields = {
        ...sealed,
        fields: { ...sealed.fields, aadhaarNumber: flipBit(value, byte) },
      };
      await expect(cipher.open(asha, tampered), `byte ${byte}`).rejects.toThrow();
    }
  });

  it('detects a changed wrapped data key', async () => {
    const sealed = await cipher.seal(asha, numbers);
    await expect(
      cipher.open(asha, { ...sealed, wrappedKey: flipBit(sealed.wrappedKey, 30) }),
    ).rejects.toThrow();
  });

  it('refuses to open a record for another customer or as another kind of record', async () => {
    const sealed = await cipher.seal(asha, numbers);
    await expect(cipher.open({ ...asha, userId: 'user-ravi' }, sealed)).rejects.toThrow();
    await expect(cipher.open({ ...asha, record: 'bank-details' }, sealed)).rejects.toThrow();
  });

  it('refuses a field moved under another name (an Aadhaar number passed off as a PAN)', async () => {
    const sealed = await cipher.seal(asha, numbers);
    const swapped: SealedFields = {
      ...sealed,
      fields: { aadhaarNumber: sealed.fields.panNumber ?? '', panNumber: sealed.fields.aadhaarNumber ?? '' },
    };
    await expect(cipher.open(asha, swapped)).rejects.toThrow();
  });

  it('cannot open a record sealed under another key file', async () => {
    const sealed = await cipher.seal(asha, numbers);
    await expect(cipherWith(keyFile()).open(asha, sealed)).rejects.toThrow();
  });

  it('opens with a new cipher over the same key file (a restart of the local stack)', async () => {
    const sealed = await cipher.seal(asha, numbers);
    expect(await cipherWith(file).open(asha, sealed)).toEqual(numbers);
  });
});

describe('identity-number fingerprints (HMAC-SHA256)', () => {
  const file = keyFile();
  const cipher = cipherWith(file);

  it('are stable: the same number gives the same fingerprint, across restarts', async () => {
    const first = await cipher.fingerprint('aadhaar', '234567890124');
    expect(await cipher.fingerprint('aadhaar', '234567890124')).toBe(first);
    expect(await cipherWith(file).fingerprint('aadhaar', '234567890124')).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differ for different numbers, for the same text as Aadhaar or PAN, and under another key', async () => {
    const aadhaar = await cipher.fingerprint('aadhaar', '234567890124');
    expect(await cipher.fingerprint('aadhaar', '234567890125')).not.toBe(aadhaar);
    expect(await cipher.fingerprint('pan', '234567890124')).not.toBe(aadhaar);
    expect(await cipherWith(keyFile()).fingerprint('aadhaar', '234567890124')).not.toBe(aadhaar);
  });
});

describe('the key file', () => {
  it('must hold a 256-bit key', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'field-key-')), 'kms-key');
    writeFileSync(file, randomBytes(16).toString('base64'));
    expect(() => keyFileFieldKeys(file)).toThrow(/256-bit/);
  });
});
