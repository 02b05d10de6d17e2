import type { TransactionRecord } from '../ledger/book/transactions';
import { type CardDepositDependencies, expiresAt, settleCardDeposit } from './card-deposit';
import { LATE_CAPTURE_WINDOW_MS } from './card-deposit-terms';

/** The ledger's queues of records by status, oldest first (the DynamoDB ledger's `listByStatus`). */
export interface StatusQueue {
  listByStatus(
    status: 'pending' | 'failed' | 'expired',
    page: { limit: number; cursor?: string; since?: Date },
  ): Promise<{ transactions: readonly TransactionRecord[]; cursor?: string }>;
}

export interface CardDepositSweep {
  checked: number;
  settled: Partial<Record<TransactionRecord['status'], number>>;
  failures: number;
}

type SweepDependencies = CardDepositDependencies & { queue: StatusQueue };

/**
 * One queue's card deposits, oldest first, each settled with the provider and counted; `until` says
 * when to stop (the first record still within its lifetime, say). One order the provider cannot answer
 * for now waits for the next run; the others go on.
 */
async function sweepQueue(
  deps: SweepDependencies,
  sweep: CardDepositSweep,
  status: 'pending' | 'failed' | 'expired',
  options: { since?: Date; until?: (record: TransactionRecord) => boolean },
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await deps.queue.listByStatus(status, {
      limit: 100,
      ...(cursor ? { cursor } : {}),
      ...(options.since ? { since: options.since } : {}),
    });
    for (const record of page.transactions) {
      if (options.until?.(record)) return;
      if (record.type !== 'card-deposit') continue;
      sweep.checked += 1;
      try {
        const settled = await settleCardDeposit(record, deps);
        sweep.settled[settled.status] = (sweep.settled[settled.status] ?? 0) + 1;
      } catch {
        sweep.failures += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor);
}

/**
 * Every card deposit still pending past its lifetime, checked with the provider: credited if a payment
 * was captured after all (a browser that never came back, webhooks lost), failed if it failed, else
 * expired. The queue is oldest first, so that pass stops at the first record still within its
 * lifetime. Then every deposit that failed or expired within the late-capture window is asked about
 * again, and credited if its order's payment was captured since.
 */
export async function sweepCardDeposits(deps: SweepDependencies): Promise<CardDepositSweep> {
  const sweep: CardDepositSweep = { checked: 0, settled: {}, failures: 0 };
  const now = deps.now();
  await sweepQueue(deps, sweep, 'pending', { until: (record) => expiresAt(record) > now });
  const since = new Date(now.getTime() - LATE_CAPTURE_WINDOW_MS);
  for (const status of ['failed', 'expired'] as const) await sweepQueue(deps, sweep, status, { since });
  return sweep;
}
