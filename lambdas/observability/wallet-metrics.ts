/**
 * Counts operators are alarmed on, published in CloudWatch's embedded metric format (a log line
 * CloudWatch turns into a metric: no API call on the request's path).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const WALLET_METRICS_NAMESPACE = 'InrUsdtWallet';

export type CountedEvent =
  /** A webhook whose signature was missing or wrong: a forgery, or a webhook secret out of step. */
  | 'WebhookSignatureRefused'
  /** A transfer held for review: someone must release or return it. */
  | 'DepositHeld'
  /** Money arrived on a virtual account we have no owner for. */
  | 'DepositUnmatched';

let metrics: Metrics | undefined;

export function countEvent(name: CountedEvent): void {
  metrics ??= new Metrics({ namespace: WALLET_METRICS_NAMESPACE, serviceName: 'payments' });
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
