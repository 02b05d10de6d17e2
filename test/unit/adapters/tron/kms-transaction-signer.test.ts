/**
 * The KMS hot-wallet signer against a stand-in that answers as AWS KMS does: GetPublicKey as a
 * SubjectPublicKeyInfo, Sign (DIGEST, ECDSA_SHA_256) as DER with no recovery id and, as KMS does about
 * half the time, a high s. The signer must give signatures TRON takes: low s, the recovery id that
 * recovers the hot wallet's address.
 */
import { GetPublicKeyCommand, type SignCommand } from '@aws-sdk/client-kms';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import {
  type KmsLike,
  kmsTransactionSigner,
  secp256k1PointFromSpki,
} from '../../../../lambdas/adapters/tron/kms-transaction-signer';
import { lowS, signatureHex, signerAddress } from '../../../../lambdas/domain/tron/transaction-signature';

/** The BIP-39 test vector mnemonic: public, holds nothing, used here only to have a published address. */
const PUBLIC_TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** RFC 5480's SubjectPublicKeyInfo header for an uncompressed secp256k1 point (id-ecPublicKey, secp256k1). */
const SECP256K1_SPKI_HEADER = '3056301006072a8648ce3d020106052b8104000a034200';
const CURVE_ORDER = secp256k1.Point.CURVE().n;

interface KmsStandIn extends KmsLike {
  calls: string[];
}

/** Signs as KMS: DER (r, s), s made high on every other signature, and never a recovery id. */
function kmsStandIn(privateKey: Uint8Array): KmsStandIn {
  const spki = hex.decode(SECP256K1_SPKI_HEADER + hex.encode(secp256k1.getPublicKey(privateKey, false)));
  let signatures = 0;
  const calls: string[] = [];
  const send = async (command: GetPublicKeyCommand | SignCommand) => {
    if (command instanceof GetPublicKeyCommand) {
      calls.push('GetPublicKey');
      return { PublicKey: spki, KeySpec: 'ECC_SECG_P256K1' };
    }
    calls.push('Sign');
    const { Message, MessageType, SigningAlgorithm } = command.input;
    if (MessageType !== 'DIGEST' || SigningAlgorithm !== 'ECDSA_SHA_256' || Message?.length !== 32)
      throw new Error('The stand-in signs 32-byte digests with ECDSA_SHA_256 only');
    const low = secp256k1.Signature.fromBytes(
      secp256k1.sign(Message, privateKey, { prehash: false, lowS: true }),
      'compact',
    );
    const s = signatures++ % 2 === 0 ? CURVE_ORDER - low.s : low.s;
    return { Signature: new secp256k1.Signature(low.r, s).toBytes('der') };
  };
  return { send: send as KmsLike['send'], calls };
}

const accountZeroKey = () => {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(PUBLIC_TEST_MNEMONIC)).derive("m/44'/195'/0'/0/0");
  if (!key.privateKey) throw new Error('no key');
  return key.privateKey;
};

describe('the KMS hot-wallet signer', () => {
  it('derives the published TRON address of the abandon…about account 0 from the KMS public key', async () => {
    // Published: m/44'/195'/0'/0/0 of the BIP-39 test mnemonic is TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH
    // (KeystoneHQ/keystone3-firmware's TRON address test; klever-io/trx-ledger's Ledger test device).
    const kms = kmsStandIn(accountZeroKey());

    const address = await kmsTransactionSigner({ keyId: 'alias/hot-wallet', kms }).address();

    expect(address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('folds high-S signatures low and finds the recovery id, so TRON recovers the hot wallet from each', async () => {
    // A fixed key and fixed ids: RFC 6979 signing is deterministic, so the recovery ids seen are too.
    const kms = kmsStandIn(sha256(new TextEncoder().encode('kms stand-in key')));
    const signer = kmsTransactionSigner({ keyId: 'alias/hot-wallet', kms });
    const address = await signer.address();
    const recoveries = new Set<number>();

    for (let index = 0; index < 16; index++) {
      const transactionId = sha256(new TextEncoder().encode(`transaction ${index}`));
      const signature = await signer.signTransactionId(transactionId);

      expect(signature.s).toBe(lowS(signature.s));
      expect(signerAddress(hex.encode(transactionId), signatureHex(signature))).toBe(address);
      recoveries.add(signature.recovery);
    }
    // Half the stand-in's signatures came high; both recovery ids turned up.
    expect(kms.calls.filter((call) => call === 'Sign')).toHaveLength(16);
    expect(recoveries).toEqual(new Set([0, 1]));
  });

  it('signs with only kms:Sign when given the address the deploy derived', async () => {
    const privateKey = secp256k1.utils.randomSecretKey();
    const kms = kmsStandIn(privateKey);
    const address = await kmsTransactionSigner({ keyId: 'k', kms: kmsStandIn(privateKey) }).address();
    const signer = kmsTransactionSigner({ keyId: 'k', address, kms });

    const transactionId = sha256(new TextEncoder().encode('one'));
    const signature = await signer.signTransactionId(transactionId);

    expect(signerAddress(hex.encode(transactionId), signatureHex(signature))).toBe(address);
    expect(kms.calls).toEqual(['Sign']);
  });

  it('refuses to sign for an address its key is not', async () => {
    const signer = kmsTransactionSigner({
      keyId: 'k',
      address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      kms: kmsStandIn(secp256k1.utils.randomSecretKey()),
    });

    await expect(signer.signTransactionId(sha256(new Uint8Array([1])))).rejects.toThrow(/does not recover/);
  });

  it('reads the point of a SubjectPublicKeyInfo and refuses a key of another curve', () => {
    const point = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), false);
    expect(secp256k1PointFromSpki(hex.decode(SECP256K1_SPKI_HEADER + hex.encode(point)))).toEqual(point);
    // The same header with P-256's OID (1.2.840.10045.3.1.7) in place of secp256k1's.
    const p256 = hex.decode(`3059301306072a8648ce3d020106082a8648ce3d030107034200${hex.encode(point)}`);
    expect(() => secp256k1PointFromSpki(p256)).toThrow(/not a secp256k1 key/);
  });
});
