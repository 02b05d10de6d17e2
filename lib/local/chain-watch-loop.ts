/**
 * The cloud runs the TRON deposit watcher on a schedule (an EventBridge rule); the local stack runs the
 * same function in a loop, a run every couple of seconds after the previous one ends, so a sandbox
 * deposit shows as pending and then credited in the app without anyone running anything. A failed run
 * is logged and the loop goes on: no chain or ledger error can stop the stack.
 */
export const LOCAL_WATCH_INTERVAL_MS = 2_000;

export function startChainWatchLoop(options: { intervalMs?: number; log: (line: string) => void }): {
  stop(): Promise<void>;
} {
  const intervalMs = options.intervalMs ?? LOCAL_WATCH_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      // Loaded here, after the stack has set the handler environment the adapters read.
      const { watchTronDeposits } = await import('../../lambdas/scheduled/watch-tron-deposits');
      const report = await watchTronDeposits();
      if (report.failed > 0) options.log(`${report.failed} pending deposits never became final: failed`);
    } catch (error) {
      options.log(`watch run failed: ${(error as Error).message}`);
    }
  };

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
