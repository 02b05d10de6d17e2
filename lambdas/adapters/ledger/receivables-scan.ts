/**
 * Who owes us what (customer-receivable.ts), for operators: every customer whose `customer-receivable`
 * total is above zero. A scan of the accounts table, as the ledger checker's: few customers ever owe, and
 * operators ask rarely, so no index is kept for it.
 */
import { tableName } from '../../config/environment';
import { accountItems } from '../account-items';
import { scanAllPages } from '../query-pages';
import { storedInteger } from '../stored-numbers';

export interface OpenReceivable {
  userId: string;
  owedMinor: bigint;
  /** When the amount last changed (owed, or paid towards). */
  updatedAt: string;
}

export async function openReceivables(): Promise<OpenReceivable[]> {
  const sk = accountItems.movementCap('-', 'customer-receivable', 'open').sk;
  const found: OpenReceivable[] = [];
  for await (const item of scanAllPages({
    TableName: tableName('accounts'),
    ConsistentRead: true,
    FilterExpression: 'sk = :sk AND totalMinor > :zero',
    ExpressionAttributeValues: { ':sk': sk, ':zero': 0 },
  })) {
    const userId = accountItems.userOfPartition(String(item.pk));
    if (userId)
      found.push({ userId, owedMinor: storedInteger(item.totalMinor), updatedAt: String(item.updatedAt) });
  }
  return found.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}
