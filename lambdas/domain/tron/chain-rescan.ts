/**
 * An operator's rescan: the solidified Transfer events of a block range read again and booked as the
 * watcher books them, so whatever the watcher missed (an indexer that answered an empty page during an
 * outage, an address whose owner item came late) is credited, and everything already credited is a
 * replay that moves nothing. The watermark is left where it is.
 */
import { InvalidRequestError } from '../errors';
import { addCounts, noCounts, type SettlementCounts, settleTransfers } from './chain-settlement';
import type { ChainWatchDependencies } from './chain-watch';

export interface RescanReport extends SettlementCounts {
  fromBlock: number;
  toBlock: number;
}

export async function rescanChain(
  dependencies: ChainWatchDependencies,
  range: { fromBlock: number; toBlock?: number },
): Promise<RescanReport> {
  const { chain } = dependencies;
  const head = await chain.solidifiedHead();
  // Only solidified blocks are final; what is above the head is the watcher's to show as pending.
  const toBlock = Math.min(range.toBlock ?? head.number, head.number);
  if (range.fromBlock > toBlock)
    throw new InvalidRequestError(
      `Block ${range.fromBlock} is past ${toBlock === head.number ? 'the solidified head, ' : ''}block ${toBlock}`,
    );
  const [from, to] = await Promise.all([chain.block(range.fromBlock), chain.block(toBlock)]);
  const counts = noCounts();
  let fingerprint: string | undefined;
  do {
    const read = await chain.transferEvents({
      contract: dependencies.usdtContract,
      fromTimestamp: from.timestamp,
      toTimestamp: to.timestamp,
      solidified: true,
      ...(fingerprint ? { fingerprint } : {}),
    });
    const inRange = read.events.filter(
      (event) => event.blockNumber >= range.fromBlock && event.blockNumber <= toBlock,
    );
    addCounts(counts, await settleTransfers(dependencies, inRange, toBlock));
    fingerprint = read.next;
  } while (fingerprint);
  return { ...counts, fromBlock: range.fromBlock, toBlock };
}
