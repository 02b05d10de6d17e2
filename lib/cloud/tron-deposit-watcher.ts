/**
 * The TRON chain watcher on a schedule: every minute EventBridge runs lambdas/scheduled/watch-tron-deposits.ts,
 * which reads the USDT contract's Transfer events from TronGrid (TRON_API_URL) by block range from its
 * watermark, matches each recipient against the deposit addresses with point reads, and books them in
 * the ledger (pending, then credited once the block is solidified). It may read and write the accounts
 * table and nothing else; TronGrid is public and needs no credentials (an API key only raises its rate limit).
 * A run stops reading 10 s before its timeout; the next one goes on from the watermark, so a deposit
 * waits at most one more minute.
 */
import type { Construct } from 'constructs';
import { everyMinuteOverAccounts, ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

export class TronDepositWatcher extends ScheduledFunction {
  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id, {
      ...everyMinuteOverAccounts(props),
      description: 'TRON deposit watcher (every minute)',
      ruleSubject: 'TRON deposit watcher',
      entry: 'lambdas/scheduled/watch-tron-deposits.ts',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the watcher queries gsi1 for its pending sightings and, once, the first deposit address given out.",
    });
  }
}
