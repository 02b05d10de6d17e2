/**
 * The local stack opens with USDT in the house inventory, so a fresh `npm start` (and the test stack)
 * can sell at once. Posted under one fixed reference: a persisted dev stack restarted finds it posted
 * and adds nothing.
 */
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { formatAmount } from '../../lambdas/domain/money';
import {
  fundInventory,
  LOCAL_OPENING_INVENTORY_MICRO_USDT,
  LOCAL_OPENING_INVENTORY_REFERENCE,
} from '../../lambdas/domain/trade/inventory';

export async function openLocalInventory(log: (line: string) => void): Promise<void> {
  const posted = await fundInventory(new DynamoLedger(), {
    usdtMinor: LOCAL_OPENING_INVENTORY_MICRO_USDT,
    reference: LOCAL_OPENING_INVENTORY_REFERENCE,
  });
  if (!posted.replayed)
    log(`USDT inventory opened with ${formatAmount(LOCAL_OPENING_INVENTORY_MICRO_USDT, 'USDT')} USDT`);
}
