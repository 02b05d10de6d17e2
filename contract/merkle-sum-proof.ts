/**
 * The Merkle-sum tree of proof of reserves: its hashing, and the check a customer's browser runs on
 * their leaf and path against the published root. The server builds the tree with these same functions
 * (lambdas/domain/proof-of-reserves/merkle-sum-tree.ts), so the browser checks exactly what was hashed.
 *
 * - A leaf is sha256(tag ‖ salt ‖ leaf id ‖ INR ‖ USDT). The salt (random, per customer and per tree)
 *   keeps a balance from being guessed by hashing candidates; the leaf id is random too, so it names no
 *   one, and differs from one tree to the next, so trees cannot be linked to follow one customer.
 * - A node is sha256(tag ‖ left hash ‖ left sums ‖ right hash ‖ right sums), and its sums are its
 *   children's sums added. Committing to the children's sums, not only to the parent's, is what stops a
 *   publisher from hiding money: a branch cannot claim a smaller sum than its hash commits to, and every
 *   sum is an unsigned 128-bit number, so no branch can be negative and cancel another out (the flaw
 *   found in the first Merkle-sum proposals).
 * - Amounts are minor units (paise, USDT micro-units) as 16 bytes big-endian; the tags keep a leaf from
 *   ever reading as a node.
 *
 * @noble/hashes is audited, has no dependencies and runs unchanged in the browser and in Node.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type {
  PublishedReserves,
  ReservesLeaf,
  ReservesPathStep,
  ReservesProof,
  ReservesTotals,
} from './proof-of-reserves';

const LEAF_TAG = utf8ToBytes('proof-of-reserves/leaf/v1');
const NODE_TAG = utf8ToBytes('proof-of-reserves/node/v1');
const AMOUNT_BYTES = 16;
const LARGEST_AMOUNT = (1n << BigInt(AMOUNT_BYTES * 8)) - 1n;

/** A node of the tree: its hash and the sums (minor units) of every leaf under it. */
export interface SumNode {
  hash: string;
  inrPaise: bigint;
  usdtMicro: bigint;
}

const INR_DECIMALS = 2;
const USDT_DECIMALS = 6;

/** `1234.50` → 123450n: the wire's fixed decimals read back without floating point. */
function minorUnitsOf(text: string, decimals: number): bigint {
  const match = /^(\d+)\.(\d+)$/.exec(text);
  if (!match || match[2]?.length !== decimals) throw new RangeError(`'${text}' is not an amount`);
  return BigInt(`${match[1]}${match[2]}`);
}

function amountText(minor: bigint, decimals: number): string {
  const digits = minor.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export const inrText = (paise: bigint) => amountText(paise, INR_DECIMALS);
export const usdtText = (micro: bigint) => amountText(micro, USDT_DECIMALS);
export const paiseOf = (text: string) => minorUnitsOf(text, INR_DECIMALS);
export const microOf = (text: string) => minorUnitsOf(text, USDT_DECIMALS);

function amountBytes(minor: bigint): Uint8Array {
  if (minor < 0n || minor > LARGEST_AMOUNT) throw new RangeError('An amount in the tree is out of range');
  return hexToBytes(minor.toString(16).padStart(AMOUNT_BYTES * 2, '0'));
}

const sumBytes = (node: Omit<SumNode, 'hash'>) =>
  concatBytes(amountBytes(node.inrPaise), amountBytes(node.usdtMicro));

/** The leaf's node: its hash commits to the salt, the id and both balances. */
export function leafNode(leaf: ReservesLeaf): SumNode {
  const salt = hexToBytes(leaf.salt);
  const sums = { inrPaise: paiseOf(leaf.inr), usdtMicro: microOf(leaf.usdt) };
  // The salt's length goes in first, so no two (salt, id) pairs can spell the same bytes.
  const hash = sha256(
    concatBytes(LEAF_TAG, Uint8Array.of(salt.length), salt, hexToBytes(leaf.id), sumBytes(sums)),
  );
  return { hash: bytesToHex(hash), ...sums };
}

/** The parent of two nodes: a hash over both children's hashes and sums, and the sums added. */
export function parentNode(left: SumNode, right: SumNode): SumNode {
  const hash = sha256(
    concatBytes(NODE_TAG, hexToBytes(left.hash), sumBytes(left), hexToBytes(right.hash), sumBytes(right)),
  );
  return {
    hash: bytesToHex(hash),
    inrPaise: left.inrPaise + right.inrPaise,
    usdtMicro: left.usdtMicro + right.usdtMicro,
  };
}

const stepNode = (step: ReservesPathStep): SumNode => ({
  hash: step.hash,
  inrPaise: paiseOf(step.inr),
  usdtMicro: microOf(step.usdt),
});

/** The root a leaf and its path lead to. */
export function rootFromPath(leaf: ReservesLeaf, path: readonly ReservesPathStep[]): SumNode {
  return path.reduce(
    (node, step) =>
      step.side === 'left' ? parentNode(stepNode(step), node) : parentNode(node, stepNode(step)),
    leafNode(leaf),
  );
}

export const totalsOf = (node: SumNode): ReservesTotals => ({
  inr: inrText(node.inrPaise),
  usdt: usdtText(node.usdtMicro),
});

export type ReservesVerdict =
  | { verified: true; inr: string; usdt: string; date: string }
  | { verified: false; reason: string };

/**
 * The customer's check: their leaf and path must lead to exactly the root and totals that were
 * published. `published` must come from the public route, never from the same answer as the proof,
 * or a server could answer each customer with a tree of its own making.
 */
export function verifyReservesProof(proof: ReservesProof, published: PublishedReserves): ReservesVerdict {
  if (proof.treeId !== published.treeId)
    return { verified: false, reason: 'Your proof belongs to another published tree than the latest one.' };
  let root: SumNode;
  try {
    root = rootFromPath(proof.leaf, proof.path);
  } catch {
    return { verified: false, reason: 'Your proof holds an amount that cannot be in the tree.' };
  }
  if (root.hash !== published.root)
    return { verified: false, reason: 'Your leaf and path do not lead to the published root.' };
  const totals = totalsOf(root);
  if (totals.inr !== published.totals.inr || totals.usdt !== published.totals.usdt)
    return { verified: false, reason: 'The sums along your path do not add up to the published totals.' };
  return { verified: true, inr: proof.leaf.inr, usdt: proof.leaf.usdt, date: published.date };
}
