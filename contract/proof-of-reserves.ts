/**
 * Proof of reserves on the wire: the published root of each day's Merkle-sum tree of customers'
 * balances (public), and one customer's own leaf with the path from it to that root. Amounts are
 * decimal strings with every decimal the currency has (INR 2, USDT 6), so each one reads back to exactly
 * one number of minor units, the number the tree hashed (merkle-sum-proof.ts).
 */
import * as z from 'zod/mini';

/** Rupees with both decimals (`1234.50`): one spelling per amount, none of them negative. */
export const ReservesInrAmount = z
  .string()
  .check(z.regex(/^\d{1,20}\.\d{2}$/, 'An INR amount with two decimals (1234.50)'));
/** USDT with all six decimals (`12.500000`). */
export const ReservesUsdtAmount = z
  .string()
  .check(z.regex(/^\d{1,20}\.\d{6}$/, 'A USDT amount with six decimals (12.500000)'));

const Hash = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'A SHA-256 hash in lowercase hex'));

/** A branch's committed sums: what every customer under it holds, per currency. */
export const ReservesTotalsSchema = z.object({ inr: ReservesInrAmount, usdt: ReservesUsdtAmount });
export type ReservesTotals = z.infer<typeof ReservesTotalsSchema>;

/** One published tree: its root, what customers held in all, when, and how many leaves. */
export const PublishedReservesSchema = z.object({
  /** Which tree: a day may see one published again on demand (`ops reserves publish`). */
  treeId: z.string(),
  /** The day in India whose balances it holds (YYYY-MM-DD). */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  publishedAt: z.string(),
  root: Hash,
  totals: ReservesTotalsSchema,
  leafCount: z.number().check(z.int(), z.nonnegative()),
});
export type PublishedReserves = z.infer<typeof PublishedReservesSchema>;

/** `GET /proof-of-reserves`: the latest tree first, then the ones before it. */
export const PublishedReservesHistorySchema = z.object({
  latest: z.nullable(PublishedReservesSchema),
  history: z.array(PublishedReservesSchema),
});
export type PublishedReservesHistory = z.infer<typeof PublishedReservesHistorySchema>;

/** The customer's leaf: their balances, the random salt that hides them, and an id that names no one. */
export const ReservesLeafSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'A leaf id of 16 random bytes in hex')),
  salt: z.string().check(z.regex(/^[0-9a-f]{32,128}$/, 'A salt of 16 to 64 bytes in hex')),
  inr: ReservesInrAmount,
  usdt: ReservesUsdtAmount,
});
export type ReservesLeaf = z.infer<typeof ReservesLeafSchema>;

/** One step up the tree: the sibling's hash and sums, and on which side of the pair it sits. */
export const ReservesPathStepSchema = z.object({
  side: z.enum(['left', 'right']),
  hash: Hash,
  inr: ReservesInrAmount,
  usdt: ReservesUsdtAmount,
});
export type ReservesPathStep = z.infer<typeof ReservesPathStepSchema>;

/** `GET /proof-of-reserves/mine`: the caller's leaf in the latest tree and the path to its root. */
export const ReservesProofSchema = z.object({
  treeId: z.string(),
  date: z.string(),
  leaf: ReservesLeafSchema,
  path: z.array(ReservesPathStepSchema),
});
export type ReservesProof = z.infer<typeof ReservesProofSchema>;
