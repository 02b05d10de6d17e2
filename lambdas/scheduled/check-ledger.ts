/**
 * The invariant checker on a schedule in the cloud: the same scan and fold as
 * `npm run ops -- ledger verify`, publishing how many breaks it found as a CloudWatch metric in the
 * embedded metric format (a log line CloudWatch turns into a metric: no API call, no extra latency).
 * An alarm on LedgerBreaks ≥ 1, or on the metric going missing, tells operators.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { LEDGER_CHECK_SERVICE, WALLET_METRICS_NAMESPACE } from '../../definitions/metrics';
import { checkLedgerTable } from '../adapters/ledger-checks/full-scan';
import { describeBreak, type LedgerReport } from '../domain/ledger/checks/full-scan';
import { logger } from '../observability/logger';

export const LEDGER_METRICS_NAMESPACE = WALLET_METRICS_NAMESPACE;

export function ledgerCheck(
  check: () => Promise<LedgerReport> = checkLedgerTable,
  metrics: Metrics = new Metrics({ namespace: LEDGER_METRICS_NAMESPACE, serviceName: LEDGER_CHECK_SERVICE }),
) {
  return async (): Promise<{ entries: number; breaks: number }> => {
    const report = await check();
    metrics.addMetric('LedgerBreaks', MetricUnit.Count, report.breaks.length);
    metrics.addMetric('LedgerEntriesChecked', MetricUnit.Count, report.entries);
    metrics.publishStoredMetrics();
    // Account ids name customers only by their opaque Cognito sub; no PII reaches the log.
    for (const found of report.breaks) logger.error('Ledger break', { break: describeBreak(found) });
    return { entries: report.entries, breaks: report.breaks.length };
  };
}

export const handler = ledgerCheck();
