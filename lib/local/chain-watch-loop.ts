/**
 * The cloud runs the TRON deposit watcher on a schedule (an EventBridge rule); the local stack runs the
 * same function in a loop, a run every couple of seconds after the previous one ends, so a sandbox
 * deposit shows as pending and then credited in the app without anyone running anything; the USDT
 * withdrawal sender runs after each watch run. A failed run
 * is logged and the loop goes on: no chain or ledger error can stop the stack.
 */
import { repeatAfterEachRun } from './repeating-run';

export const LOCAL_WATCH_INTERVAL_MS = 2_000;

export function startChainWatchLoop(options: {
  intervalMs?: number;
  /** Also run the USDT withdrawal sender after each watch run (`npm start`; tests run it themselves). */
  sendWithdrawals?: boolean;
  log: (line: string) => void;
}): {
  stop(): Promise<void>;
} {
  const run = async () => {
    try {
      // Loaded here, after the stack has set the handler environment the adapters read.
      const { watchTronDeposits } = await import('../../lambdas/scheduled/watch-tron-deposits');
      const report = await watchTronDeposits();
      if (report.failed > 0) options.log(`${report.failed} pending deposits never became final: failed`);
    } catch (error) {
      options.log(`watch run failed: ${(error as Error).message}`);
    }
    // The withdrawal sender, scheduled every minute in the cloud, runs after each watch run here, so a
    // sandbox withdrawal goes out and is confirmed as blocks are made, with nobody running anything.
    if (!options.sendWithdrawals) return;
    try {
      const { sendUsdtWithdrawalsNow } = await import('../../lambdas/scheduled/send-usdt-withdrawals');
      const sent = await sendUsdtWithdrawalsNow();
      if (sent.returned > 0) options.log(`${sent.returned} USDT withdrawals failed on chain: returned`);
    } catch (error) {
      options.log(`withdrawal sender run failed: ${(error as Error).message}`);
    }
  };

  return repeatAfterEachRun(run, options.intervalMs ?? LOCAL_WATCH_INTERVAL_MS);
}
