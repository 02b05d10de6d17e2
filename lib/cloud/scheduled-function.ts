/**
 * A wallet function that EventBridge runs on a schedule, with exactly the access to the accounts table
 * it needs. One attempt per run: the next run is the retry.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { CustomerEmail } from './customer-email';
import { acknowledgeNag, nagArnOf } from './nag';
import type { PaymentSecrets } from './payment-secrets';
import { WalletFunction } from './wallet-function';

export interface ScheduledFunctionProps {
  /** The function's description; the rule's is "Runs the <ruleSubject>". */
  description: string;
  ruleSubject: string;
  /** The handler module, relative to the repository root. */
  entry: string;
  environment: Record<string, string>;
  timeout: Duration;
  every: Duration;
  /** At fixed times instead of a rate from the deploy (a weekly job at a quiet hour). */
  schedule?: Schedule;
  accountsTable: ITable;
  tableAccess: 'read' | 'readWrite';
  /** Why the grant's `/index/*` (the table's own secondary indexes) is needed, for cdk-nag. */
  indexAccessReason: string;
  /** For a job that books deposits: it tells the customers, as the routes with an `email` grant do. */
  customerEmail?: CustomerEmail;
  /** For a job that calls the payment provider's API: its key id, and a read of the key secret. */
  paymentProvider?: PaymentProviderAccess;
}

export interface PaymentProviderAccess {
  paymentSecrets: PaymentSecrets;
  razorpayKeyId?: string;
}

/** What a scheduled function over the accounts table is given by the stack. */
export interface ScheduledJobProps {
  accountsTable: ITable;
  environment: Record<string, string>;
  customerEmail?: CustomerEmail;
}

/**
 * The chain jobs' shared options: a TRON block is final about a minute after it is made, so they run
 * every minute, each run stopping before the next begins so runs seldom overlap (an overlap is safe:
 * every step is conditioned on the record it moves), over the accounts table they read and write.
 */
export const everyMinuteOverAccounts = ({
  accountsTable,
  environment,
  customerEmail,
}: ScheduledJobProps) => ({
  ...(customerEmail ? { customerEmail } : {}),
  environment,
  timeout: Duration.seconds(50),
  every: Duration.minutes(1),
  accountsTable,
  tableAccess: 'readWrite' as const,
});

/** What a scheduled job that asks the payment provider about deposits, and books them, is given. */
export interface PaymentJobProps extends ScheduledJobProps, PaymentProviderAccess {
  customerEmail: CustomerEmail;
}

/** The provider's API is called with the key id and its secret, nothing else of the provider's. */
const PROVIDER_API_SECRETS = ['razorpayKeySecret'] as const;

export class ScheduledFunction extends Construct {
  readonly handler: WalletFunction;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    this.handler = new WalletFunction(this, 'Function', {
      description: props.description,
      entry: props.entry,
      environment: {
        ...props.environment,
        ...props.paymentProvider?.paymentSecrets.environmentFor(
          PROVIDER_API_SECRETS,
          props.paymentProvider.razorpayKeyId,
        ),
        ...props.customerEmail?.environment(),
      },
      timeout: props.timeout,
    });
    props.customerEmail?.grantSend(this.handler);
    if (props.tableAccess === 'read') props.accountsTable.grantReadData(this.handler);
    else props.accountsTable.grantReadWriteData(this.handler);
    if (this.handler.role)
      acknowledgeNag(
        this.handler.role,
        `IAM5[Resource::${nagArnOf(props.accountsTable)}/index/*]`,
        props.indexAccessReason,
      );
    new Rule(this, 'Schedule', {
      description: `Runs the ${props.ruleSubject}`,
      schedule: props.schedule ?? Schedule.rate(props.every),
      targets: [new LambdaFunction(this.handler, { retryAttempts: 0 })],
    });
    props.paymentProvider?.paymentSecrets.grantRead(this.handler, PROVIDER_API_SECRETS);
  }
}
