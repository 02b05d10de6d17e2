/**
 * The chain reconciliation on a schedule: lambdas/scheduled/reconcile-chain.ts, once a day, with
 * read-only access to the accounts table and TronGrid's public API. Once a day because its cost is a
 * TronGrid request per deposit address (plus one per 200 transfers it received): TronGrid's free key
 * allows about 100,000 requests a day, and a run must fit Lambda's 15 minutes (at 4 requests in flight,
 * some tens of thousands of addresses). It publishes ChainReconciliationBreaks, which OperationsAlarms
 * watches.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

/** How often the reconciliation runs; its alarm's period matches it. */
export const CHAIN_RECONCILIATION_INTERVAL = Duration.days(1);

export class ChainReconciliation extends ScheduledFunction {
  constructor(scope: Construct, id: string, { accountsTable, environment }: ScheduledJobProps) {
    super(scope, id, {
      description: 'TRON chain reconciliation (daily)',
      ruleSubject: 'TRON chain reconciliation',
      entry: 'lambdas/scheduled/reconcile-chain.ts',
      environment,
      timeout: Duration.minutes(15),
      every: CHAIN_RECONCILIATION_INTERVAL,
      accountsTable,
      tableAccess: 'read',
      indexAccessReason:
        "The read grant's `/index/*` covers the accounts table's own secondary indexes only; the reconciliation queries gsi1 for the deposit addresses given out and never writes.",
    });
  }
}
