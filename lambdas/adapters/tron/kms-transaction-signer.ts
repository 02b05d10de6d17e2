/**
 * The hot wallet's signer in the cloud: an AWS KMS key of spec ECC_SECG_P256K1 (secp256k1, TRON's
 * curve), whose private half never leaves KMS. KMS signs a 32-byte DIGEST with ECDSA_SHA_256 without
 * hashing it again, which is what TRON wants (the transaction id is already the sha256 of raw_data). KMS
 * answers DER (r, s) with no recovery id and with s high about half the time; TRON refuses a high s, so s
 * is folded low and the recovery id found by trying both against the hot wallet's address.
 *
 * The sending function is granted kms:Sign only: it is given the address (TRON_HOT_WALLET_ADDRESS,
 * which the deploy derived from the key's public half). Without one, the address is derived here from
 * GetPublicKey (SPKI DER), as the deploy's address resolver does.
 */
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { recoverableSignature } from '../../domain/tron/transaction-signature';
import { tronAddressFromPublicKey } from '../../domain/tron/tron-address';
import type { TronTransactionSigner } from '../../domain/tron/usdt-sending';

const KEY_SPEC = 'ECC_SECG_P256K1';
/** A secp256k1 SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { id-ecPublicKey, secp256k1 }, BIT STRING }. */
const EC_PUBLIC_KEY_OID = '2a8648ce3d0201';
const SECP256K1_OID = '2b8104000a';

export interface KmsLike {
  send(command: GetPublicKeyCommand): Promise<{ PublicKey?: Uint8Array; KeySpec?: string }>;
  send(command: SignCommand): Promise<{ Signature?: Uint8Array }>;
}

interface Tlv {
  tag: number;
  body: Uint8Array;
  end: number;
}

/** One DER element at `offset` (definite lengths only, as DER has). */
function readTlv(bytes: Uint8Array, offset: number): Tlv {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (tag === undefined || length === undefined) throw new Error('The public key is cut short');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 2) throw new Error('The public key has a length DER does not use here');
    length = 0;
    for (let index = 0; index < count; index++) length = (length << 8) | (bytes[start + index] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > bytes.length) throw new Error('The public key is cut short');
  return { tag, body: bytes.subarray(start, end), end };
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The uncompressed secp256k1 point of a SubjectPublicKeyInfo, as KMS's GetPublicKey returns it. */
export function secp256k1PointFromSpki(spki: Uint8Array): Uint8Array {
  const outer = readTlv(spki, 0);
  if (outer.tag !== 0x30) throw new Error('The public key is not a SubjectPublicKeyInfo');
  const algorithm = readTlv(outer.body, 0);
  const keyOid = readTlv(algorithm.body, 0);
  const curveOid = readTlv(algorithm.body, keyOid.end);
  if (hexOf(keyOid.body) !== EC_PUBLIC_KEY_OID || hexOf(curveOid.body) !== SECP256K1_OID)
    throw new Error('The public key is not a secp256k1 key');
  const bits = readTlv(outer.body, algorithm.end);
  // A BIT STRING starts with its count of unused bits, zero for a point.
  if (bits.tag !== 0x03 || bits.body[0] !== 0) throw new Error('The public key has no point');
  return secp256k1.Point.fromBytes(bits.body.subarray(1)).toBytes(false);
}

export async function kmsPublicKeyAddress(kms: KmsLike, keyId: string): Promise<string> {
  const answer = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!answer.PublicKey) throw new Error('KMS returned no public key');
  if (answer.KeySpec && answer.KeySpec !== KEY_SPEC)
    throw new Error(`The hot wallet's key is ${answer.KeySpec}, not ${KEY_SPEC}`);
  return tronAddressFromPublicKey(secp256k1PointFromSpki(answer.PublicKey));
}

let client: KMSClient | undefined;
const defaultKms = (): KmsLike => {
  client ??= new KMSClient({});
  return client;
};

export function kmsTransactionSigner(options: {
  keyId: string;
  address?: string;
  kms?: KmsLike;
}): TronTransactionSigner {
  const kms = () => options.kms ?? defaultKms();
  let address: Promise<string> | undefined = options.address ? Promise.resolve(options.address) : undefined;
  const signer: TronTransactionSigner = {
    address() {
      address ??= kmsPublicKeyAddress(kms(), options.keyId).catch((error: unknown) => {
        address = undefined;
        throw error;
      });
      return address;
    },
    async signTransactionId(transactionId) {
      if (transactionId.length !== 32) throw new RangeError('A TRON transaction id is 32 bytes');
      const answer = await kms().send(
        new SignCommand({
          KeyId: options.keyId,
          Message: transactionId,
          MessageType: 'DIGEST',
          SigningAlgorithm: 'ECDSA_SHA_256',
        }),
      );
      if (!answer.Signature) throw new Error('KMS returned no signature');
      const { r, s } = secp256k1.Signature.fromBytes(answer.Signature, 'der');
      return recoverableSignature({ r, s }, transactionId, await signer.address());
    },
  };
  return signer;
}
