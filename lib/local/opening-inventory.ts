/**
 * The local stack opens with USDT in the house inventory, so a fresh `npm start` (and the test stack)
 * can sell at once. Posted under one fixed reference: a persisted dev stack restarted finds it posted
 * and adds nothing.
 */
import {
  DynamoLedger,
  formatAmount,
  fundInventory,
  LOCAL_OPENING_INVENTORY_MICRO_USDT,
  LOCAL_OPENING_INVENTORY_REFERENCE,
} from '../../lambdas/local-twin';

export async function openLocalInventory(log: (line: string) => void): Promise<void> {
  const posted = await fundInventory(new DynamoLedger(), {
    usdtMinor: LOCAL_OPENING_INVENTORY_MICRO_USDT,
    reference: LOCAL_OPENING_INVENTORY_REFERENCE,
  });
  if (!posted.replayed)
    log(`USDT inventory opened with ${formatAmount(LOCAL_OPENING_INVENTORY_MICRO_USDT, 'USDT')} USDT`);
}
