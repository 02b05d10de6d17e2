/**
 * The transaction PIN's fields on the customer's profile item (`USER#<sub>` / `PROFILE`): the salted
 * hash, the count of wrong guesses and the lock time. Every write is conditional on the profile
 * existing, and a change on the hash read before it, so two changes at once cannot both win.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { ConflictError } from '../domain/errors';
import type { StoredTransactionPin, TransactionPinStore } from '../domain/transaction-pin';
import { dynamoDocuments } from './aws-clients';
import { userPartition } from './profile-repository';

const profileKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PROFILE' });

/** The document client wraps numbers (see aws-clients.ts); a plain number is accepted as well. */
const numberOf = (stored: unknown): number | undefined =>
  stored === undefined
    ? undefined
    : Number(typeof stored === 'object' ? (stored as { value: string }).value : stored);

export const transactionPinRepository: TransactionPinStore = {
  async load(userId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: profileKey(userId),
        ProjectionExpression: 'pk, transactionPinHash, pinLockedUntil',
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const stored: StoredTransactionPin = {};
    if (typeof Item.transactionPinHash === 'string') stored.hash = Item.transactionPinHash;
    const lockedUntil = numberOf(Item.pinLockedUntil);
    if (lockedUntil !== undefined) stored.lockedUntil = lockedUntil;
    return stored;
  },

  async save(userId, hash, previousHash) {
    try {
      await dynamoDocuments().send(
        new UpdateCommand({
          TableName: tableName('accounts'),
          Key: profileKey(userId),
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
        Key: profileKey(userId),
        UpdateExpression: 'SET pinWrongAttempts = if_not_exists(pinWrongAttempts, :zero) + :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return numberOf(Attributes?.pinWrongAttempts) ?? 1;
  },

  async lock(userId, lockedUntil) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: profileKey(userId),
        UpdateExpression: 'SET pinLockedUntil = :until, pinWrongAttempts = :zero',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':until': lockedUntil, ':zero': 0 },
      }),
    );
  },
};
