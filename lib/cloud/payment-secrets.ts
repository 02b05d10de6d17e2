/**
 * The payment provider's secrets in AWS Secrets Manager: the API key secret and the webhook secret
 * (a different one, set in the provider's webhook settings). Created with a random placeholder; an
 * operator puts the values from the Razorpay dashboard in after the first deploy. Only the functions
 * whose route-table entry lists a secret get its ARN (RAZORPAY_*_SECRET_ARN) and may read it, once per
 * cold start.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ProviderSecret } from '../../contract/route-grants';
import { acknowledgeNag } from './nag';

const descriptions: Record<ProviderSecret, string> = {
  razorpayKeySecret: 'Razorpay API key secret (HTTP Basic password of the API), from the Razorpay dashboard',
  razorpayWebhookSecret:
    'Razorpay webhook secret, which signs X-Razorpay-Signature, from the webhook settings',
};

/** Locally the value itself is in the variable without `_ARN` (lambdas/adapters/secret-values.ts). */
const secretVariables: Record<ProviderSecret, string> = {
  razorpayKeySecret: 'RAZORPAY_KEY_SECRET_ARN',
  razorpayWebhookSecret: 'RAZORPAY_WEBHOOK_SECRET_ARN',
};

export interface PaymentSecretsProps {
  /**
   * The business's RazorpayX account number, which payouts are paid from (not a secret: it is on every
   * payout request), from the `razorpayPayoutAccountNumber` context. Functions that call the provider
   * with the key secret get it, as a withdrawal, its webhook or its reconciliation may make a payout.
   */
  payoutAccountNumber?: string;
}

export class PaymentSecrets extends Construct {
  readonly secrets: Record<ProviderSecret, Secret>;
  private readonly payoutAccountNumber: string | undefined;

  constructor(scope: Construct, id: string, props: PaymentSecretsProps = {}) {
    super(scope, id);
    this.payoutAccountNumber = props.payoutAccountNumber;
    const create = (name: ProviderSecret, constructId: string) => {
      const secret = new Secret(this, constructId, {
        description: descriptions[name],
        // Deleting the stack must not lose the live credentials.
        removalPolicy: RemovalPolicy.RETAIN,
      });
      acknowledgeNag(
        secret,
        'SMG4',
        'Issued by Razorpay: it is rotated in the Razorpay dashboard and then put here; Secrets Manager has no rotation function for a third party’s key.',
      );
      return secret;
    };
    this.secrets = {
      razorpayKeySecret: create('razorpayKeySecret', 'RazorpayKeySecret'),
      razorpayWebhookSecret: create('razorpayWebhookSecret', 'RazorpayWebhookSecret'),
    };
  }

  /** Read access to exactly the listed secrets. */
  grantRead(grantee: IGrantable, names: readonly ProviderSecret[]): void {
    for (const name of names) this.secrets[name].grantRead(grantee);
  }

  /**
   * The variables a function that reads `names` needs (lambdas/adapters/razorpay/razorpay-config.ts):
   * the listed secrets' ARNs, and the key id and the payout account number with the key secret. Other
   * functions get none of them.
   */
  environmentFor(names: readonly ProviderSecret[], keyId: string | undefined): Record<string, string> {
    const env: Record<string, string> = {};
    for (const name of names) env[secretVariables[name]] = this.secrets[name].secretArn;
    if (names.includes('razorpayKeySecret') && keyId) env.RAZORPAY_KEY_ID = keyId;
    if (names.includes('razorpayKeySecret') && this.payoutAccountNumber)
      env.RAZORPAY_PAYOUT_ACCOUNT_NUMBER = this.payoutAccountNumber;
    return env;
  }
}
