/**
 * Publishing proof of reserves: every customer's INR and USDT wallet balances (a customer with nothing is
 * a leaf too, so the leaf count is the number of customers) become the leaves of one Merkle-sum tree;
 * its root, totals, day and leaf count are published for anyone, and each customer's leaf and path are
 * kept for that customer alone.
 */
import { inrText, totalsOf, usdtText } from '../../../contract/merkle-sum-proof';
import type { PublishedReserves, ReservesLeaf, ReservesProof } from '../../../contract/proof-of-reserves';
import { NotFoundError } from '../errors';
import { indianDayOf } from '../india/calendar';
import { buildMerkleSumTree } from './merkle-sum-tree';

/** What one customer holds, read from their two wallets in the ledger. */
export interface CustomerBalances {
  userId: string;
  inrPaise: bigint;
  usdtMicro: bigint;
}

/** 32 bytes: beyond guessing, well over the 16 a salt needs. */
const SALT_BYTES = 32;
/** 16 bytes: as unlikely to repeat as a UUID, and nothing in it comes from the customer. */
const LEAF_ID_BYTES = 16;

export interface ReservesStore {
  /** Every customer's balances, in one pass over the ledger. */
  customerBalances(): Promise<CustomerBalances[]>;
  /** Keeps each customer's proof under their own key; before the root is published. */
  saveProofs(proofs: readonly { userId: string; proof: ReservesProof }[]): Promise<void>;
  publish(published: PublishedReserves): Promise<void>;
  /** The newest published trees first. */
  publishedTrees(limit: number): Promise<PublishedReserves[]>;
  proofOf(userId: string, treeId: string): Promise<ReservesProof | undefined>;
}

export interface PublicationDependencies {
  store: ReservesStore;
  randomHex: (bytes: number) => string;
  now: () => Date;
}

/** The tree of these balances: the published part, and each customer's proof. */
export function reservesTree(
  customers: readonly CustomerBalances[],
  { randomHex, now }: Omit<PublicationDependencies, 'store'>,
): { published: PublishedReserves; proofs: { userId: string; proof: ReservesProof }[] } {
  const publishedAt = now();
  const treeId = publishedAt.toISOString();
  const date = indianDayOf(publishedAt);
  const placed = customers
    .map((customer) => ({
      userId: customer.userId,
      leaf: {
        id: randomHex(LEAF_ID_BYTES),
        salt: randomHex(SALT_BYTES),
        inr: inrText(customer.inrPaise),
        usdt: usdtText(customer.usdtMicro),
      } satisfies ReservesLeaf,
    }))
    // Leaves in the order of their random ids: a leaf's place tells nothing of who or when.
    .sort((a, b) => (a.leaf.id < b.leaf.id ? -1 : a.leaf.id > b.leaf.id ? 1 : 0));
  const tree = buildMerkleSumTree(placed.map(({ leaf }) => leaf));
  return {
    published: {
      treeId,
      date,
      publishedAt: treeId,
      root: tree.root.hash,
      totals: totalsOf(tree.root),
      leafCount: placed.length,
    },
    proofs: placed.map(({ userId, leaf }, index) => ({
      userId,
      proof: { treeId, date, leaf, path: tree.paths[index] ?? [] },
    })),
  };
}

/**
 * Builds today's tree and publishes it. The proofs are stored before the root: a customer who sees a
 * root can always fetch their proof of it.
 */
export async function publishReserves({
  store,
  ...rest
}: PublicationDependencies): Promise<PublishedReserves> {
  const { published, proofs } = reservesTree(await store.customerBalances(), rest);
  await store.saveProofs(proofs);
  await store.publish(published);
  return published;
}

/** How many earlier trees the public page lists. */
export const PUBLISHED_HISTORY = 30;

export async function publishedReservesHistory(store: ReservesStore) {
  const [latest = null, ...history] = await store.publishedTrees(PUBLISHED_HISTORY + 1);
  return { latest, history };
}

/** The caller's proof in the latest tree; none when they joined after it was built. */
export async function customersProof(store: ReservesStore, userId: string): Promise<ReservesProof> {
  const [latest] = await store.publishedTrees(1);
  const proof = latest ? await store.proofOf(userId, latest.treeId) : undefined;
  if (!proof)
    throw new NotFoundError(
      'Your balance is not in a published proof of reserves yet: the next one, built daily, will hold it.',
    );
  return proof;
}
