/**
 * `npm run ops -- chain …`: the TRON deposit watcher seen by an operator. `status` prints how far the
 * watcher has read (its watermark), the solidified head and the deposits waiting to solidify; `rescan`
 * reads a block range again and credits what the watcher missed (every credit is keyed by the transfer,
 * so what was credited before is a replay that moves nothing).
 */
import { chainWatchDependencies } from '../../lambdas/adapters/chain-watch-dependencies';
import { formatAmount } from '../../lambdas/domain/money';
import { NEVER_SOLIDIFIED_AFTER_BLOCKS } from '../../lambdas/domain/tron/chain-deposits';
import { rescanChain } from '../../lambdas/domain/tron/chain-rescan';
import { OpsUsageError } from './ops-environment';

export interface ChainCommandInput {
  command: string;
  fromBlock?: string;
  toBlock?: string;
}

const time = (timestamp: number) => new Date(timestamp).toISOString();

async function status(): Promise<string> {
  const { chain, store } = chainWatchDependencies();
  const [head, stored, sightings] = await Promise.all([
    chain.solidifiedHead(),
    store.watermark(),
    store.sightings(),
  ]);
  const lines = [`Solidified head: block ${head.number} (${time(head.timestamp)})`];
  if (!stored)
    lines.push('Watermark: none yet (the watcher keeps none until a deposit address is given out)');
  else {
    const { watermark } = stored;
    lines.push(
      `Watermark: block ${watermark.block} (${time(watermark.timestamp)}), ${Math.max(0, head.number - watermark.block)} solidified blocks behind`,
    );
    if (watermark.resume)
      lines.push(`  reading on towards block ${watermark.resume.toBlock}: a run's time ran out mid-range`);
  }
  if (sightings.length === 0) lines.push('Pending sightings: none');
  else {
    lines.push(
      `Pending sightings (fail ${NEVER_SOLIDIFIED_AFTER_BLOCKS} solidified blocks past their block if never final):`,
    );
    for (const sighting of sightings)
      lines.push(
        `  block ${sighting.blockNumber}  ${sighting.txHash}:${sighting.eventIndex}  ${formatAmount(sighting.amountMinor, 'USDT')} USDT  to ${sighting.userId}`,
      );
  }
  return lines.join('\n');
}

function blockNumber(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,12}$/.test(text)) throw new OpsUsageError(`${option} is a block number.`);
  return Number(text);
}

async function rescan(input: ChainCommandInput): Promise<string> {
  const fromBlock = blockNumber(input.fromBlock, '--from-block');
  if (fromBlock === undefined) throw new OpsUsageError('chain rescan needs --from-block <number>.');
  const toBlock = blockNumber(input.toBlock, '--to-block');
  const report = await rescanChain(chainWatchDependencies(), {
    fromBlock,
    ...(toBlock === undefined ? {} : { toBlock }),
  });
  return [
    `Read blocks ${report.fromBlock} to ${report.toBlock}: ${report.read} USDT transfers.`,
    `Deposits: ${report.credited} credited, ${report.alreadyCredited} already credited.`,
    `Not deposits: ${report.dust} dust newly booked to the house, ${report.internal} between our own addresses.`,
  ].join('\n');
}

export const chainCommands: Record<string, (input: ChainCommandInput) => Promise<string>> = {
  status,
  rescan,
};
