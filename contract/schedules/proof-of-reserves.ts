/** The scheduled jobs of proof of reserves, beside its routes (contract/routes/proof-of-reserves.ts). */
import { defineSchedules } from '../schedule-definition';

export const proofOfReservesSchedules = defineSchedules({
  /**
   * Scans customers' balances and writes the tree's proofs and root to the accounts table: no
   * provider, no chain, no key.
   */
  proofOfReservesPublisher: {
    subject: 'proof of reserves publisher',
    cadence: 'daily',
    handler: 'lambdas/scheduled/publish-proof-of-reserves.ts',
    every: { days: 1 },
    // A scan of every wallet and a write per customer: minutes at a few hundred thousand customers.
    timeoutSeconds: 900,
    grants: { tables: { accounts: 'readWrite' } },
    indexUse: 'the publisher reads the table by Scan and writes proof items by key.',
    // Once at start-up, so the public page and the Account card have a tree to show at once, and then
    // every day the stack stays up (`npm run ops -- reserves publish` builds one on demand).
    local: { run: 'handler', cadence: { everyMs: 24 * 60 * 60 * 1000 }, atStart: true },
  },
});
