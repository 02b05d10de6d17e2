/**
 * The ledger checker's alarm: a break, or a checker that stopped reporting.
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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { LEDGER_CHECK_SERVICE, WALLET_METRICS_NAMESPACE } from '../../lambdas/observability/wallet-metrics';
import { LEDGER_CHECK_INTERVAL } from './ledger-checker';

/** Powertools Metrics adds the service as a dimension; the alarm must name the same one. */
const walletMetric = (metricName: string, service: string, period: Duration): MetricProps => ({
  namespace: WALLET_METRICS_NAMESPACE,
  metricName,
  dimensionsMap: { service },
  statistic: 'Sum',
  period,
});

/** The ledger checker's alarm, sent to the operators' alarm topic. */
export class LedgerAlarm extends Construct {
  constructor(scope: Construct, id: string, topic: ITopic) {
    super(scope, id);
    const alarm = new Alarm(this, 'LedgerBreaks', {
      alarmDescription:
        'The ledger invariant checker found a break (see its log for which entry or account), or did not report: run `npm run ops -- ledger verify`.',
      // One period a little longer than the schedule, so a run late by a minute is not "missing".
      metric: new Metric(
        walletMetric('LedgerBreaks', LEDGER_CHECK_SERVICE, LEDGER_CHECK_INTERVAL.plus(Duration.minutes(5))),
      ),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // A checker that stopped running is as bad as a break: nobody would know of one.
      treatMissingData: TreatMissingData.BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(topic));
  }
}
