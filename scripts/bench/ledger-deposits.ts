/**
 * `npm run bench:ledger`: concurrent deposits, N to one customer (one hot wallet) and N to N customers
 * (nothing shared but house posting shards), measured twice: here through the ledger adapter against
 * a DynamoDB Local of its own (in memory, on a free port), then end to end through the local stack's
 * HTTP webhook route (./webhook-deposits.ts, a process of its own: the SDK clients are built once per
 * process for one endpoint). Prints throughput, p50/p99 latency and retries.
 */
import { randomUUID } from 'node:crypto';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { withBenchDynamo } from './bench-dynamo';
import { burstLine } from './stats';

async function burst(ledger: DynamoLedger, label: string, userIds: string[]) {
  let conflicts = 0;
  const counting = new DynamoLedger({ onConflict: () => (conflicts += 1) });
  void ledger;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    userIds.map(async (userId) => {
      const begin = performance.now();
      await counting.post(
        bankTransferDeposit({ userId, amountMinor: 500_000n, utr: randomUUID(), counterparty: 'bench' }),
      );
      latencies.push(performance.now() - begin);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(burstLine(label, latencies, seconds, `${conflicts} conflicts retried`));
}

export async function benchLedgerDeposits(count = 100): Promise<void> {
  await withBenchDynamo(async () => {
    const ledger = new DynamoLedger();
    console.log(`Ledger deposits, DynamoDB Local in memory (concurrency ${count}):`);
    await burst(
      ledger,
      'warm-up, different customers',
      Array.from({ length: 20 }, () => randomUUID()),
    );
    const one = randomUUID();
    await burst(
      ledger,
      'one customer (one hot wallet)',
      Array.from({ length: count }, () => one),
    );
    await burst(
      ledger,
      `${count} customers`,
      Array.from({ length: count }, () => randomUUID()),
    );
    const started = performance.now();
    const report = await checkLedgerTable();
    console.log(
      `invariant check: ${report.entries} entries, ${report.postings} postings, ${report.breaks.length} breaks, ` +
        `${(performance.now() - started).toFixed(0)} ms`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchLedgerDeposits(Number(process.argv[2] ?? 100));
