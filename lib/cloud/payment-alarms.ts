/**
 * Alarms on the payments side, published to one SNS topic operators subscribe to: webhooks refused for
 * their signature (a forgery, or a webhook secret out of step with the provider's), transfers held for
 * review (someone must release or return them), money on a virtual account with no owner, and signed
 * webhooks the provider's API does not bear out, payments or payouts (the webhook secret is out). The counts
 * come from the webhook's embedded-metric log lines (lambdas/observability/wallet-metrics.ts).
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { type CountedEvent, WALLET_METRICS_NAMESPACE } from '../../definitions/metrics';
import { acknowledgeNag } from './nag';

const alarms: Record<CountedEvent, { threshold: number; description: string }> = {
  // A few refusals are background noise on a public URL; a burst is an attack or a wrong secret.
  WebhookSignatureRefused: {
    threshold: 5,
    description:
      'Payment webhooks refused for a bad or missing signature (forgery, or webhook secret out of step)',
  },
  PayoutUnmatched: {
    threshold: 1,
    description: 'A payout the provider reports matches no withdrawal of ours: nothing booked, look at it',
  },
  DepositHeld: { threshold: 1, description: 'A bank transfer is held for review: release or return it' },
  DepositUnmatched: { threshold: 1, description: 'Money arrived on a virtual account with no owner' },
  DepositReferenceReused: {
    threshold: 1,
    description:
      'A bank transfer carries a UTR another payment already carried: held, check it with the bank',
  },
  ProviderEventUnconfirmed: {
    threshold: 1,
    description:
      'A signed payment webhook the provider API does not confirm: rotate the webhook secret and look',
  },
  PayoutEventUnconfirmed: {
    threshold: 1,
    description:
      'A signed payout webhook names a payout the provider does not know: nothing booked; rotate the webhook secret and look',
  },
  // Every one may leave a customer owing us: operators watch who and how much (ops receivables list).
  PaymentRefundedByProvider: {
    threshold: 1,
    description:
      'The payment provider refunded a payment we had booked (held returned, or a wallet debited), or such a refund failed and was put back',
  },
  ProviderRefundUnbooked: {
    threshold: 1,
    description: 'The payment provider refunded more of a payment than the ledger holds of it: look at it',
  },
  // Dust is mostly address-poisoning spam: worth a look when it comes in bursts, not per transfer.
  ChainDustReceived: {
    threshold: 10,
    description:
      'USDT under the minimum deposit arrived on customers’ TRON addresses (booked to usdt-chain-dust)',
  },
  ChainDepositNeverFinal: {
    threshold: 1,
    description: 'A TRON deposit shown pending never solidified: its record failed, check the chain',
  },
  SettlementUnplaced: {
    threshold: 1,
    description:
      'Razorpay settled money to our bank the book cannot place on a clearing account: in suspense, look at it',
  },
  // One lost email is a customer who reads the app instead; many mean SES refuses (identity, quota).
  CustomerEmailNotSent: {
    threshold: 5,
    description:
      'Customers’ emails are not being sent (SES refusing: identity not verified, sandbox, quota); money is booked all the same',
  },
};

export class PaymentAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'INR-USDT wallet alarms', enforceSSL: true });
    acknowledgeNag(
      this.topic,
      'SNS2',
      'Alarm notifications carry metric names and counts only, never customer data, so the topic is not encrypted with a KMS key (which would cost a key and key policy for CloudWatch).',
    );
    for (const [name, { threshold, description }] of Object.entries(alarms)) {
      const alarm = new Alarm(this, `${name}Alarm`, {
        alarmDescription: description,
        metric: new Metric({
          namespace: WALLET_METRICS_NAMESPACE,
          metricName: name,
          dimensionsMap: { service: 'payments' },
          statistic: 'Sum',
          period: Duration.minutes(5),
        }),
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No refusals, holds or strays is the normal state: no data is not a breach.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
    }
  }
}
