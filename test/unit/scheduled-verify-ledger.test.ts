import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerReport } from '../../lambdas/domain/ledger/ledger-audit';
import { ledgerCheck } from '../../lambdas/scheduled/verify-ledger';

const brokenBook: LedgerReport = {
  entries: 42,
  postings: 90,
  customerAccounts: 10,
  houseAccounts: 3,
  records: 12,
  bookTotals: { INR: 100n },
  breaks: [
    { kind: 'unbalanced-entry', entryId: '01JBROKEN', currency: 'INR', sumMinor: 100n },
    { kind: 'book-not-zero', currency: 'INR', sumMinor: 100n },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the scheduled ledger check', () => {
  it('publishes the breaks it found as a CloudWatch metric in embedded metric format', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const check = ledgerCheck(
      async () => brokenBook,
      new Metrics({ namespace: 'InrUsdtWallet', serviceName: 'ledger-checker' }),
    );
    expect(await check()).toEqual({ entries: 42, breaks: 2 });
    const emf = lines.map((line) => JSON.parse(line)).find((record) => record._aws);
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'InrUsdtWallet',
      Dimensions: [['service']],
      Metrics: expect.arrayContaining([{ Name: 'LedgerBreaks', Unit: 'Count' }]),
    });
    expect(emf).toMatchObject({ service: 'ledger-checker', LedgerBreaks: 2, LedgerEntriesChecked: 42 });
  });
});
