/**
 * TRON addresses: `0x41` followed by the last 20 bytes of keccak-256 of the uncompressed secp256k1
 * public key (its 64 coordinate bytes, without the leading `0x04`), written in base58check. Such an
 * address is 34 characters long and starts with `T`.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check, hex } from '@scure/base';

/** The mainnet prefix byte; base58check of 0x41 + 20 bytes always starts with `T`. */
const MAINNET_PREFIX = 0x41;
const ACCOUNT_ID_BYTES = 20;
const ADDRESS_PAYLOAD_BYTES = 1 + ACCOUNT_ID_BYTES;

const base58check = createBase58check(sha256);

export { USDT_TRC20_CONTRACT } from '../../../contract/usdt-trc20';

/** A public key in SEC1 form, compressed (33 bytes) or uncompressed (65 bytes). */
export function tronAddressFromPublicKey(publicKey: Uint8Array): string {
  // BIP-32 keys are compressed; the address hashes the uncompressed coordinates. Hashing the
  // compressed form gives a valid-looking address that nobody holds the key to.
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const accountId = keccak_256(uncompressed.subarray(1)).subarray(-ACCOUNT_ID_BYTES);
  const payload = new Uint8Array(ADDRESS_PAYLOAD_BYTES);
  payload[0] = MAINNET_PREFIX;
  payload.set(accountId, 1);
  return base58check.encode(payload);
}

/** True for a mainnet TRON address: base58check with a good checksum, 21 bytes, prefix 0x41. */
export function isTronAddress(text: string): boolean {
  if (typeof text !== 'string' || text.length !== 34) return false;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return false;
  }
  return payload.length === ADDRESS_PAYLOAD_BYTES && payload[0] === MAINNET_PREFIX;
}

/**
 * The 20-byte account id of an address as 40 lowercase hex digits: how contract events write addresses
 * (TronGrid's event results give `0x` + these digits), so two spellings of one address compare equal.
 * Accepts base58 (`T…`), `41…` hex or `0x…` hex; undefined for anything else.
 */
export function tronAccountHex(text: string): string | undefined {
  if (isTronAddress(text)) return hex.encode(base58check.decode(text).subarray(1));
  const digits = /^(?:0x|41)?([0-9a-fA-F]{40})$/.exec(text);
  return digits?.[1]?.toLowerCase();
}

/** The base58 address (`T…`) of a 20-byte account id written as hex (`0x…`, `41…` or bare). */
export function tronAddressFromHex(text: string): string | undefined {
  if (isTronAddress(text)) return text;
  const accountHex = tronAccountHex(text);
  if (!accountHex) return undefined;
  const payload = new Uint8Array(ADDRESS_PAYLOAD_BYTES);
  payload[0] = MAINNET_PREFIX;
  payload.set(hex.decode(accountHex), 1);
  return base58check.encode(payload);
}
