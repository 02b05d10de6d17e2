/**
 * The TRON chain watcher on a schedule: every minute EventBridge runs lambdas/scheduled/watch-tron-deposits.ts,
 * which reads the USDT contract's Transfer events from TronGrid (TRON_API_URL) by block range from its
 * watermark, matches each recipient against the deposit addresses with point reads, and books them in
 * the ledger (pending, then credited once the block is solidified). It may read and write the accounts
 * table and nothing else; TronGrid is public and needs no credentials (an API key only raises its rate limit).
 * A run stops reading 10 s before its timeout; the next one goes on from the watermark.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

/** A block is final about a minute after it is made; a run a minute lets a deposit wait at most one more. */
export const TRON_WATCH_INTERVAL = Duration.minutes(1);

export class TronDepositWatcher extends ScheduledFunction {
  constructor(
    scope: Construct,
    id: string,
    { accountsTable, environment, customerEmail }: ScheduledJobProps,
  ) {
    super(scope, id, {
      ...(customerEmail ? { customerEmail } : {}),
      description: 'TRON deposit watcher (every minute)',
      ruleSubject: 'TRON deposit watcher',
      entry: 'lambdas/scheduled/watch-tron-deposits.ts',
      environment,
      // Less than the interval, so runs seldom overlap (an overlap is safe: each transfer credits once).
      timeout: Duration.seconds(50),
      every: TRON_WATCH_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the watcher queries gsi1 for its pending sightings and, once, the first deposit address given out.",
    });
  }
}
