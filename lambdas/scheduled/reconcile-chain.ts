/**
 * The chain reconciliation on a schedule (lambdas/domain/tron/chain-reconciliation-run.ts): the chain's
 * accounts against what our deposit addresses received on TRON, as `npm run ops -- ledger reconcile`
 * prints it. It publishes how many differences it found (a transaction booked without its transfer, a
 * transfer never booked, amounts apart, or an account line apart) as ChainReconciliationBreaks, which
 * an alarm watches along with the metric going missing.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { CHAIN_RECONCILIATION_SERVICE, WALLET_METRICS_NAMESPACE } from '../../definitions/metrics';
import { chainReconciliationDependencies } from '../adapters/chain-watch-dependencies';
import { describeChainDifference } from '../domain/tron/chain-reconciliation';
import {
  type ChainReconciliationReport,
  reconcileChainDeposits,
} from '../domain/tron/chain-reconciliation-run';
import { logger } from '../observability/logger';

export function chainCheck(
  reconcile: () => Promise<ChainReconciliationReport> = () =>
    reconcileChainDeposits(chainReconciliationDependencies()),
  metrics: Metrics = new Metrics({
    namespace: WALLET_METRICS_NAMESPACE,
    serviceName: CHAIN_RECONCILIATION_SERVICE,
  }),
) {
  return async (): Promise<{ addresses: number; breaks: number }> => {
    const report = await reconcile();
    const linesApart = report.lines.filter((line) => line.differenceMinor !== 0n).length;
    const breaks = report.differences.length + linesApart;
    metrics.addMetric('ChainReconciliationBreaks', MetricUnit.Count, breaks);
    metrics.addMetric('ChainAddressesReconciled', MetricUnit.Count, report.addresses);
    metrics.publishStoredMetrics();
    // Transaction hashes, deposit addresses and opaque account ids: nobody's name reaches the log.
    for (const found of report.differences)
      logger.error('Chain reconciliation difference', { difference: describeChainDifference(found) });
    for (const line of report.lines)
      logger.info('Chain account reconciled', {
        account: line.account,
        balanceMinor: line.balanceMinor.toString(),
        chainMinor: line.chainMinor.toString(),
        differenceMinor: line.differenceMinor.toString(),
      });
    return { addresses: report.addresses, breaks };
  };
}

export const handler = chainCheck();
