import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerReport } from '../../lambdas/domain/ledger/checks/full-scan';
import type { ChainReconciliationReport } from '../../lambdas/domain/tron/chain-reconciliation-run';
import { ledgerCheck } from '../../lambdas/scheduled/check-ledger';
import { chainCheck } from '../../lambdas/scheduled/reconcile-chain';

const brokenBook: LedgerReport = {
  entries: 42,
  postings: 90,
  customerAccounts: 10,
  houseAccounts: 3,
  records: 12,
  bookTotals: { INR: 100n },
  owedToCustomers: { INR: 100n },
  breaks: [
    { kind: 'unbalanced-entry', entryId: '01JBROKEN', currency: 'INR', sumMinor: 100n },
    { kind: 'book-not-zero', currency: 'INR', sumMinor: 100n },
  ],
};

/** One transfer never booked: one difference, and the clearing line apart by it. */
const chainApart: ChainReconciliationReport = {
  addresses: 7,
  transfers: 9,
  awaitingWatcher: 0,
  lines: [
    { account: 'usdt-chain-clearing', balanceMinor: -1n, chainMinor: 7n, differenceMinor: 6n },
    { account: 'usdt-chain-dust', balanceMinor: 0n, chainMinor: 0n, differenceMinor: 0n },
  ],
  differences: [{ kind: 'transfer-not-booked', txHash: 'ab'.repeat(32), addresses: ['T1'], chainMinor: 6n }],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/**
 * Metrics as a cloud function publishes them. A run of the whole suite starts the local stack in this
 * process's parent, whose handler environment turns metrics off (nothing reads them locally).
 */
const metricsOf = (serviceName: string) => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  return new Metrics({ namespace: 'InrUsdtWallet', serviceName });
};

/** The embedded-metric-format record a scheduled check printed while `run` ran, and its answer. */
async function publishedMetrics<T>(run: () => Promise<T>) {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const answer = await run();
  return { answer, emf: lines.map((line) => JSON.parse(line)).find((record) => record._aws) };
}

describe('the scheduled checks', () => {
  it('publishes the ledger breaks it found as a CloudWatch metric in embedded metric format', async () => {
    const { answer, emf } = await publishedMetrics(
      ledgerCheck(async () => brokenBook, metricsOf('ledger-checker')),
    );
    expect(answer).toEqual({ entries: 42, breaks: 2 });
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Dimensions: [['service']],
      Metrics: expect.arrayContaining([{ Name: 'LedgerBreaks', Unit: 'Count' }]),
    });
    expect(emf).toMatchObject({ service: 'ledger-checker', LedgerBreaks: 2, LedgerEntriesChecked: 42 });
  });

  it('publishes the chain differences and the account lines apart as one count', async () => {
    const { answer, emf } = await publishedMetrics(
      chainCheck(async () => chainApart, metricsOf('chain-reconciliation')),
    );
    expect(answer).toEqual({ addresses: 7, breaks: 2 });
    expect(emf).toMatchObject({
      service: 'chain-reconciliation',
      ChainReconciliationBreaks: 2,
      ChainAddressesReconciled: 7,
    });
  });
});
