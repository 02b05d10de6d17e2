/**
 * The customer's saved withdrawal addresses, in their own partition of the accounts table (keys in
 * account-items.ts): at most MAX_SAVED_ADDRESSES small items, so the list is one Query page.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import {
  type SavedAddress,
  SavedAddressExistsError,
  type SavedAddressStore,
} from '../domain/usdt-withdrawals/withdrawal-addresses';
import { accountItems, WITHDRAWAL_ADDRESS_SK_PREFIX } from './account-items';
import { dynamoDocuments } from './aws-clients';

const fromItem = (item: Record<string, unknown>): SavedAddress => ({
  userId: String(item.userId),
  address: String(item.address),
  label: String(item.label),
  addedAt: String(item.addedAt),
});

export const withdrawalAddressRepository: SavedAddressStore = {
  async list(userId) {
    const { Items } = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName('accounts'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': accountItems.withdrawalAddress(userId, '').pk,
          ':prefix': WITHDRAWAL_ADDRESS_SK_PREFIX,
        },
        ConsistentRead: true,
      }),
    );
    return (Items ?? []).map(fromItem).sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  },

  async find(userId, address) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.withdrawalAddress(userId, address),
        ConsistentRead: true,
      }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async add(saved) {
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName('accounts'),
          Item: { ...accountItems.withdrawalAddress(saved.userId, saved.address), ...saved },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new SavedAddressExistsError();
      throw error;
    }
  },

  async remove(userId, address) {
    const { Attributes } = await dynamoDocuments().send(
      new DeleteCommand({
        TableName: tableName('accounts'),
        Key: accountItems.withdrawalAddress(userId, address),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes !== undefined;
  },
};
