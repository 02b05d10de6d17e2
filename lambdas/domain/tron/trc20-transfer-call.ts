/**
 * The call data of a TRC20 `transfer(address,uint256)`: the selector (the first four bytes of
 * keccak-256 of the signature, a9059cbb) and two 32-byte ABI words, the recipient's 20-byte account id
 * left-padded with zeros and the amount in base units.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { tronAccountHex, tronAddressFromHex } from './tron-address';

export const TRANSFER_FUNCTION = 'transfer(address,uint256)';
export const TRANSFER_SELECTOR = hex.encode(
  keccak_256(new TextEncoder().encode(TRANSFER_FUNCTION)).subarray(0, 4),
);
const WORD_DIGITS = 64;
const MAX_UINT256 = (1n << 256n) - 1n;

/** An address as one ABI word: its 20-byte account id left-padded with zeros (balanceOf's parameter). */
export function addressWord(address: string): string {
  const account = tronAccountHex(address);
  if (!account) throw new RangeError(`${address} is no TRON address`);
  return account.padStart(WORD_DIGITS, '0');
}

/** The two ABI words (without the selector): what triggersmartcontract takes as `parameter`. */
export function transferParameter(to: string, amount: bigint): string {
  if (amount < 0n || amount > MAX_UINT256) throw new RangeError('A transfer amount is a uint256');
  return addressWord(to) + amount.toString(16).padStart(WORD_DIGITS, '0');
}

/** Selector and parameter: the call data a transaction carries. */
export const transferCallData = (to: string, amount: bigint) =>
  TRANSFER_SELECTOR + transferParameter(to, amount);

/** The recipient and amount of transfer call data (or of its parameter alone); undefined for anything else. */
export function readTransferCall(callData: string): { to: string; amount: bigint } | undefined {
  const text = callData.toLowerCase().replace(/^0x/, '');
  const parameter =
    text.length === 8 + 2 * WORD_DIGITS && text.startsWith(TRANSFER_SELECTOR) ? text.slice(8) : text;
  if (!/^[0-9a-f]{128}$/.test(parameter)) return undefined;
  // The address word's upper 12 bytes are ignored by the contract; some clients write 0x41 there.
  const to = tronAddressFromHex(parameter.slice(WORD_DIGITS - 40, WORD_DIGITS));
  if (!to) return undefined;
  return { to, amount: BigInt(`0x${parameter.slice(WORD_DIGITS)}`) };
}
