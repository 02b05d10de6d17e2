import { describe, expect, it } from 'vitest';
import {
  cloudTronAccountXpub,
  tronAccountXpubFromEnvironment,
} from '../../../../lambdas/config/tron-account-key';
import { PUBLIC_TEST_ACCOUNT_XPUB } from '../../../../lambdas/domain/tron/deposit-address-derivation';

// A published account xpub that is not the test key: tboydston/hdAddressGenerator, tests/coins/TRX.js
// (bip32ExtPubKeyBip44 is the key of m/44'/195'/0'/0, one level below the account; its parent is not
// published, so this one serves only to show that a key of the wrong depth is refused).
const CHANGE_LEVEL_XPUB =
  'xpub6EHd7URQHYMYuiHMmWEEtiUHPUJ6WvfSFuRTodiWLWWE3Ep73ZT9nLVAnGfxa2CU4cSLWbWiqxWowswMpg4WaxJrH6pxYNTm56JxXNcY2J5';

describe('the TRON account key in configuration', () => {
  it('takes the public test key where the local stack allows it', () => {
    const key = tronAccountXpubFromEnvironment({
      TRON_ACCOUNT_XPUB: PUBLIC_TEST_ACCOUNT_XPUB,
      TRON_PUBLIC_TEST_KEY_ALLOWED: 'true',
    });
    expect(key.depositAddress(0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('refuses the public test key in the cloud, where the flag is never set', () => {
    expect(() => tronAccountXpubFromEnvironment({ TRON_ACCOUNT_XPUB: PUBLIC_TEST_ACCOUNT_XPUB })).toThrow(
      /public test key/,
    );
    expect(() => cloudTronAccountXpub(` ${PUBLIC_TEST_ACCOUNT_XPUB}\n`)).toThrow(/public test key/);
  });

  it('refuses a missing key and a key that is not an account-level xpub', () => {
    expect(() => tronAccountXpubFromEnvironment({})).toThrow(/Missing TRON_ACCOUNT_XPUB/);
    expect(() => cloudTronAccountXpub(CHANGE_LEVEL_XPUB)).toThrow(/account-level key/);
    expect(() => cloudTronAccountXpub('not a key')).toThrow(/not a valid extended public key/);
  });
});
