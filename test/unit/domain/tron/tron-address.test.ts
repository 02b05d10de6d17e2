import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import {
  AccountXpub,
  MAX_DEPOSIT_ADDRESS_INDEX,
  PUBLIC_TEST_ACCOUNT_XPUB,
} from '../../../../lambdas/domain/tron/deposit-address-derivation';
import {
  isTronAddress,
  tronAddressFromPublicKey,
  USDT_TRC20_CONTRACT,
} from '../../../../lambdas/domain/tron/tron-address';

/** The BIP-39 test vector mnemonic (entropy of sixteen zero bytes). Public: never holds money. */
const PUBLIC_TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('watch-only TRON deposit addresses', () => {
  it('derives the published addresses of the abandon…about test wallet from its account xpub', () => {
    // Published vectors, not computed here:
    // - KeystoneHQ/keystone3-firmware, rust/apps/tron/src/address.rs (get_address_test): from the xpub
    //   xpub6D1Aab…MNZBCd, m/44'/195'/0'/0/0 → TUEZSdKso…, /1 → TSeJkUh4…, /2 → TYJPRrdB…;
    // - klever-io/trx-ledger, test_getPublicKey.py: the Ledger test device's 44'/195'/0'/0/0 is
    //   TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH.
    const account = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB);
    expect(account.depositAddress(0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(account.depositAddress(1)).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
    expect(account.depositAddress(2)).toBe('TYJPRrdB5APNeRs4R7fYZSwW3TcrTKw2gx');
  });

  it("uses the account key of the public test mnemonic at m/44'/195'/0' as its local key", () => {
    // The only place a private key appears: the test derives the xpub from the public mnemonic to prove
    // the constant, and product code never sees anything but the xpub.
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PUBLIC_TEST_MNEMONIC));
    expect(root.derive("m/44'/195'/0'").publicExtendedKey).toBe(PUBLIC_TEST_ACCOUNT_XPUB);
  });

  it('gives the same address for an index every time and a different one for every index', () => {
    const account = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB);
    const addresses = Array.from({ length: 20 }, (_, index) => account.depositAddress(index));
    expect(new Set(addresses).size).toBe(20);
    expect(AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB).depositAddress(7)).toBe(addresses[7]);
    for (const address of addresses) expect(isTronAddress(address)).toBe(true);
  });

  it('refuses an index outside the non-hardened range', () => {
    const account = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB);
    for (const index of [-1, 1.5, MAX_DEPOSIT_ADDRESS_INDEX + 1, Number.NaN]) {
      expect(() => account.depositAddress(index)).toThrow(RangeError);
    }
    expect(isTronAddress(account.depositAddress(MAX_DEPOSIT_ADDRESS_INDEX))).toBe(true);
  });

  it('refuses a private extended key, a key at the wrong depth and text that is no key', () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PUBLIC_TEST_MNEMONIC));
    const accountPrivate = root.derive("m/44'/195'/0'").privateExtendedKey;
    expect(() => AccountXpub.parse(accountPrivate)).toThrow(/must be an xpub/);
    expect(() => AccountXpub.parse(root.derive("m/44'/195'/0'/0").publicExtendedKey)).toThrow(
      /account-level key/,
    );
    expect(() => AccountXpub.parse('xpub-not-a-key')).toThrow(/not a valid extended public key/);
  });
});

describe('TRON addresses of public keys', () => {
  it('match a second published wallet: public keys below an xpub and their addresses', () => {
    // tboydston/hdAddressGenerator, tests/coins/TRX.js: the xpub of m/44'/195'/0'/0 of another mnemonic,
    // the compressed public keys of its children 0 and 1, and their addresses.
    const receiveChain = HDKey.fromExtendedKey(
      'xpub6EHd7URQHYMYuiHMmWEEtiUHPUJ6WvfSFuRTodiWLWWE3Ep73ZT9nLVAnGfxa2CU4cSLWbWiqxWowswMpg4WaxJrH6pxYNTm56JxXNcY2J5',
    );
    const first = receiveChain.deriveChild(0).publicKey as Uint8Array;
    const second = receiveChain.deriveChild(1).publicKey as Uint8Array;
    expect(Buffer.from(first).toString('hex')).toBe(
      '03b1b154336d542401492ea0d85966acb330e920474f357a5131097a18f30fa5df',
    );
    expect(tronAddressFromPublicKey(first)).toBe('TKP2mZrYNKdrXJi38vxQsAykfo1YoWjxpR');
    expect(Buffer.from(second).toString('hex')).toBe(
      '03f22bcc3a4d7ee317766477f17094712cb740a1393be99648670aef7d00bd6b42',
    );
    expect(tronAddressFromPublicKey(second)).toBe('TEj3nZiTniYrQQPDmjMuTF58cgJ2x2AT3P');
  });

  it('refuses bytes that are not a public key', () => {
    expect(() => tronAddressFromPublicKey(new Uint8Array(20).fill(2))).toThrow();
  });
});

describe('TRON address validation', () => {
  it('accepts published mainnet addresses', () => {
    // trustwallet/wallet-core, tests/chains/Tron/AddressTests.cpp (TronAddress.Invalid / FromPublicKey).
    expect(isTronAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).toBe(true);
    expect(isTronAddress('THRF3GuPnvvPzKoaT8pJex5XHmo8NNbCb3')).toBe(true);
    expect(isTronAddress(USDT_TRC20_CONTRACT)).toBe(true);
  });

  it('refuses what wallet-core refuses: junk, an Ethereum address, a Bitcoin address', () => {
    // trustwallet/wallet-core, tests/chains/Tron/AddressTests.cpp (TronAddress.Invalid).
    expect(isTronAddress('abc')).toBe(false);
    expect(isTronAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isTronAddress('175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W')).toBe(false);
    expect(isTronAddress('2MegQ6oqSda2tTagdEzBA')).toBe(false);
  });

  it('refuses an address with one character changed (checksum) or surrounded by spaces', () => {
    expect(isTronAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD')).toBe(false);
    expect(isTronAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDe')).toBe(false);
    expect(isTronAddress(' TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).toBe(false);
    expect(isTronAddress('')).toBe(false);
  });
});
