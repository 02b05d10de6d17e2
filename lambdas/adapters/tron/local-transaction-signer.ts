/**
 * The local twin's hot-wallet signer: a secp256k1 private key in a file (TRON_HOT_WALLET_KEY_FILE, which
 * the twin generates under .local/ on its first start) standing in for the cloud's KMS key. The key is
 * read only here and never logged or returned; only its address and signatures leave.
 */
import { readFileSync } from 'node:fs';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { tronAddressFromPublicKey } from '../../domain/tron/tron-address';
import type { TronTransactionSigner } from '../../domain/tron/usdt-sending';

function readPrivateKey(keyFile: string): Uint8Array {
  const text = readFileSync(keyFile, 'utf8').trim();
  const key = /^[0-9a-f]{64}$/.test(text) ? hex.decode(text) : undefined;
  // Says which file, never what is in it.
  if (!key || !secp256k1.utils.isValidSecretKey(key))
    throw new Error(`${keyFile} holds no secp256k1 private key (64 hex digits)`);
  return key;
}

/** A fresh private key as the key file holds it. */
export const newHotWalletKeyText = () => `${hex.encode(secp256k1.utils.randomSecretKey())}\n`;

/** The TRON address of the key in `keyFile`, for the twin to print and fund. */
export const hotWalletAddressOfKeyFile = (keyFile: string) =>
  tronAddressFromPublicKey(secp256k1.getPublicKey(readPrivateKey(keyFile), false));

export function localTransactionSigner(keyFile: string): TronTransactionSigner {
  let privateKey: Uint8Array | undefined;
  const key = () => {
    privateKey ??= readPrivateKey(keyFile);
    return privateKey;
  };
  return {
    async address() {
      return tronAddressFromPublicKey(secp256k1.getPublicKey(key(), false));
    },
    async signTransactionId(transactionId) {
      if (transactionId.length !== 32) throw new RangeError('A TRON transaction id is 32 bytes');
      // The id is already the sha256 of raw_data: it is signed as it is, not hashed again.
      const signature = secp256k1.Signature.fromBytes(
        secp256k1.sign(transactionId, key(), { prehash: false, lowS: true, format: 'recovered' }),
        'recovered',
      );
      const recovery = signature.recovery;
      if (recovery !== 0 && recovery !== 1) throw new Error('secp256k1 gave no usable recovery id');
      return { r: signature.r, s: signature.s, recovery };
    },
  };
}
