/**
 * The bank-transfer reconciliation on a schedule: every 15 minutes EventBridge runs
 * lambdas/scheduled/reconcile-bank-transfers.ts, which lists the provider's payments of the last day
 * and records transfers to virtual accounts whose webhook never came. It may read and write the
 * accounts table, read the provider's key secret and fingerprint payer accounts with the hash key
 * (to compare them with verified ones), nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FieldKeys } from './field-keys';
import { type PaymentJobProps, ScheduledFunction } from './scheduled-function';

export const BANK_TRANSFER_RECONCILIATION_INTERVAL = Duration.minutes(15);

export interface BankTransferReconciliationProps extends PaymentJobProps {
  fieldKeys: FieldKeys;
}

/** A transfer found here is credited or held, so its customer is told. */
export class BankTransferReconciliation extends ScheduledFunction {
  constructor(scope: Construct, id: string, props: BankTransferReconciliationProps) {
    const { accountsTable, environment, customerEmail, fieldKeys, ...paymentProvider } = props;
    super(scope, id, {
      description: 'Bank transfer reconciliation (every 15 minutes)',
      ruleSubject: 'bank transfer reconciliation',
      entry: 'lambdas/scheduled/reconcile-bank-transfers.ts',
      customerEmail,
      paymentProvider,
      environment,
      timeout: Duration.minutes(5),
      // The next run is the retry; an overlap is safe (each transfer records once).
      every: BANK_TRANSFER_RECONCILIATION_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; recording a transfer reads virtual account owners by key, and the grant brings the indexes with it.",
    });
    fieldKeys.grant(this.handler, ['kms:GenerateMac']);
  }
}
