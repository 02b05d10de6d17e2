/**
 * The alarms operators act on, all sent to one SNS topic (subscribe an e-mail or a pager to it):
 * a ledger break or a checker that stopped reporting, webhook signatures refused (a forgery or a
 * webhook secret out of step with the dashboard), and deposits held for review.
 */
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Metric,
  type MetricProps,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import {
  LEDGER_CHECK_SERVICE,
  PAYMENTS_METRICS_SERVICE,
  WALLET_METRICS_NAMESPACE,
} from '../../lambdas/observability/wallet-metrics';
import { LEDGER_CHECK_INTERVAL } from './ledger-checker';
import { acknowledgeNag } from './nag';

/** Powertools Metrics adds the service as a dimension; the alarm must name the same one. */
const walletMetric = (metricName: string, service: string, period: Duration): MetricProps => ({
  namespace: WALLET_METRICS_NAMESPACE,
  metricName,
  dimensionsMap: { service },
  statistic: 'Sum',
  period,
});

export class OperationsAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', {
      displayName: 'INR-USDT wallet alarms',
      enforceSSL: true,
    });
    acknowledgeNag(
      this.topic,
      'SNS2',
      'Alarm messages name metrics and thresholds, never a customer; the AWS-managed SNS key would stop CloudWatch from publishing, and a customer-managed key costs a key per stack for no data worth hiding.',
    );
    const action = new SnsAction(this.topic);
    const alarm = (
      alarmId: string,
      alarmDescription: string,
      metric: MetricProps,
      treatMissingData: TreatMissingData,
    ) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription,
        metric: new Metric(metric),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData,
      });
      created.addAlarmAction(action);
      return created;
    };

    alarm(
      'LedgerBreaks',
      'The ledger invariant checker found a break (see its log for which entry or account), or did not report: run `npm run ops -- ledger verify`.',
      // One period a little longer than the schedule, so a run that is late by a minute is not "missing".
      walletMetric('LedgerBreaks', LEDGER_CHECK_SERVICE, LEDGER_CHECK_INTERVAL.plus(Duration.minutes(5))),
      // A checker that stopped running is as bad as a break: nobody would know of one.
      TreatMissingData.BREACHING,
    );
    alarm(
      'WebhookSignatureRefused',
      'Razorpay webhooks were refused for a missing or wrong signature: a forgery, or the webhook secret differs from the one in the Razorpay dashboard.',
      walletMetric('WebhookSignatureRefused', PAYMENTS_METRICS_SERVICE, Duration.minutes(5)),
      // No refusals, no data points: that is the normal state.
      TreatMissingData.NOT_BREACHING,
    );
    alarm(
      'DepositHeld',
      'A deposit was held for review: release or return it with `npm run ops -- deposits held|release|return`.',
      walletMetric('DepositHeld', PAYMENTS_METRICS_SERVICE, Duration.minutes(5)),
      TreatMissingData.NOT_BREACHING,
    );
  }
}
