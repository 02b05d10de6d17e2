/**
 * Proof of reserves, published daily: EventBridge runs lambdas/scheduled/publish-proof-of-reserves.ts,
 * which scans customers' balances and writes the tree's proofs and root to the accounts table (so it
 * reads and writes it, and nothing else: no provider, no chain, no key).
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

export const RESERVES_PUBLICATION_INTERVAL = Duration.days(1);

export class ProofOfReservesPublisher extends ScheduledFunction {
  constructor(scope: Construct, id: string, { accountsTable, environment }: ScheduledJobProps) {
    super(scope, id, {
      description: 'Proof of reserves publisher (daily)',
      ruleSubject: 'proof of reserves publisher',
      entry: 'lambdas/scheduled/publish-proof-of-reserves.ts',
      environment,
      // A scan of every wallet and a write per customer: minutes at a few hundred thousand customers.
      timeout: Duration.minutes(15),
      every: RESERVES_PUBLICATION_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the publisher reads the table by Scan and writes proof items by key.",
    });
  }
}
