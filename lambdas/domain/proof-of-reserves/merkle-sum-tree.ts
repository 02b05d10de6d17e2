/**
 * Builds the Merkle-sum tree of customers' balances from their leaves, with the path of every leaf, by
 * the hashing the browser checks (contract/merkle-sum-proof.ts). Pairs are made level by level; an odd
 * node out at the end of a level goes up unchanged, so no padding leaf (whose sums a reader would have
 * to trust) is ever invented, and its path simply has no step for that level.
 */
import { inrText, leafNode, parentNode, type SumNode, usdtText } from '../../../contract/merkle-sum-proof';
import type { ReservesLeaf, ReservesPathStep } from '../../../contract/proof-of-reserves';

export interface MerkleSumTree {
  root: SumNode;
  /** The path of each leaf, in the order the leaves were given. */
  paths: ReservesPathStep[][];
}

/** The root of a tree with no leaf: a hash no leaf or node can have, with nothing under it. */
export const EMPTY_TREE_ROOT: SumNode = {
  hash: '0'.repeat(64),
  inrPaise: 0n,
  usdtMicro: 0n,
};

const stepOf = (side: ReservesPathStep['side'], node: SumNode): ReservesPathStep => ({
  side,
  hash: node.hash,
  inr: inrText(node.inrPaise),
  usdt: usdtText(node.usdtMicro),
});

export function buildMerkleSumTree(leaves: readonly ReservesLeaf[]): MerkleSumTree {
  const paths: ReservesPathStep[][] = leaves.map(() => []);
  if (leaves.length === 0) return { root: EMPTY_TREE_ROOT, paths };
  // Each node of the level being built, with the leaves under it (whose paths grow as it is paired).
  let level = leaves.map((leaf, index) => ({ node: leafNode(leaf), under: [index] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index];
      const right = level[index + 1];
      if (!left) break;
      if (!right) {
        next.push(left);
        continue;
      }
      for (const leaf of left.under) paths[leaf]?.push(stepOf('right', right.node));
      for (const leaf of right.under) paths[leaf]?.push(stepOf('left', left.node));
      next.push({ node: parentNode(left.node, right.node), under: [...left.under, ...right.under] });
    }
    level = next;
  }
  return { root: level[0]?.node ?? EMPTY_TREE_ROOT, paths };
}
