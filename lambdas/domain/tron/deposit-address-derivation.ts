/**
 * Watch-only deposit addresses. The system holds only the account-level extended public key of the
 * BIP-44 path m/44'/195'/0' (195 is TRON's SLIP-44 coin type) and derives the receive addresses
 * m/44'/195'/0'/0/i from it. Non-hardened derivation needs no private key, so none exists anywhere in
 * the product: whoever keeps the mnemonic offline is the only one who can move deposited USDT.
 */
import { HDKey } from '@scure/bip32';
import { tronAddressFromPublicKey } from './tron-address';

/** BIP-32 caps non-hardened child indexes at 2^31 - 1. */
export const MAX_DEPOSIT_ADDRESS_INDEX = 0x7fffffff;
/** The depth of m/44'/195'/0' (purpose, coin type, account). */
const ACCOUNT_KEY_DEPTH = 3;
/** BIP-44's external chain (receive addresses), as opposed to 1 for change. */
const RECEIVE_CHAIN = 0;

/**
 * The account key of the public BIP-39 test mnemonic `abandon` ×11 + `about` (no passphrase) at
 * m/44'/195'/0'. It is PUBLIC: anyone can derive its private keys, so it is only for the local stack and
 * tests, and loadAccountXpub refuses it in the cloud. test/unit/domain/tron proves it from the mnemonic.
 */
export const PUBLIC_TEST_ACCOUNT_XPUB =
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

export class AccountXpub {
  private readonly receiveChain: HDKey;

  private constructor(accountKey: HDKey) {
    this.receiveChain = accountKey.deriveChild(RECEIVE_CHAIN);
  }

  /** Parses an account-level xpub; a private key (xprv) or a key of another depth is refused. */
  static parse(text: string): AccountXpub {
    let key: HDKey;
    try {
      key = HDKey.fromExtendedKey(text.trim());
    } catch {
      throw new RangeError('The TRON account key is not a valid extended public key');
    }
    if (key.privateKey) {
      throw new RangeError('The TRON account key must be an xpub: a private key has no place in this system');
    }
    if (key.depth !== ACCOUNT_KEY_DEPTH) {
      throw new RangeError("The TRON account key must be the account-level key of m/44'/195'/0'");
    }
    return new AccountXpub(key);
  }

  /** The receive address m/44'/195'/0'/0/index. */
  depositAddress(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index > MAX_DEPOSIT_ADDRESS_INDEX) {
      throw new RangeError(`Deposit address index ${index} is outside 0…${MAX_DEPOSIT_ADDRESS_INDEX}`);
    }
    const child = this.receiveChain.deriveChild(index);
    if (!child.publicKey) throw new Error('A derived key has no public key');
    return tronAddressFromPublicKey(child.publicKey);
  }
}
