/**
 * How a stock change spreads over the stock guard's shards (see StockChange): pure arithmetic on what
 * each shard holds, so the writer only turns the answer into conditioned updates.
 *
 * A draw takes from one shard when one holds enough, picked at random so concurrent sales spread over
 * the shards instead of all meeting on the fullest one; otherwise from the fullest shards down, as many
 * as it needs, so any sale up to the whole stock is served. Funding tops up the emptiest shards first,
 * so the shards that large sales emptied fill again and the stock stays even.
 */

export interface ShardDraw {
  readonly shard: number;
  /** What the draw takes from the shard, positive; the update is conditioned on the shard holding it. */
  readonly takeMinor: bigint;
}

/**
 * The shards a draw of `neededMinor` takes from, using at most `maxShards` of them; undefined when those
 * shards together hold less (the house does not hold enough to sell).
 */
export function planStockDraws(
  held: readonly bigint[],
  neededMinor: bigint,
  maxShards: number,
  random: () => number = Math.random,
): ShardDraw[] | undefined {
  if (neededMinor <= 0n) throw new RangeError(`A draw takes a positive amount, got ${neededMinor}`);
  const enough = held.flatMap((available, shard) => (available >= neededMinor ? [shard] : []));
  const single = enough[Math.floor(random() * enough.length)];
  if (single !== undefined) return [{ shard: single, takeMinor: neededMinor }];
  const draws: ShardDraw[] = [];
  let missing = neededMinor;
  for (const { shard, available } of fullestFirst(held).slice(0, maxShards)) {
    if (missing === 0n || available <= 0n) break;
    const takeMinor = available < missing ? available : missing;
    draws.push({ shard, takeMinor });
    missing -= takeMinor;
  }
  return missing === 0n ? draws : undefined;
}

/** The largest single draw the shards serve now, from at most `maxShards` of them. */
export function largestStockDraw(held: readonly bigint[], maxShards: number): bigint {
  return fullestFirst(held)
    .slice(0, maxShards)
    .reduce((sum, { available }) => (available > 0n ? sum + available : sum), 0n);
}

/**
 * What each shard receives of a funding of `amountMinor`: the emptiest shards are raised to a common
 * level first, and what is left over is spread evenly over every shard.
 */
export function planStockTopUps(held: readonly bigint[], amountMinor: bigint): bigint[] {
  if (amountMinor <= 0n) throw new RangeError(`A funding adds a positive amount, got ${amountMinor}`);
  const shares = held.map(() => 0n);
  const levels = held.map((available) => (available > 0n ? available : 0n));
  const order = levels.map((level, shard) => ({ level, shard })).sort((a, b) => cmp(a.level, b.level));
  let left = amountMinor;
  // Raise the k emptiest shards to the next shard's level while the funding covers it.
  let k = 1;
  for (; k < order.length; k += 1) {
    const next = order[k]?.level ?? 0n;
    const current = order[k - 1]?.level ?? 0n;
    const cost = (next - current) * BigInt(k);
    if (cost > left) break;
    left -= cost;
    for (const { shard } of order.slice(0, k)) shares[shard] = (shares[shard] ?? 0n) + (next - current);
    for (const entry of order.slice(0, k)) entry.level = next;
  }
  // Whatever is left spreads over the k lowest shards (now level), the remainder one unit apiece.
  const lowest = order.slice(0, k);
  const count = BigInt(lowest.length);
  lowest.forEach(({ shard }, index) => {
    shares[shard] = (shares[shard] ?? 0n) + left / count + (BigInt(index) < left % count ? 1n : 0n);
  });
  return shares;
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

function fullestFirst(held: readonly bigint[]) {
  return held
    .map((available, shard) => ({ available, shard }))
    .sort((a, b) => cmp(b.available, a.available) || a.shard - b.shard);
}
