/**
 * The scheduled checks' alarms: a break the ledger checker or the chain reconciliation found, or a
 * check that stopped reporting.
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
import {
  CHAIN_RECONCILIATION_SERVICE,
  LEDGER_CHECK_SERVICE,
  WALLET_METRICS_NAMESPACE,
} from '../../definitions/metrics';
import { CHAIN_RECONCILIATION_INTERVAL } from './chain-reconciliation';
import { LEDGER_CHECK_INTERVAL } from './ledger-full-scan-check';

/** Powertools Metrics adds the service as a dimension; the alarm must name the same one. */
const walletMetric = (metricName: string, service: string, period: Duration): MetricProps => ({
  namespace: WALLET_METRICS_NAMESPACE,
  metricName,
  dimensionsMap: { service },
  statistic: 'Sum',
  period,
});

interface ScheduledCheckAlarmProps {
  topic: ITopic;
  metricName: string;
  service: string;
  /** How often the check runs. */
  every: Duration;
  description: string;
}

/**
 * A scheduled check's alarm, sent to the operators' alarm topic: one break it found, or a check that
 * stopped reporting (as bad as a break: nobody would know of one).
 */
class ScheduledCheckAlarm extends Construct {
  constructor(scope: Construct, id: string, props: ScheduledCheckAlarmProps) {
    super(scope, id);
    const alarm = new Alarm(this, props.metricName, {
      alarmDescription: props.description,
      // One period a little longer than the schedule, so a run late by a minute is not "missing".
      metric: new Metric(
        walletMetric(props.metricName, props.service, props.every.plus(Duration.minutes(5))),
      ),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(props.topic));
  }
}

/**
 * The weekly full scan's alarms. CloudWatch evaluates an alarm over seven days at most, so a weekly
 * run cannot be one alarm's single period: a break is alarmed in the day it is reported, and a scan
 * that did not report is alarmed when seven days in a row hold no run (it runs at a fixed hour, so
 * every seven whole days hold one).
 */
export class LedgerAlarm extends Construct {
  constructor(scope: Construct, id: string, topic: ITopic) {
    super(scope, id);
    const day = Duration.days(1);
    new Alarm(this, 'LedgerBreaks', {
      alarmDescription:
        'The weekly full ledger scan found a break (see its log for which entry or account): run `npm run ops -- ledger verify`.',
      metric: new Metric(walletMetric('LedgerBreaks', LEDGER_CHECK_SERVICE, day)),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(topic));
    const days = LEDGER_CHECK_INTERVAL.toDays();
    new Alarm(this, 'LedgerScanMissing', {
      alarmDescription:
        'The weekly full ledger scan did not report in a week: nobody would know of a break it would find. Run `npm run ops -- ledger verify`.',
      metric: new Metric({
        ...walletMetric('LedgerEntriesChecked', LEDGER_CHECK_SERVICE, day),
        statistic: 'SampleCount',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: days,
      datapointsToAlarm: days,
      treatMissingData: TreatMissingData.BREACHING,
    }).addAlarmAction(new SnsAction(topic));
  }
}

/** The chain reconciliation's alarm. */
export class ChainReconciliationAlarm extends ScheduledCheckAlarm {
  constructor(scope: Construct, id: string, topic: ITopic) {
    super(scope, id, {
      topic,
      metricName: 'ChainReconciliationBreaks',
      service: CHAIN_RECONCILIATION_SERVICE,
      every: CHAIN_RECONCILIATION_INTERVAL,
      description:
        'The book and the TRON chain disagree on USDT our deposit addresses received (see the log for which transaction), or the reconciliation did not report: run `npm run ops -- ledger reconcile`.',
    });
  }
}
