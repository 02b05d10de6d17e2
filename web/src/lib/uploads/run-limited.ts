/**
 * Runs `work` over `items` with at most `limit` running at once (the spec's 4 parts in flight). After a
 * failure, or once `keepGoing` says no (a pause), no new item starts; the first failure rejects.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  keepGoing: () => boolean = () => true,
): Promise<void> {
  const queue = [...items];
  let failed = false;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      if (failed || !keepGoing()) return;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}
