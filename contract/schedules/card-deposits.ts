/** The scheduled jobs of card deposits, beside its routes (contract/routes/card-deposits.ts). */
import { defineSchedules } from '../schedule-definition';

/**
 * Checks pending card deposits past their lifetime with the provider and credits, fails or expires
 * them, asks again about those that failed or expired in the last 3 days (late authorisation), and
 * credits captured payments of the last day on our orders that nobody reported.
 */
export const cardDepositSchedules = defineSchedules({
  cardDepositSweep: {
    subject: 'card deposit sweep',
    cadence: 'every 10 minutes',
    handler: 'lambdas/scheduled/expire-card-deposits.ts',
    // The next run is the retry; an overlap is safe (each payment credits once).
    every: { minutes: 10 },
    timeoutSeconds: 300,
    // Fetches the orders' payments and lists the provider's payments; credits deposits, telling their customers.
    grants: { tables: { accounts: 'readWrite' }, secrets: ['razorpayKeySecret'], email: 'customers' },
    indexUse: 'the sweep queries gsi1 for pending, failed and expired deposits.',
  },
});
