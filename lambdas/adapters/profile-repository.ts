/**
 * Profiles and wallet balances in the accounts table. A customer's items share one partition
 * (`USER#<sub>`), so one consistent query reads the profile and every balance together.
 */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { Currency } from '../domain/money';
import type { Balances, ProfileRecord } from '../domain/profile';
import { dynamoDocuments } from './aws-clients';

const PROFILE_SK = 'PROFILE';
const WALLET_SK_PREFIX = 'WALLET#';

export const userPartition = (userId: string) => `USER#${userId}`;

interface StoredNumber {
  value: string;
}

interface CustomerItems {
  profile?: ProfileRecord;
  balances: Balances;
}

export async function loadCustomer(userId: string): Promise<CustomerItems> {
  const result = await dynamoDocuments().send(
    new QueryCommand({
      TableName: tableName('accounts'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userPartition(userId) },
      ConsistentRead: true,
    }),
  );
  const items: CustomerItems = { balances: {} };
  for (const item of result.Items ?? []) {
    const sk = String(item.sk);
    if (sk === PROFILE_SK) items.profile = toProfileRecord(item);
    else if (sk.startsWith(WALLET_SK_PREFIX)) {
      const currency = sk.slice(WALLET_SK_PREFIX.length) as Currency;
      items.balances[currency] = BigInt((item.balanceMinor as StoredNumber).value);
    }
  }
  return items;
}

/**
 * Stores a new profile unless one exists. Two first requests racing each other both end with the
 * same stored profile: the loser of the conditional put reads the winner's.
 */
export async function insertProfileIfAbsent(profile: ProfileRecord): Promise<ProfileRecord> {
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableName('accounts'),
        Item: { pk: userPartition(profile.userId), sk: PROFILE_SK, ...profile },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return profile;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = (await loadCustomer(profile.userId)).profile;
    if (!existing) throw error;
    return existing;
  }
}

function toProfileRecord(item: Record<string, unknown>): ProfileRecord {
  return {
    userId: String(item.userId),
    email: String(item.email),
    kycStatus: item.kycStatus as ProfileRecord['kycStatus'],
    createdAt: String(item.createdAt),
    trc20Addresses: Array.isArray(item.trc20Addresses) ? item.trc20Addresses.map(String) : [],
    // Only whether a PIN exists leaves this module; its hash stays in the table.
    transactionPinSet: typeof item.transactionPinHash === 'string',
    ...(typeof item.avatarKey === 'string' ? { avatarKey: item.avatarKey } : {}),
  };
}
