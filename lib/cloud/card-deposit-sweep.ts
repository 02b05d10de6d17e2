/**
 * The card-deposit sweep on a schedule: every 10 minutes EventBridge runs
 * lambdas/scheduled/expire-card-deposits.ts, which checks pending card deposits past their lifetime with
 * the payment provider and credits, fails or expires them. It may read and write the accounts table and
 * read the provider's key secret (it fetches the orders' payments), nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { acknowledgeNag, nagArnOf } from './nag';
import type { PaymentSecrets } from './payment-secrets';
import { WalletFunction } from './wallet-function';

export const CARD_DEPOSIT_SWEEP_INTERVAL = Duration.minutes(10);

export interface CardDepositSweepProps {
  accountsTable: ITable;
  paymentSecrets: PaymentSecrets;
  environment: Record<string, string>;
  razorpayKeyId?: string;
}

export class CardDepositSweep extends Construct {
  readonly handler: WalletFunction;

  constructor(scope: Construct, id: string, props: CardDepositSweepProps) {
    super(scope, id);
    const { accountsTable, paymentSecrets } = props;
    this.handler = new WalletFunction(this, 'Function', {
      description: 'Card deposit sweep (every 10 minutes)',
      entry: 'lambdas/scheduled/expire-card-deposits.ts',
      environment: {
        ...props.environment,
        ...paymentSecrets.environmentFor(['razorpayKeySecret'], props.razorpayKeyId),
      },
      timeout: Duration.minutes(5),
    });
    accountsTable.grantReadWriteData(this.handler);
    paymentSecrets.grantRead(this.handler, ['razorpayKeySecret']);
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        `IAM5[Resource::${nagArnOf(accountsTable)}/index/*]`,
        "The grant's `/index/*` covers the accounts table's own secondary indexes only; the sweep queries gsi1 for pending deposits.",
      );
    new Rule(this, 'Schedule', {
      description: 'Runs the card deposit sweep',
      schedule: Schedule.rate(CARD_DEPOSIT_SWEEP_INTERVAL),
      // The next run is the retry; an overlap is safe (each payment credits once).
      targets: [new LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
  }
}
