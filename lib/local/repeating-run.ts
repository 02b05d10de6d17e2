/**
 * What the cloud runs on a schedule or from a stream, the local stack runs in a loop: the next run
 * starts a fixed interval after the previous one ends, so two never overlap, and the timer never keeps
 * the process alive. Stopping waits for a run under way.
 */
export function repeatAfterEachRun(run: () => Promise<void>, intervalMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
