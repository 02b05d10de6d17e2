/**
 * The house's USDT inventory, which buys sell from and sells buy into: the company funds it.
 */
import { houseAccount } from '../book/accounts';
import type { Movement } from '../book/entry-plan';
import { buildJournalEntry } from '../book/journal-entry';
import { assertPositive } from './amount-checks';

/** The company puts USDT into the inventory the house sells from. */
export function inventoryFunding(funding: { usdtMinor: bigint; reference: string }): Movement {
  assertPositive('usdtMinor', funding.usdtMinor);
  return {
    entry: buildJournalEntry({
      kind: 'inventory-funding',
      postings: [
        { account: houseAccount('usdt-funding'), amountMinor: -funding.usdtMinor },
        { account: houseAccount('usdt-inventory'), amountMinor: funding.usdtMinor },
      ],
    }),
    transactions: [],
    references: [{ source: 'ops-decision', id: `inventory:${funding.reference}` }],
    stock: [{ account: 'usdt-inventory', amountMinor: funding.usdtMinor }],
  };
}
