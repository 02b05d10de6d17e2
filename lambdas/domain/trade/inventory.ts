/**
 * The USDT inventory the house sells from. Ops fund it (`npm run ops -- inventory add <USDT>`); the
 * local stack opens with some. Each funding is an `inventoryFunding` entry under its own reference, so
 * a funding retried under the same reference is posted once.
 */
import type { LedgerWriter, PostedMovement } from '../ledger/book/ledger';
import { inventoryFunding } from '../ledger/recipes/inventory';

/** What the local stack (dev and test) holds on its first start: enough for every demo and test. */
export const LOCAL_OPENING_INVENTORY_MICRO_USDT = 1_00_000_000_000n;
export const LOCAL_OPENING_INVENTORY_REFERENCE = 'local-stack-opening-inventory';

export function fundInventory(
  ledger: LedgerWriter,
  funding: { usdtMinor: bigint; reference: string },
): Promise<PostedMovement> {
  return ledger.post(inventoryFunding(funding));
}
