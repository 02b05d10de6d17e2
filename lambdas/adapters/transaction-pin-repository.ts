/**
 * The transaction PIN's fields on the customer's profile item (account-items.ts): the salted
 * hash, the count of wrong guesses and the lock time. Every write is conditional on the profile
 * existing, and a change on the hash read before it, so two changes at once cannot both win.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { ConflictError } from '../domain/errors';
import type { StoredTransactionPin, TransactionPinStore } from '../domain/transaction-pin';
import { accountItems, storedNumber } from './account-items';
import { dynamoDocuments } from './aws-clients';

export const transactionPinRepository: TransactionPinStore = {
  async load(userId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        ProjectionExpression: 'pk, transactionPinHash, pinLockedUntil',
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const stored: StoredTransactionPin = {};
    if (typeof Item.transactionPinHash === 'string') stored.hash = Item.transactionPinHash;
    const lockedUntil = storedNumber(Item.pinLockedUntil);
    if (lockedUntil !== undefined) stored.lockedUntil = lockedUntil;
    return stored;
  },

  async save(userId, hash, previousHash) {
    try {
      await dynamoDocuments().send(
        new UpdateCommand({
          TableName: tableName('accounts'),
          Key: accountItems.profile(userId),
          UpdateExpression:
            'SET transactionPinHash = :hash, transactionPinSetAt = :now, pinWrongAttempts = :zero REMOVE pinLockedUntil',
          ConditionExpression: previousHash
            ? 'attribute_exists(pk) AND transactionPinHash = :previous'
            : 'attribute_exists(pk) AND attribute_not_exists(transactionPinHash)',
          ExpressionAttributeValues: {
            ':hash': hash,
            ':now': new Date().toISOString(),
            ':zero': 0,
            ...(previousHash ? { ':previous': previousHash } : {}),
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      throw new ConflictError('Your PIN was changed at the same moment elsewhere. Please try again.');
    }
  },

  async recordWrongPin(userId) {
    const { Attributes } = await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET pinWrongAttempts = if_not_exists(pinWrongAttempts, :zero) + :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return storedNumber(Attributes?.pinWrongAttempts) ?? 1;
  },

  async lock(userId, lockedUntil) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET pinLockedUntil = :until, pinWrongAttempts = :zero',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':until': lockedUntil, ':zero': 0 },
      }),
    );
  },
};
