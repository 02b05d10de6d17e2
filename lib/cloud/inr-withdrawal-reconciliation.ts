/**
 * The INR withdrawal reconciliation on a schedule: every 10 minutes EventBridge runs
 * lambdas/scheduled/reconcile-inr-withdrawals.ts, which checks every withdrawal still reserved with the
 * payout provider: it sends a payout never made (same idempotency key) and books one whose webhook never
 * came. It may read and write the accounts table, read the provider's key secret, and open the customer's
 * own bank details (only to register a verified account with the provider when a withdrawal stopped
 * before its payee was kept), and email the customers whose payouts it books, nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FieldKeys } from './field-keys';
import { type PaymentProviderAccess, ScheduledFunction, type ScheduledJobProps } from './scheduled-function';

export const WITHDRAWAL_RECONCILIATION_INTERVAL = Duration.minutes(10);

export interface InrWithdrawalReconciliationProps extends ScheduledJobProps, PaymentProviderAccess {
  fieldKeys: FieldKeys;
}

export class InrWithdrawalReconciliation extends ScheduledFunction {
  constructor(scope: Construct, id: string, props: InrWithdrawalReconciliationProps) {
    const { accountsTable, environment, fieldKeys, customerEmail, ...paymentProvider } = props;
    super(scope, id, {
      // It books payouts made or returned that no webhook reported, and tells their customers.
      ...(customerEmail ? { customerEmail } : {}),
      description: 'INR withdrawal reconciliation (every 10 minutes)',
      ruleSubject: 'INR withdrawal reconciliation',
      entry: 'lambdas/scheduled/reconcile-inr-withdrawals.ts',
      paymentProvider,
      environment,
      timeout: Duration.minutes(5),
      // The next run is the retry; an overlap is safe (a payout is made once per key, booked once).
      every: WITHDRAWAL_RECONCILIATION_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the reconciliation queries gsi1 for reserved withdrawals.",
    });
    fieldKeys.grant(this.handler, ['kms:Decrypt', 'kms:GenerateMac'], ['bank-details']);
  }
}
