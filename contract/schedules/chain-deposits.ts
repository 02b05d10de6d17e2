/** The scheduled jobs of chain deposits, beside its routes (contract/routes/chain-deposits.ts). */
import { defineSchedules } from '../schedule-definition';

/**
 * A TRON block is final about a minute after it is made, so the watcher runs every minute, each run
 * stopping before the next begins so runs seldom overlap (an overlap is safe: every step is
 * conditioned on the record it moves).
 */
export const chainDepositSchedules = defineSchedules({
  /**
   * Reads the USDT contract's Transfer events from TronGrid (TRON_API_URL, public: no credentials) by
   * block range from its watermark, matches each recipient against the deposit addresses with point
   * reads, and books them (pending, then credited once the block is solidified). A run stops reading
   * 10 s before its timeout; the next one goes on from the watermark.
   */
  tronDepositWatcher: {
    subject: 'TRON deposit watcher',
    cadence: 'every minute',
    handler: 'lambdas/scheduled/watch-tron-deposits.ts',
    every: { minutes: 1 },
    timeoutSeconds: 50,
    grants: { tables: { accounts: 'readWrite' }, email: 'customers', houseAddresses: 'read' },
    indexUse:
      'the watcher queries gsi1 for its pending sightings and, once, the first deposit address given out.',
    // A run every couple of seconds, so a sandbox deposit shows as pending and then credited in the
    // app without anyone running anything, in every profile (the tests' stacks mine no blocks by
    // themselves, so it finds only what a test mined).
    local: { run: 'watchTronDeposits', cadence: { everyMs: 2_000 } },
  },
  /**
   * Once a day because its cost is a TronGrid request per deposit address (plus one per 200 transfers
   * it received): TronGrid's free key allows about 100,000 requests a day, and a run must fit Lambda's
   * 15 minutes. It publishes ChainReconciliationBreaks, which ChainReconciliationAlarm watches.
   */
  chainReconciliation: {
    subject: 'TRON chain reconciliation',
    cadence: 'daily',
    handler: 'lambdas/scheduled/reconcile-chain.ts',
    every: { days: 1 },
    timeoutSeconds: 900,
    grants: { tables: { accounts: 'read' }, houseAddresses: 'read' },
    indexUse: 'the reconciliation queries gsi1 for the deposit addresses given out and never writes.',
  },
});
