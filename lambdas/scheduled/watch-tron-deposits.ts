/**
 * The chain watcher's run (lambdas/domain/tron/chain-watch.ts): the USDT contract's Transfer events read
 * from TronGrid (TRON_API_URL) by block range from the stored watermark, booked through the ledger. In
 * the cloud an EventBridge rule runs it every minute; the local stack runs the same function every
 * couple of seconds against the sandbox chain, and tests run it on demand. A run stops reading a few
 * seconds before the function's timeout and the next one goes on from the watermark.
 */
import type { Context } from 'aws-lambda';
import { chainWatchDependencies } from '../adapters/chain-watch-dependencies';
import { type ChainWatchReport, watchChainDeposits } from '../domain/tron/chain-watch';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

/** Left of the function's time when a run stops reading: one page and its bookings fit in it. */
const STOP_BEFORE_TIMEOUT_MS = 10_000;
/** A run's time when nothing bounds it (the local loop, tests). */
export const LOCAL_RUN_BUDGET_MS = 20_000;

export function watchTronDeposits(budgetMs = LOCAL_RUN_BUDGET_MS): Promise<ChainWatchReport> {
  return watchChainDeposits(chainWatchDependencies(), { deadline: Date.now() + budgetMs });
}

export const handler = async (_event: unknown, context?: Context): Promise<ChainWatchReport> => {
  const budgetMs = context ? context.getRemainingTimeInMillis() - STOP_BEFORE_TIMEOUT_MS : undefined;
  const report = await watchTronDeposits(budgetMs);
  // Counts and block numbers only: no addresses, no user ids in these lines.
  if (report.dust > 0) countEvent('ChainDustReceived', report.dust);
  if (report.failed > 0) countEvent('ChainDepositNeverFinal', report.failed);
  logger.info('TRON deposits watched', { ...report });
  return report;
};
