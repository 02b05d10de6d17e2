/**
 * The card-deposit sweep on a schedule: every 10 minutes EventBridge runs
 * lambdas/scheduled/expire-card-deposits.ts, which checks pending card deposits past their lifetime with
 * the payment provider and credits, fails or expires them, asks again about those that failed or
 * expired in the last 3 days (late authorisation), and credits captured payments of the last day on our
 * orders that nobody reported. It may read and write the accounts table and read the provider's key
 * secret (it fetches the orders' payments and lists the provider's payments), nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { type PaymentJobProps, ScheduledFunction } from './scheduled-function';

export const CARD_DEPOSIT_SWEEP_INTERVAL = Duration.minutes(10);

/** The sweep credits deposits, so it tells their customers. */
export class CardDepositSweep extends ScheduledFunction {
  constructor(scope: Construct, id: string, props: PaymentJobProps) {
    const { accountsTable, environment, customerEmail, ...paymentProvider } = props;
    super(scope, id, {
      description: 'Card deposit sweep (every 10 minutes)',
      ruleSubject: 'card deposit sweep',
      entry: 'lambdas/scheduled/expire-card-deposits.ts',
      customerEmail,
      paymentProvider,
      environment,
      timeout: Duration.minutes(5),
      // The next run is the retry; an overlap is safe (each payment credits once).
      every: CARD_DEPOSIT_SWEEP_INTERVAL,
      accountsTable,
      tableAccess: 'readWrite',
      indexAccessReason:
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the sweep queries gsi1 for pending, failed and expired deposits.",
    });
  }
}
