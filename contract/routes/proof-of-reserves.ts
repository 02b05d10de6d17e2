/**
 * Proof of reserves: the published roots anyone may read, and a customer's own leaf and path. The two
 * are separate routes on purpose: the browser checks the proof against the root from the public one,
 * which every customer and outsider sees alike, not against anything the proof's answer says.
 */
import { PublishedReservesHistorySchema, ReservesProofSchema } from '../proof-of-reserves';
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';
import { defineSchedules } from '../schedule-definition';

export const proofOfReservesRoutes = defineRoutes({
  getPublishedReserves: {
    method: 'GET',
    path: '/proof-of-reserves',
    access: 'public',
    response: PublishedReservesHistorySchema,
    handler: 'lambdas/proof-of-reserves/get-published-reserves.ts',
    // Reads the published trees' items; nothing of any customer.
    grants: readsAccounts,
  },
  getMyReservesProof: {
    method: 'GET',
    path: '/proof-of-reserves/mine',
    access: 'user',
    response: ReservesProofSchema,
    handler: 'lambdas/proof-of-reserves/get-my-reserves-proof.ts',
    // The latest tree, then the caller's own proof item, by key.
    grants: readsAccounts,
  },
});

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
