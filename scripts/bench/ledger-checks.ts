/**
 * The two ledger checkers' cost per million entries, from a measured run against a DynamoDB Local of
 * the bench's own: `entries` bank-transfer deposits written through the ledger adapter (each entry
 * with its wallet, house rows, record and reference, as the product writes them), then
 *   - the stream checker: the local reader hands the table's stream to the checker's handler, as
 *     Lambda's event source mapping would (reading the stream is the mapping's, free for a Lambda
 *     trigger: only the handler's time and its own table's reads and writes are counted);
 *   - the full scan: one pass of the parallel scan, as the weekly function runs it.
 * Capacity is what DynamoDB reports (ReturnConsumedCapacity); time is the handler's wall and CPU time.
 * Alone: `npx tsx scripts/bench/ledger-checks.ts [entries]` (default 100,000).
 */
import { randomUUID } from 'node:crypto';
import { tableById } from '../../definitions/tables';
import { dynamoDocuments } from '../../lambdas/adapters/aws-clients';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { scanLedgerInto } from '../../lambdas/adapters/ledger/ledger-scan';
import { LedgerStreamCheckStore } from '../../lambdas/adapters/ledger-checks/stream-check-store';
import { FullScanCheck } from '../../lambdas/domain/ledger/checks/full-scan';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { ledgerStreamCheck } from '../../lambdas/streams/check-ledger-stream';
import { ledgerStreamReader } from '../../lib/local/ledger-stream-reader';
import { withBenchDynamo } from './bench-dynamo';

/**
 * Prices assumed (AWS on-demand, us-east-1, as listed in 2025; Mumbai is within a few per cent):
 * DynamoDB $0.625 per million write request units and $0.125 per million read request units (a
 * transactional write costs two units per KB, a strongly consistent read one per 4 KB: the units
 * reported already count that); Lambda on arm64 $0.0000133334 per GB-second at the functions' 512 MB,
 * and $0.20 per million requests (one per batch of 500 changes).
 */
const USD_PER_MILLION_WRITE_UNITS = 0.625;
const USD_PER_MILLION_READ_UNITS = 0.125;
const USD_PER_GB_SECOND = 0.0000133334;
const FUNCTION_GB = 0.5;
const USD_PER_MILLION_REQUESTS = 0.2;
const STREAM_BATCH = 500;
/** Deposits written at once while seeding. */
const SEEDING_CONCURRENCY = 48;
/** Customers the deposits go to: wallets are written again and again, as real ones are. */
const CUSTOMERS = 1_000;

export interface CheckCost {
  readUnits: number;
  writeUnits: number;
  handlerMs: number;
  cpuMs: number;
  usd: number;
}

export interface LedgerCheckFigures {
  entries: number;
  streamRecords: number;
  seedingSeconds: number;
  perMillionEntries: { stream: CheckCost; fullScan: CheckCost };
}

const usd = (cost: Omit<CheckCost, 'usd'>, requests: number) =>
  (cost.writeUnits * USD_PER_MILLION_WRITE_UNITS + cost.readUnits * USD_PER_MILLION_READ_UNITS) / 1e6 +
  (cost.handlerMs / 1000) * FUNCTION_GB * USD_PER_GB_SECOND +
  (requests * USD_PER_MILLION_REQUESTS) / 1e6;

async function seed(entries: number) {
  const ledger = new DynamoLedger();
  const customers = Array.from({ length: CUSTOMERS }, () => randomUUID());
  let next = 0;
  await Promise.all(
    Array.from({ length: SEEDING_CONCURRENCY }, async () => {
      for (let index = next++; index < entries; index = next++)
        await ledger.post(
          bankTransferDeposit({
            userId: customers[index % CUSTOMERS] as string,
            amountMinor: BigInt(100_00 + (index % 9_973)),
            utr: randomUUID(),
            counterparty: 'bench',
          }),
        );
    }),
  );
}

export async function benchLedgerChecks(entries = 100_000): Promise<LedgerCheckFigures> {
  return withBenchDynamo(async () => {
    const seeding = performance.now();
    await seed(entries);
    const seedingSeconds = (performance.now() - seeding) / 1000;
    console.log(
      `Ledger checkers: ${entries} entries written through the ledger in ${seedingSeconds.toFixed(1)} s`,
    );

    // The handler publishes its metrics as a log line per batch (EMF): not figures for the bench.
    process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
    const store = new LedgerStreamCheckStore({
      client: dynamoDocuments,
      table: () => tableById('ledgerCheck').id,
    });
    const check = ledgerStreamCheck(() => store);
    let handlerMs = 0;
    let cpuMicros = 0;
    let invocations = 0;
    let streamRecords = 0;
    const reader = ledgerStreamReader({
      endpoint: String(process.env.AWS_ENDPOINT_URL_DYNAMODB),
      region: 'ap-south-1',
      table: tableById('accounts').id,
      checkTable: tableById('ledgerCheck').id,
      // Batches as the event source mapping would cut them.
      check: async (event) => {
        const failures: { itemIdentifier: string }[] = [];
        for (let start = 0; start < event.Records.length; start += STREAM_BATCH) {
          const batch = { Records: event.Records.slice(start, start + STREAM_BATCH) };
          const began = performance.now();
          const cpu = process.cpuUsage();
          const result = await check(batch);
          cpuMicros += process.cpuUsage(cpu).user + process.cpuUsage(cpu).system;
          handlerMs += performance.now() - began;
          invocations += 1;
          streamRecords += batch.Records.length;
          failures.push(...result.batchItemFailures);
          if (result.batchItemFailures.length > 0) break;
        }
        return { batchItemFailures: failures };
      },
    });
    try {
      await reader.drain();
    } finally {
      reader.close();
    }
    const streamBreaks = await store.breaks();
    const scale = 1e6 / entries;
    // DynamoDB Local under-reports a transaction's units; the cloud bills two per item under 1 KB.
    const writeUnits = Math.max(store.consumed.writeUnits, 2 * store.consumed.transactItems);
    const streamRaw = {
      readUnits: store.consumed.readUnits * scale,
      writeUnits: writeUnits * scale,
      handlerMs: handlerMs * scale,
      cpuMs: (cpuMicros / 1000) * scale,
    };
    const stream = { ...streamRaw, usd: usd(streamRaw, invocations * scale) };

    let scanRead = 0;
    const scanCheck = new FullScanCheck();
    const began = performance.now();
    const cpu = process.cpuUsage();
    await scanLedgerInto(tableById('accounts').id, scanCheck, {
      onCapacity: (capacity) => {
        scanRead += capacity.CapacityUnits ?? 0;
      },
    });
    const report = scanCheck.report();
    const cpuUsed = process.cpuUsage(cpu);
    const scanRaw = {
      readUnits: scanRead * scale,
      writeUnits: 0,
      handlerMs: (performance.now() - began) * scale,
      cpuMs: ((cpuUsed.user + cpuUsed.system) / 1000) * scale,
    };
    const fullScan = { ...scanRaw, usd: usd(scanRaw, 1) };

    const row = (name: string, cost: CheckCost) =>
      `  ${name.padEnd(22)} ${cost.readUnits.toFixed(0).padStart(12)} ${cost.writeUnits.toFixed(0).padStart(12)} ${(cost.handlerMs / 1000).toFixed(0).padStart(10)} s ${(cost.cpuMs / 1000).toFixed(0).padStart(8)} s ${`$${cost.usd.toFixed(2)}`.padStart(9)}`;
    console.log(
      [
        `Stream checker: DynamoDB Local reported ${store.consumed.writeUnits} write units for ${store.consumed.transactItems} transactional items (counted as ${writeUnits}: two per item).`,
        `Stream checker: ${streamRecords} stream records in ${invocations} batches, ${streamBreaks.length} breaks; full scan: ${report.entries} entries, ${report.breaks.length} breaks.`,
        `Per million entries (measured on ${entries}):`,
        `  ${'checker'.padEnd(22)} ${'read units'.padStart(12)} ${'write units'.padStart(12)} ${'wall'.padStart(12)} ${'CPU'.padStart(10)} ${'USD'.padStart(9)}`,
        row('stream (each change)', stream),
        row('full scan (one pass)', fullScan),
        '  USD: DynamoDB on-demand units and Lambda arm64 at 512 MB (prices in scripts/bench/ledger-checks.ts); the full scan is paid once a week, the stream checker once per entry written.',
      ].join('\n'),
    );
    return { entries, streamRecords, seedingSeconds, perMillionEntries: { stream, fullScan } };
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchLedgerChecks(Number(process.argv[2] ?? 100_000));
