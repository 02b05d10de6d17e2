/**
 * Counts operators are alarmed on, published in CloudWatch's embedded metric format (a log line
 * CloudWatch turns into a metric: no API call on the request's path).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

import {
  type CountedEvent,
  PAYMENTS_METRICS_SERVICE,
  WALLET_METRICS_NAMESPACE,
} from '../../definitions/metrics';

export type { CountedEvent } from '../../definitions/metrics';

let metrics: Metrics | undefined;

export function countEvent(name: CountedEvent, count = 1): void {
  metrics ??= new Metrics({ namespace: WALLET_METRICS_NAMESPACE, serviceName: PAYMENTS_METRICS_SERVICE });
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
