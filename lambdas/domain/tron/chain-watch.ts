/**
 * One run of the chain watcher. It reads the USDT contract's Transfer events by block range, never per
 * customer address, so its cost follows the transfers on the chain and no address's history is read
 * twice:
 *
 * 1. Sightings: the events of blocks not yet solidified (the top ~19 blocks, a minute of the chain), so
 *    a customer sees their deposit pending within a run of sending it.
 * 2. Credits: the solidified events from the watermark up to the solidified head, a page at a time; the
 *    watermark is saved after each page (on the condition that no other run moved it), so a run that
 *    runs out of time or fails goes on next time where this one stopped.
 * 3. Sightings the solidified chain has gone well past without them fail (chain-deposits.ts).
 */
import { abandonedThrough } from './chain-deposits';
import {
  type ChainWatchStore,
  type ChainWatermark,
  StaleFingerprintError,
  type TransferEventPage,
  type TronChainReader,
} from './chain-ports';
import {
  addCounts,
  failAbandonedSightings,
  noCounts,
  type SettlementContext,
  type SettlementCounts,
  settleTransfers,
} from './chain-settlement';

export interface ChainWatchDependencies extends SettlementContext {
  chain: TronChainReader;
  store: ChainWatchStore;
}

export interface ChainWatchReport extends SettlementCounts {
  solidifiedHead: number;
  /** Every solidified block up to this one has been read. */
  watermark: number;
  /** False when the run stopped before the solidified head (its time ran out, or another run is ahead). */
  caughtUp: boolean;
}

/** Pages of unsolidified events read per run: the top of the chain holds a minute of transfers. */
const MAX_SIGHTING_PAGES = 20;

/** How far before the first address's assignment to start, for clocks that disagree a little. */
const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * How far back a watcher that never ran reads at most: an hour of mainnet's USDT is about a hundred
 * thousand transfers, a few runs' work; anything older is an operator's `chain rescan`.
 */
const FIRST_RUN_LOOKBACK_MS = 60 * 60_000;

/**
 * Where a watcher that never ran starts: at the first deposit address's assignment (nothing was sent to
 * us before) but no more than an hour back, or at the solidified head when no address was given out yet.
 */
async function firstWatermark(store: ChainWatchStore, head: { number: number; timestamp: number }) {
  const first = await store.firstAssignment();
  const start = first
    ? Math.max(first.getTime() - CLOCK_SLACK_MS, head.timestamp - FIRST_RUN_LOOKBACK_MS)
    : head.timestamp;
  const watermark: ChainWatermark =
    start < head.timestamp
      ? { block: 0, timestamp: start }
      : { block: head.number, timestamp: head.timestamp };
  return { watermark, version: 0 };
}

export async function watchChainDeposits(
  dependencies: ChainWatchDependencies,
  budget: { deadline: number; now?: () => number },
): Promise<ChainWatchReport> {
  const { chain, store, usdtContract } = dependencies;
  const now = budget.now ?? Date.now;
  const counts = noCounts();
  const head = await chain.solidifiedHead();
  let { watermark, version } = (await store.watermark()) ?? (await firstWatermark(store, head));

  // 1. Sightings above the solidified head.
  let fingerprint: string | undefined;
  for (let page = 0; page < MAX_SIGHTING_PAGES && now() < budget.deadline; page++) {
    const read = await chain.transferEvents({
      contract: usdtContract,
      fromTimestamp: Math.max(watermark.timestamp, head.timestamp) + 1,
      solidified: false,
      ...(fingerprint ? { fingerprint } : {}),
    });
    addCounts(counts, await settleTransfers(dependencies, read.events, head.number));
    fingerprint = read.next;
    if (!fingerprint) break;
  }

  // 2. Credits from the watermark up to the solidified head.
  let caughtUp = false;
  while (now() < budget.deadline) {
    if (!watermark.resume && watermark.block >= head.number) {
      caughtUp = true;
      break;
    }
    const range = watermark.resume ?? { toBlock: head.number, toTimestamp: head.timestamp };
    let read: TransferEventPage;
    try {
      read = await chain.transferEvents({
        contract: usdtContract,
        fromTimestamp: watermark.timestamp + 1,
        toTimestamp: range.toTimestamp,
        solidified: true,
        ...(watermark.resume ? { fingerprint: watermark.resume.fingerprint } : {}),
      });
    } catch (error) {
      if (!(error instanceof StaleFingerprintError)) throw error;
      // Read the range again from its start: what was booked from it replays.
      watermark = { block: watermark.block, timestamp: watermark.timestamp };
      continue;
    }
    const inRange = read.events.filter((event) => event.blockNumber <= range.toBlock);
    addCounts(counts, await settleTransfers(dependencies, inRange, range.toBlock));
    const next: ChainWatermark = read.next
      ? {
          ...watermark,
          resume: { toBlock: range.toBlock, toTimestamp: range.toTimestamp, fingerprint: read.next },
        }
      : { block: range.toBlock, timestamp: range.toTimestamp };
    // Another run moved the watermark: it reads on from there, and what this one booked was booked once.
    if (!(await store.saveWatermark(next, version))) break;
    watermark = next;
    version += 1;
  }

  // 3. Sightings that can no longer solidify.
  const abandoned = abandonedThrough(watermark.block);
  if (abandoned >= 0) {
    const failed = await failAbandonedSightings(dependencies, await store.sightings(abandoned));
    counts.failed += failed;
  }

  return { ...counts, solidifiedHead: head.number, watermark: watermark.block, caughtUp };
}
