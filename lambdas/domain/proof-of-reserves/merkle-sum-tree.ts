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

/** The nodes of every level, leaves first; a level's odd node out is its own parent. */
function levelsOf(leaves: readonly ReservesLeaf[]): SumNode[][] {
  const levels = [leaves.map(leafNode)];
  for (let level = levels[0] ?? []; level.length > 1; ) {
    const next: SumNode[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] as SumNode;
      const right = level[index + 1];
      next.push(right ? parentNode(left, right) : left);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export function buildMerkleSumTree(leaves: readonly ReservesLeaf[]): MerkleSumTree {
  if (leaves.length === 0) return { root: EMPTY_TREE_ROOT, paths: [] };
  const levels = levelsOf(leaves);
  // Node i of a level pairs with i ^ 1 (when there is one) under parent i >> 1 of the next level.
  const paths = leaves.map((_, leafIndex) => {
    const path: ReservesPathStep[] = [];
    let index = leafIndex;
    for (const level of levels.slice(0, -1)) {
      const sibling = level[index ^ 1];
      if (sibling) path.push(stepOf(index % 2 === 0 ? 'right' : 'left', sibling));
      index >>= 1;
    }
    return path;
  });
  return { root: levels.at(-1)?.[0] ?? EMPTY_TREE_ROOT, paths };
}
