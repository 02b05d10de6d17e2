/**
 * Proof of reserves: the published roots anyone may read, and a customer's own leaf and path. The two
 * are separate routes on purpose: the browser checks the proof against the root from the public one,
 * which every customer and outsider sees alike, not against anything the proof's answer says.
 */
import { PublishedReservesHistorySchema, ReservesProofSchema } from '../proof-of-reserves';
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';

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
