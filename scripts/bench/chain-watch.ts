/**
 * The chain watcher at size: 100,000 deposit addresses given out and 10,000 USDT transfers in 1,000
 * blocks (a few hundred of them to our customers, the rest between strangers, as on mainnet), read by
 * the real watcher through the real TronGrid adapter from a sandbox chain of its own, with a DynamoDB
 * Local of its own. The floor is the same point reads of the transfers' two ends alone, in the same
 * pages: what matching recipients against the address set costs however it is done. The figures must
 * not grow with the number of addresses: run it with another count to see (`tsx
 * scripts/bench/chain-watch.ts 10000`).
 */

import { accountItems, depositAddressIndex } from '../../lambdas/adapters/account-items';
import { dynamoDocuments } from '../../lambdas/adapters/aws-clients';
import { putRequests, writeInBatches } from '../../lambdas/adapters/batch-writes';
import { chainWatchDependencies } from '../../lambdas/adapters/chain-watch-dependencies';
import { tableName } from '../../lambdas/config/environment';
import { watchChainDeposits } from '../../lambdas/domain/tron/chain-watch';
import { startSandboxServer } from '../../lib/local/sandbox/sandbox-server';
import { SANDBOX_USDT, sandboxAddress } from '../../lib/local/sandbox/tron/tron-chain';
import { tronModule } from '../../lib/local/sandbox/tron/tron-module';
import { withBenchDynamo } from './bench-dynamo';
import { ratio } from './stats';

export interface ChainWatchFigures {
  addresses: number;
  transfers: number;
  blocks: number;
  credited: number;
  msPer1000Blocks: number;
  msPerTransfer: number;
  floorMsPerTransfer: number;
  ratio: number;
}

/** BatchWriteItem's most items in one call, and how many calls are in flight while seeding. */
const BATCH_WRITE_ITEMS = 25;
const SEEDING_CONCURRENCY = 8;
/** TronGrid's page, as the watcher reads it. */
const PAGE = 200;

async function seedAddresses(addresses: readonly string[], assignedAt: string): Promise<void> {
  const table = tableName('accounts');
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const batch = addresses.slice(next, next + BATCH_WRITE_ITEMS);
      next += BATCH_WRITE_ITEMS;
      await writeInBatches(
        dynamoDocuments(),
        table,
        putRequests(
          batch.map((address, index) => ({
            ...accountItems.depositAddressOwner(address),
            ownerId: `bench-customer-${index}`,
            address,
            assignedAt,
            ...depositAddressIndex.keys(assignedAt, address),
          })),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: SEEDING_CONCURRENCY }, worker));
}

export async function benchChainWatch(
  addressCount = 100_000,
  transferCount = 10_000,
  blockCount = 1_000,
): Promise<ChainWatchFigures> {
  const tron = tronModule({ blockIntervalMs: 0 });
  const sandbox = await startSandboxServer({ port: 0, modules: [tron], log: () => {} });
  try {
    return await withBenchDynamo(
      async () => {
        const customers = Array.from({ length: addressCount }, (_, index) =>
          sandboxAddress(`customer-${index}`),
        );
        const seeding = performance.now();
        await seedAddresses(customers, new Date(Date.now() - 60_000).toISOString());
        console.log(
          `Chain watcher: ${addressCount} deposit addresses seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        );

        // One transfer in twenty to a customer, each from a stranger; the rest between strangers.
        const perBlock = Math.ceil(transferCount / blockCount);
        const firstBlock = tron.chain.height + 1;
        const allEnds: string[][] = [];
        for (let sent = 0; sent < transferCount; sent += perBlock) {
          const block = Array.from({ length: Math.min(perBlock, transferCount - sent) }, (_, offset) => {
            const number = sent + offset;
            const to =
              number % 20 === 0
                ? (customers[(number * 7919) % addressCount] as string)
                : sandboxAddress(`stranger-to-${number}`);
            return {
              contract: SANDBOX_USDT.address,
              from: sandboxAddress(`stranger-from-${number}`),
              to,
              value: String(2_000_000 + number),
            };
          });
          allEnds.push(...block.map((transfer) => [transfer.to, transfer.from]));
          tron.chain.include(block);
        }
        tron.chain.mine(19);
        const blocks = tron.chain.solidifiedHeight - firstBlock + 1;

        const dependencies = chainWatchDependencies();
        const started = performance.now();
        let credited = 0;
        for (;;) {
          const report = await watchChainDeposits(dependencies, { deadline: Date.now() + 600_000 });
          credited += report.credited;
          if (report.caughtUp) break;
        }
        const watched = performance.now() - started;

        const floorStarted = performance.now();
        for (let start = 0; start < allEnds.length; start += PAGE)
          await dependencies.store.owners([...new Set(allEnds.slice(start, start + PAGE).flat())]);
        const floor = performance.now() - floorStarted;

        const figures: ChainWatchFigures = {
          addresses: addressCount,
          transfers: transferCount,
          blocks,
          credited,
          msPer1000Blocks: Math.round((watched / blocks) * 1000),
          msPerTransfer: Math.round((watched / transferCount) * 1000) / 1000,
          floorMsPerTransfer: Math.round((floor / transferCount) * 1000) / 1000,
          ratio: ratio(watched, floor),
        };
        console.log(
          `  ${transferCount} transfers in ${blocks} blocks, ${credited} credited: ${(watched / 1000).toFixed(1)} s, ` +
            `${figures.msPer1000Blocks} ms per 1,000 blocks, ${figures.msPerTransfer} ms per transfer ` +
            `(floor: the same point reads alone, ${figures.floorMsPerTransfer} ms per transfer; ${figures.ratio} × floor)`,
        );
        return figures;
      },
      { TRON_API_URL: sandbox.url, USDT_TRC20_CONTRACT: SANDBOX_USDT.address, TRON_HOUSE_ADDRESSES: '' },
    );
  } finally {
    await sandbox.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchChainWatch(...process.argv.slice(2).map(Number));
