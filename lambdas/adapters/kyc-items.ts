/**
 * Reads a customer's KYC items (keys in account-items.ts): they share the `KYC#` prefix of the
 * customer's partition, so one consistent query reads the application, the bank details and every
 * decision, and none of the wallet items beside them.
 */
import { tableName } from '../config/environment';
import type { BankDetailsRecord, KycApplicationRecord } from '../domain/kyc/kyc-application';
import type { ReviewDecisionRecord } from '../domain/kyc/review-records';
import { accountItems, KYC_SK_PREFIX, kycItemKind, withoutKeys } from './account-items';
import { queryAllPages } from './query-pages';

export interface KycItems {
  application?: KycApplicationRecord;
  bank?: BankDetailsRecord;
  /** Oldest submission first. */
  decisions: ReviewDecisionRecord[];
}

export async function loadKycItems(userId: string): Promise<KycItems> {
  const found: KycItems = { decisions: [] };
  for await (const item of queryAllPages({
    TableName: tableName('accounts'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :kyc)',
    ExpressionAttributeValues: {
      ':pk': accountItems.customerPartition(userId),
      ':kyc': KYC_SK_PREFIX,
    },
    ConsistentRead: true,
  })) {
    const kind = kycItemKind(String(item.sk));
    if (kind === 'application') found.application = withoutKeys(item);
    else if (kind === 'bank') found.bank = withoutKeys(item);
    else if (kind === 'decision') found.decisions.push(withoutKeys(item));
  }
  return found;
}
