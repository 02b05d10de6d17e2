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
import { LEDGER_CHECK_INTERVAL } from './ledger-checker';

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

/** The ledger checker's alarm. */
export class LedgerAlarm extends ScheduledCheckAlarm {
  constructor(scope: Construct, id: string, topic: ITopic) {
    super(scope, id, {
      topic,
      metricName: 'LedgerBreaks',
      service: LEDGER_CHECK_SERVICE,
      every: LEDGER_CHECK_INTERVAL,
      description:
        'The ledger invariant checker found a break (see its log for which entry or account), or did not report: run `npm run ops -- ledger verify`.',
    });
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
