/**
 * The customer's saved withdrawal addresses, in their own partition of the accounts table (keys in
 * account-items.ts): at most MAX_SAVED_ADDRESSES small items, so the list is one Query page. Saving one
 * also claims the address (TRC20-ADDRESS#<address> / SAVED-AS-WITHDRAWAL) in one transaction with the
 * condition that it has no deposit-address owner; the allocator's transaction checks the claim, so the
 * two never both succeed for one address.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import {
  AddressIsOursError,
  type SavedAddress,
  SavedAddressExistsError,
  type SavedAddressStore,
} from '../domain/usdt-withdrawals/withdrawal-addresses';
import { accountItems, WITHDRAWAL_ADDRESS_SK_PREFIX } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { defaultRetryPolicy, retryWhile } from './ledger/conflict-retry';

/** Two customers saving one address at once touch the same claim: the loser tries again. */
const isConflict = (error: unknown) =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

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
    const table = tableName('accounts');
    try {
      await retryWhile(defaultRetryPolicy, isConflict, () =>
        dynamoDocuments().send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: { ...accountItems.withdrawalAddress(saved.userId, saved.address), ...saved },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                ConditionCheck: {
                  TableName: table,
                  Key: accountItems.depositAddressOwner(saved.address),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName: table,
                  Key: accountItems.savedAsWithdrawalAddress(saved.address),
                  UpdateExpression: 'SET firstSavedAt = if_not_exists(firstSavedAt, :at)',
                  ExpressionAttributeValues: { ':at': saved.addedAt },
                },
              },
            ],
          }),
        ),
      );
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [exists, owned] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (exists === 'ConditionalCheckFailed') throw new SavedAddressExistsError();
      if (owned === 'ConditionalCheckFailed') throw new AddressIsOursError();
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
