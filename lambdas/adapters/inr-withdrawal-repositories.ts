/**
 * What a withdrawal keeps beside its ledger record (keys in account-items.ts): the payee of each
 * verified bank account (the payout provider's contact and fund account), and each withdrawal's owner
 * and payee by the withdrawal's id, which is the only name of ours a payout carries back.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { WithdrawalDirectory } from '../domain/inr-withdrawals/payout-booking';
import type { PayeeStore, PayoutPayee } from '../domain/inr-withdrawals/payout-payee';
import { accountItems, type ItemKey, paidOutIndex, withoutKeys } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { queryAllPages } from './query-pages';

async function readItem<T>(key: ItemKey): Promise<T | undefined> {
  const { Item } = await dynamoDocuments().send(
    new GetCommand({ TableName: tableName('accounts'), Key: key, ConsistentRead: true }),
  );
  return Item ? withoutKeys<T>(Item) : undefined;
}

/** Writes the item unless one is there; either way answers what is there now. */
async function putFirst<T extends object>(key: ItemKey, value: T): Promise<T> {
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableName('accounts'),
        Item: { ...key, ...value },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return value;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await readItem<T>(key);
    if (!existing) throw error;
    return existing;
  }
}

const withdrawalPrefix = accountItems.withdrawalOwner('').pk;

export const payeeRepository: PayeeStore = {
  load: (userId, fingerprint) => readItem<PayoutPayee>(accountItems.payoutPayee(userId, fingerprint)),
  saveIfAbsent: (userId, payee) => putFirst(accountItems.payoutPayee(userId, payee.fingerprint), payee),
};

export const withdrawalDirectory: WithdrawalDirectory = {
  remember: async (withdrawalId, withdrawal) => {
    await putFirst(accountItems.withdrawalOwner(withdrawalId), withdrawal);
  },
  find: async (withdrawalId) => {
    const found = await readItem<{ userId: string; fundAccountId: string }>(
      accountItems.withdrawalOwner(withdrawalId),
    );
    return found && { userId: found.userId, fundAccountId: found.fundAccountId };
  },
  notePaidOut: async (withdrawalId, at) => {
    await dynamoDocuments()
      .send(
        new UpdateCommand({
          TableName: tableName('accounts'),
          Key: accountItems.withdrawalOwner(withdrawalId),
          UpdateExpression: 'SET gsi1pk = :queue, gsi1sk = :paidAt',
          // Only the first note counts: the window runs from when it was paid out.
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
          ExpressionAttributeValues: paidOutIndex.keys(withdrawalId, at.toISOString()),
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  },
  paidOutSince: async (since) => {
    const ids: string[] = [];
    for await (const item of queryAllPages({
      TableName: tableName('accounts'),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :queue AND gsi1sk >= :since',
      ExpressionAttributeValues: { ':queue': paidOutIndex.partition, ':since': since.toISOString() },
    }))
      ids.push(String(item.sk === 'OWNER' ? item.pk : '').slice(withdrawalPrefix.length));
    return ids;
  },
};
