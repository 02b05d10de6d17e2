/**
 * Profiles and wallet balances in the accounts table (keys in account-items.ts). They are read by key,
 * never by querying the customer's partition: that partition also holds every wallet transaction, and
 * a query page stops at 1 MB, so a busy customer's balances would fall off the first page.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { type Currency, currencies } from '../domain/money';
import type { Balances, ProfileRecord } from '../domain/profile';
import { accountItems, BALANCE_ATTRIBUTE, type ItemKey } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { storedInteger } from './stored-numbers';

interface CustomerItems {
  profile?: ProfileRecord;
  balances: Balances;
  owedMinor?: bigint;
}

const walletCurrencies = Object.keys(currencies) as Currency[];

/** Pauses between retries of keys DynamoDB left unprocessed (it throttled part of the batch). */
const UNPROCESSED_RETRY_MS = [20, 50, 100, 200, 400, 800];

/**
 * The profile and every wallet balance in one consistent BatchGetItem. Not TransactGetItems: a
 * transactional read conflicts with a money transaction in flight on the same balance (one of the two
 * is cancelled), and this display needs each item's latest committed value, not a snapshot of all.
 */
export async function loadCustomer(userId: string): Promise<CustomerItems> {
  const TableName = tableName('accounts');
  const profileKey = accountItems.profile(userId);
  const balanceKeys = walletCurrencies.map((currency) => ({
    currency,
    key: accountItems.walletBalance(userId, currency),
  }));
  const found = new Map<string, Record<string, unknown>>();
  // What they owe after a refund is shown with the balances, read in the same batch.
  const owedKey = accountItems.movementCap(userId, 'customer-receivable', 'open');
  let pending: ItemKey[] = [profileKey, owedKey, ...balanceKeys.map(({ key }) => key)];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) {
      const pause = UNPROCESSED_RETRY_MS[attempt - 1];
      if (pause === undefined) throw new Error('DynamoDB left part of the profile read unprocessed');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    const result = await dynamoDocuments().send(
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[TableName] ?? []) found.set(String(item.sk), item);
    pending = (result.UnprocessedKeys?.[TableName]?.Keys ?? []) as ItemKey[];
  }

  const profileItem = found.get(profileKey.sk);
  const items: CustomerItems = { balances: {} };
  if (profileItem) items.profile = toProfileRecord(profileItem);
  for (const { currency, key } of balanceKeys) {
    const balance = found.get(key.sk)?.[BALANCE_ATTRIBUTE];
    if (balance !== undefined) items.balances[currency] = storedInteger(balance);
  }
  const owed = found.get(owedKey.sk)?.totalMinor;
  if (owed !== undefined) items.owedMinor = storedInteger(owed);
  return items;
}

/** The profile alone, read consistently. */
export async function loadProfile(userId: string): Promise<ProfileRecord | undefined> {
  const { Item } = await dynamoDocuments().send(
    new GetCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      ConsistentRead: true,
    }),
  );
  return Item ? toProfileRecord(Item) : undefined;
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
        Item: { ...accountItems.profile(profile.userId), ...profile },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return profile;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await loadProfile(profile.userId);
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
