/**
 * The total of an amount read for each item, with a few reads in flight at once (TronGrid limits
 * requests per second per key). Each read is awaited before it is added: `total += await read()`
 * takes `total` before the await, so reads that overlap would each add to a stale total and amounts
 * would be lost.
 */
export async function totalInFlight<Item>(
  items: readonly Item[],
  read: (item: Item) => Promise<bigint>,
  inFlight: number,
): Promise<bigint> {
  let total = 0n;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as Item;
      const amount = await read(item);
      total += amount;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, inFlight) }, worker));
  return total;
}
