/**
 * `npm run ops -- inventory [add <USDT>]`: the USDT the house holds and may sell, and funding it. The
 * balance is the house account's postings; "available to sell" is the stock guard the buys draw from
 * (the two agree unless something wrote one without the other, which the command points out), and
 * the largest single buy is what one buy's transaction can draw from its shards now.
 */
import { userInfo } from 'node:os';
import { ulid } from 'ulid';
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { stockDrawRoom } from '../../lambdas/domain/ledger/book/entry-planning';
import { largestStockDraw } from '../../lambdas/domain/ledger/book/stock-shards';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { formatAmount, parseAmount } from '../../lambdas/domain/money';
import { fundInventory } from '../../lambdas/domain/trade/inventory';
import { OpsCheckFailedError, OpsUsageError } from './ops-environment';

export interface InventoryCommandInput {
  command: string;
  /** The USDT to add, as a decimal string. */
  amount?: string;
  reference?: string;
}

const usdt = (micro: bigint) => `${formatAmount(micro, 'USDT')} USDT`;

/**
 * A buy as the buy route posts it (fee, GST, daily cap, Idempotency-Key): its other items in the
 * transaction bound how many stock shards one buy may draw from.
 */
const routeBuy = buyUsdt({
  userId: 'any',
  inrPaidMinor: 3n,
  feeMinor: 1n,
  gstMinor: 1n,
  usdtMinor: 1n,
  quoteId: 'any',
  idempotencyKey: 'any',
  rateDescription: 'any',
  dailyCap: { period: 'any', maxMinor: 3n },
});

async function show(): Promise<string> {
  const ledger = dynamoLedger();
  const [balance, shards] = await Promise.all([
    ledger.houseBalance('usdt-inventory'),
    ledger.stockShards('usdt-inventory'),
  ]);
  const available = shards.reduce((sum, shard) => sum + shard, 0n);
  const largest = largestStockDraw(shards, stockDrawRoom(routeBuy));
  const lines = [
    `USDT inventory (house/usdt-inventory): ${usdt(balance)}`,
    `Available to sell: ${usdt(available)} in ${shards.length} shards; the largest single buy it covers now is ${usdt(largest)}.`,
    `Shards: ${shards.map((shard) => formatAmount(shard, 'USDT')).join(', ')} (funding fills the emptiest first).`,
  ];
  if (available !== balance)
    throw new OpsCheckFailedError(`${lines.join('\n')}\nThe stock guard does not match the postings.`);
  return lines.join('\n');
}

async function add(input: InventoryCommandInput): Promise<string> {
  if (!input.amount) throw new OpsUsageError('inventory add needs the USDT to add, e.g. inventory add 5000');
  let usdtMinor: bigint;
  try {
    usdtMinor = parseAmount(input.amount, 'USDT');
  } catch (error) {
    throw new OpsUsageError((error as Error).message);
  }
  if (usdtMinor <= 0n) throw new OpsUsageError('Add a positive amount of USDT.');
  const reference = input.reference ?? `ops-cli:${userInfo().username}:${ulid()}`;
  const posted = await fundInventory(dynamoLedger(), { usdtMinor, reference });
  const outcome = posted.replayed
    ? `Already funded under reference ${reference}; nothing added.`
    : `Added ${usdt(usdtMinor)} to the inventory (entry ${posted.entryId}, reference ${reference}).`;
  return `${outcome}\n${await show()}`;
}

export const inventoryCommands: Record<string, (input: InventoryCommandInput) => Promise<string>> = {
  show,
  add,
};
