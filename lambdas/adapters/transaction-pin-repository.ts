/**
 * The transaction PIN's fields on the customer's profile item (account-items.ts): the salted
 * hash, and the attempt window (`pinAttempts` counted until `pinAttemptsResetAt`, epoch seconds).
 * Every write is conditional on the profile existing. An attempt is counted by one conditional
 * update before the PIN is judged, so concurrent guesses queue on the item and no more than the limit
 * get through; a change of the hash is conditional on the hash read before it, so two changes at once
 * cannot both win.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { ConflictError } from '../domain/errors';
import type { PinAttemptClaim, PinAttemptRules, TransactionPinStore } from '../domain/transaction-pin';
import { accountItems, storedNumber } from './account-items';
import { dynamoDocuments } from './aws-clients';

const hashOf = (item: Record<string, unknown> | undefined) =>
  typeof item?.transactionPinHash === 'string' ? item.transactionPinHash : undefined;

/** One conditional update; false when its condition did not hold. */
async function updateIf(command: UpdateCommand): Promise<Record<string, unknown> | false> {
  try {
    return (await dynamoDocuments().send(command)).Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function loadAttemptWindow(userId: string) {
  const { Item } = await dynamoDocuments().send(
    new GetCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      ProjectionExpression: 'pk, pinAttempts, pinAttemptsResetAt',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    attempts: storedNumber(Item.pinAttempts) ?? 0,
    resetAt: storedNumber(Item.pinAttemptsResetAt) ?? 0,
  };
}

/** Counts one more attempt in the window that is open now. */
const countInOpenWindow = (userId: string, rules: PinAttemptRules) =>
  updateIf(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      UpdateExpression: 'SET pinAttempts = pinAttempts + :one',
      ConditionExpression: 'attribute_exists(pk) AND pinAttemptsResetAt > :now AND pinAttempts < :max',
      ExpressionAttributeValues: { ':one': 1, ':now': rules.now, ':max': rules.maxAttempts },
      ReturnValues: 'ALL_NEW',
    }),
  );

/** Opens a new window with this attempt as its first, when none is open. */
const countInNewWindow = (userId: string, rules: PinAttemptRules) =>
  updateIf(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      UpdateExpression: 'SET pinAttempts = :one, pinAttemptsResetAt = :end',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(pinAttemptsResetAt) OR pinAttemptsResetAt <= :now)',
      ExpressionAttributeValues: { ':one': 1, ':now': rules.now, ':end': rules.now + rules.windowSeconds },
      ReturnValues: 'ALL_NEW',
    }),
  );

export const transactionPinRepository: TransactionPinStore = {
  async load(userId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        ProjectionExpression: 'pk, transactionPinHash',
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const hash = hashOf(Item);
    return hash ? { hash } : {};
  },

  async save(userId, hash, previousHash) {
    const saved = await updateIf(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET transactionPinHash = :hash, transactionPinSetAt = :now',
        ConditionExpression: previousHash
          ? 'attribute_exists(pk) AND transactionPinHash = :previous'
          : 'attribute_exists(pk) AND attribute_not_exists(transactionPinHash)',
        ExpressionAttributeValues: {
          ':hash': hash,
          ':now': new Date().toISOString(),
          ...(previousHash ? { ':previous': previousHash } : {}),
        },
      }),
    );
    if (saved === false)
      throw new ConflictError('Your PIN was changed at the same moment elsewhere. Please try again.');
  },

  async claimAttempt(userId, rules): Promise<PinAttemptClaim> {
    // Two writers may open a window at the same moment; the loser counts in the winner's window.
    for (let round = 0; round < 3; round += 1) {
      const counted = (await countInOpenWindow(userId, rules)) || (await countInNewWindow(userId, rules));
      if (counted) {
        const hash = hashOf(counted);
        return {
          outcome: 'counted',
          windowEndsAt: storedNumber(counted.pinAttemptsResetAt) ?? rules.now + rules.windowSeconds,
          ...(hash ? { hash } : {}),
        };
      }
      const window = await loadAttemptWindow(userId);
      if (!window) return { outcome: 'no-profile' };
      if (window.resetAt > rules.now && window.attempts >= rules.maxAttempts)
        return { outcome: 'locked', until: window.resetAt };
    }
    throw new ConflictError('Too many PIN checks at the same moment. Please try again.');
  },

  async releaseAttempt(userId, windowEndsAt) {
    await updateIf(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET pinAttempts = pinAttempts - :one',
        ConditionExpression: 'pinAttemptsResetAt = :end AND pinAttempts > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':end': windowEndsAt },
      }),
    );
  },

  async lockIfExhausted(userId, until, maxAttempts) {
    const locked = await updateIf(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET pinAttemptsResetAt = :until',
        ConditionExpression: 'attribute_exists(pk) AND pinAttempts >= :max',
        ExpressionAttributeValues: { ':until': until, ':max': maxAttempts },
      }),
    );
    return locked !== false;
  },
};
