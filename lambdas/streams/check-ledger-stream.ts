/**
 * The ledger checker on the accounts table's stream: in the cloud an event source mapping invokes it
 * with batches of changes, in order per item (one batch at a time per stream shard); locally the
 * stack's poller (lib/local/ledger-stream-loop.ts) does the same from DynamoDB Local's stream. Each
 * change is checked as it arrives (checks/stream.ts) and applied once to the running sums; a change
 * that fails is reported with those after it as batch item failures, so Lambda retries from it and
 * per-item order holds. At most once a minute the settle-time rules run over the house accounts.
 * Breaks are published as the weekly full scan publishes them: LedgerBreaks in the embedded metric
 * format, and a log line each, naming accounts by opaque sub only.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { LEDGER_STREAM_CHECK_SERVICE, WALLET_METRICS_NAMESPACE } from '../../definitions/metrics';
import { dynamoDocuments } from '../adapters/aws-clients';
import { startStreamCheckFromBook } from '../adapters/ledger-checks/stream-check-start';
import { LedgerStreamCheckStore } from '../adapters/ledger-checks/stream-check-store';
import { ledgerChangeFromRecord } from '../adapters/ledger-checks/stream-records';
import { tableName } from '../config/environment';
import { describeBreak, type LedgerBreak } from '../domain/ledger/checks/breaks';
import type { LedgerChange } from '../domain/ledger/checks/ledger-item';
import { logger } from '../observability/logger';

/** How often the settle-time rules (book, GST, stock, waiting records, house signs) read the house tallies. */
export const SETTLE_EVERY_MS = 60_000;
/**
 * How long a settle-time break must hold, with the same difference, before it is reported: far past
 * the stream's usual lag (seconds), and the iterator-age alarm fires long before a lag this large.
 */
export const SETTLE_LAG_MS = 5 * 60_000;

export interface StreamCheckResult {
  changes: number;
  applied: number;
  breaks: LedgerBreak[];
  batchItemFailures: DynamoDBBatchResponse['batchItemFailures'];
}

const checkStore = () =>
  new LedgerStreamCheckStore({ client: dynamoDocuments, table: () => tableName('ledgerCheck') });

export function ledgerStreamCheck(
  store: () => LedgerStreamCheckStore = checkStore,
  metrics: () => Metrics = () =>
    new Metrics({ namespace: WALLET_METRICS_NAMESPACE, serviceName: LEDGER_STREAM_CHECK_SERVICE }),
) {
  return async (event: DynamoDBStreamEvent): Promise<StreamCheckResult> => {
    const checkState = store();
    const changes: { change: LedgerChange; sequence: string }[] = [];
    for (const record of event.Records) {
      const change = ledgerChangeFromRecord(record);
      if (change) changes.push({ change, sequence: String(record.dynamodb?.SequenceNumber) });
    }
    const outcome = await checkState.apply(changes.map((each) => each.change));
    const breaks = [...outcome.breaks];
    if (outcome.failedAt === undefined && (await checkState.settleDue(SETTLE_EVERY_MS)))
      breaks.push(...(await checkState.settle(SETTLE_LAG_MS)));
    publish(breaks, changes.length, metrics());
    return {
      changes: changes.length,
      applied: outcome.applied,
      breaks,
      batchItemFailures:
        outcome.failedAt === undefined
          ? []
          : changes.slice(outcome.failedAt).map((each) => ({ itemIdentifier: each.sequence })),
    };
  };
}

export function publish(breaks: readonly LedgerBreak[], changes: number, metrics: Metrics): void {
  metrics.addMetric('LedgerBreaks', MetricUnit.Count, breaks.length);
  metrics.addMetric('LedgerChangesChecked', MetricUnit.Count, changes);
  metrics.publishStoredMetrics();
  // Account ids name customers only by their opaque Cognito sub; no PII reaches the log.
  for (const found of breaks) logger.error('Ledger break', { break: describeBreak(found) });
}

const check = ledgerStreamCheck();

/**
 * The checker and its settle-time rules reaching DynamoDB through `client`. The local stack hands it
 * DynamoDB Local itself, not the fault front its handlers meet: a test's injected faults then meet only
 * that test's requests, in the order its seed chose, and not also the checker's writes of what they
 * booked. `settle` confirms breaks once they held for `lagMs` (0: the caller drained the stream and
 * nothing is in flight).
 */
export function ledgerStreamCheckOn(client: () => DynamoDBDocumentClient) {
  const store = () => new LedgerStreamCheckStore({ client, table: () => tableName('ledgerCheck') });
  return {
    check: ledgerStreamCheck(store),
    async settle(lagMs: number): Promise<LedgerBreak[]> {
      const breaks = await store().settle(lagMs);
      // Only what it found: between polls nothing was checked, and a zero every few seconds would bury
      // the local stack's log (in the cloud the settle runs inside a batch and publishes with it).
      if (breaks.length > 0)
        publish(
          breaks,
          0,
          new Metrics({ namespace: WALLET_METRICS_NAMESPACE, serviceName: LEDGER_STREAM_CHECK_SERVICE }),
        );
      return breaks;
    },
  };
}

/** Every break the stream checker has found so far. */
export function ledgerStreamBreaks() {
  return checkStore().breaks();
}

/** When the sums were last started from the book as it stood, if ever (ops, the local stack's start). */
export function ledgerStreamBookStart() {
  return checkStore().bookStart();
}

/**
 * Starts the sums from the book as it stands (stream-check-start.ts). The caller keeps the book quiet
 * and has the stream read from here on: the local stack at its start, ops in a maintenance window.
 */
export async function startLedgerStreamFromBook(): Promise<{ items: number; breaks: LedgerBreak[] }> {
  const started = await startStreamCheckFromBook(tableName('accounts'), checkStore());
  for (const found of started.breaks) logger.error('Ledger break', { break: describeBreak(found) });
  return started;
}

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => ({
  batchItemFailures: (await check(event)).batchItemFailures,
});
