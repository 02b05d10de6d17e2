/**
 * Transaction PINs hashed with scrypt and a random 16-byte salt. A 6-digit PIN has only a million
 * values, so the hash must be slow and memory-hard (N = 2^15, r = 8: ~32 MiB and tens of ms per try)
 * to make a leaked table expensive to walk. The parameters travel with each hash, so they can be
 * raised later without breaking stored PINs: `scrypt$N$r$p$salt$key` (base64url).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { PinHasher } from '../domain/transaction-pin';

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(pin: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // maxmem above scrypt's 128 * N * r bytes (32 MiB here), which is also Node's default limit.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(pin.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const scryptPinHasher: PinHasher = {
  async hash(pin) {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(pin, salt, COST);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  },

  async verify(pin, stored) {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(pin, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
