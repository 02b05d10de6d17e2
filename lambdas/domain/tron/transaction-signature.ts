/**
 * TRON transaction signatures: secp256k1 over the 32-byte transaction id (no further hashing), written
 * as 65 bytes r ‖ s ‖ v. java-tron takes v as the recovery id or the recovery id + 27; we write + 27 as
 * tronweb does. The node recovers the public key from the signature and compares its address with the
 * transaction's owner, so the recovery id must be right, and s must be low (≤ n/2) or the signature is
 * malleable and refused.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { tronAddressFromPublicKey } from './tron-address';

export interface RecoverableSignature {
  r: bigint;
  s: bigint;
  recovery: 0 | 1;
}

const CURVE_ORDER = secp256k1.Point.CURVE().n;
const HALF_ORDER = CURVE_ORDER >> 1n;
const V_OFFSET = 27;
const TRANSACTION_ID_BYTES = 32;

/** s folded into the lower half of the curve order, as the chain requires. */
export const lowS = (s: bigint): bigint => (s > HALF_ORDER ? CURVE_ORDER - s : s);

function recoveredPublicKey(
  signature: RecoverableSignature,
  transactionId: Uint8Array,
): Uint8Array | undefined {
  try {
    return new secp256k1.Signature(signature.r, signature.s)
      .addRecoveryBit(signature.recovery)
      .recoverPublicKey(transactionId)
      .toBytes(false);
  } catch {
    return undefined;
  }
}

/**
 * The low-S form of an (r, s) signature with the recovery id under which it recovers the key of
 * `address`: a signer that gives no recovery id (AWS KMS) is completed by trying both. The address, not
 * the public key, is compared, so a signer needs only the address it was configured with, not the
 * right to read its key's public half.
 */
export function recoverableSignature(
  signature: { r: bigint; s: bigint },
  transactionId: Uint8Array,
  address: string,
): RecoverableSignature {
  const s = lowS(signature.s);
  for (const recovery of [0, 1] as const) {
    const recovered = recoveredPublicKey({ r: signature.r, s, recovery }, transactionId);
    if (recovered && tronAddressFromPublicKey(recovered) === address) return { r: signature.r, s, recovery };
  }
  throw new Error(
    `The signature does not recover to ${address}: is the key the one that address was derived from?`,
  );
}

/** r ‖ s ‖ v as the `signature` entry of a broadcast transaction (130 hex digits). */
export function signatureHex(signature: RecoverableSignature): string {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  return (
    word(signature.r) + word(signature.s) + (V_OFFSET + signature.recovery).toString(16).padStart(2, '0')
  );
}

/** The address whose key made `signature` (hex r ‖ s ‖ v) over the id; undefined when none does or s is high. */
export function signerAddress(transactionIdHex: string, signature: string): string | undefined {
  if (!/^[0-9a-fA-F]{64}$/.test(transactionIdHex) || !/^[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  const r = BigInt(`0x${signature.slice(0, 64)}`);
  const s = BigInt(`0x${signature.slice(64, 128)}`);
  const v = Number.parseInt(signature.slice(128), 16);
  const recovery = v >= V_OFFSET ? v - V_OFFSET : v;
  if ((recovery !== 0 && recovery !== 1) || s > HALF_ORDER || r === 0n || s === 0n) return undefined;
  const id = hex.decode(transactionIdHex.toLowerCase());
  if (id.length !== TRANSACTION_ID_BYTES) return undefined;
  const publicKey = recoveredPublicKey({ r, s, recovery }, id);
  return publicKey ? tronAddressFromPublicKey(publicKey) : undefined;
}
