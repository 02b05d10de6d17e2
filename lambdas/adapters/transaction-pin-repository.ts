/**
 * The transaction PIN's fields on the customer's profile item (account-items.ts): the salted
 * hash, and the attempt window (`pinAttempts` counted until `pinAttemptsResetAt`, epoch seconds).
 * Every write is conditional on the profile existing. An attempt is counted by one conditional
 * update before the PIN is judged, so concurrent guesses queue on the item and no more than the limit
 * get through; a change of the hash is conditional on the hash read before it, so two changes at once
 * cannot both win.
 *
 * A window whose attempts are all taken is either locked (five wrong PINs: `pinLockedUntil`) or only
 * busy: its attempts are being judged at this moment, as when one person confirms many buys at once.
 * A busy window makes the next check wait its turn, since right PINs give their attempts back within
 * a hash's time; the limit of PINs judged per window stays the same.
 *
 * Each count carries the name of its claim (`lastPinClaim`), and each give-back the name of the claim
 * it gives back (`lastPinRelease`), so a write DynamoDB carried out but whose answer it lost, sent again
 * by the AWS SDK, neither counts a check twice nor gives one back twice.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { tableName } from '../config/environment';
import { ConflictError } from '../domain/errors';
import type { PinAttemptClaim, PinAttemptRules, TransactionPinStore } from '../domain/transaction-pin';
import { accountItems } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { now } from './clock';
import { storedNumber } from './stored-numbers';

/** How long a check waits for a busy window before it gives up. */
const BUSY_WAIT_MS = 10_000;

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
      ProjectionExpression: 'pk, pinAttempts, pinAttemptsResetAt, pinLockedUntil',
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    attempts: storedNumber(Item.pinAttempts) ?? 0,
    resetAt: storedNumber(Item.pinAttemptsResetAt) ?? 0,
    lockedUntil: storedNumber(Item.pinLockedUntil) ?? 0,
  };
}

/**
 * One count of a PIN check, named by its claim. DynamoDB may carry a count out and lose its answer; the
 * AWS SDK then sends it again, and that try finds the claim's own name on the item: counted once, not
 * twice (each count that stayed would stand against the customer for the whole window).
 */
async function countOnce(command: UpdateCommand, claim: string): Promise<Record<string, unknown> | false> {
  try {
    return (await dynamoDocuments().send(command)).Attributes ?? {};
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const old = error.Item ? unmarshall(error.Item) : undefined;
    return old?.lastPinClaim === claim ? old : false;
  }
}

/** Counts one more attempt in the window that is open now. */
const countInOpenWindow = (userId: string, rules: PinAttemptRules, claim: string) =>
  countOnce(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      UpdateExpression: 'SET pinAttempts = pinAttempts + :one, lastPinClaim = :claim',
      ConditionExpression:
        'attribute_exists(pk) AND pinAttemptsResetAt > :now AND pinAttempts < :max AND (attribute_not_exists(lastPinClaim) OR lastPinClaim <> :claim)',
      ExpressionAttributeValues: { ':one': 1, ':now': rules.now, ':max': rules.maxAttempts, ':claim': claim },
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }),
    claim,
  );

/** Opens a new window with this attempt as its first, when none is open. */
const countInNewWindow = (userId: string, rules: PinAttemptRules, claim: string) =>
  countOnce(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      UpdateExpression: 'SET pinAttempts = :one, pinAttemptsResetAt = :end, lastPinClaim = :claim',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(pinAttemptsResetAt) OR pinAttemptsResetAt <= :now)',
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': rules.now,
        ':end': rules.now + rules.windowSeconds,
        ':claim': claim,
      },
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }),
    claim,
  );

/**
 * Takes back a count whose outcome is unknown (the SDK gave up on a write that may have landed), if it
 * is still the last one counted: no PIN was judged on it. A failure here leaves it to the window's end.
 */
async function uncount(userId: string, claim: string): Promise<void> {
  await updateIf(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.profile(userId),
      UpdateExpression: 'SET pinAttempts = pinAttempts - :one REMOVE lastPinClaim',
      ConditionExpression: 'lastPinClaim = :claim AND pinAttempts > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':claim': claim },
    }),
  ).catch(() => undefined);
}

/** Counts the attempt in the open window (or opens one), waiting while the window is busy. */
async function claimCounted(userId: string, rules: PinAttemptRules, claim: string): Promise<PinAttemptClaim> {
  const waitUntil = Date.now() + BUSY_WAIT_MS;
  let windowOpen = true;
  let waited = false;
  // Two writers may open a window at the same moment; the loser counts in the winner's window.
  for (;;) {
    const counted =
      (await countInOpenWindow(userId, rules, claim)) ||
      (!windowOpen && (await countInNewWindow(userId, rules, claim)));
    if (counted) {
      const hash = hashOf(counted);
      return {
        outcome: 'counted',
        windowEndsAt: storedNumber(counted.pinAttemptsResetAt) ?? rules.now + rules.windowSeconds,
        claim,
        ...(hash ? { hash } : {}),
      };
    }
    const window = await loadAttemptWindow(userId);
    if (!window) return { outcome: 'no-profile' };
    windowOpen = window.resetAt > rules.now;
    const full = windowOpen && window.attempts >= rules.maxAttempts;
    if (full && window.lockedUntil > rules.now)
      return { outcome: 'locked', until: window.lockedUntil, whileWaiting: waited };
    if (Date.now() >= waitUntil) return { outcome: 'busy' };
    // Jittered, so a burst of checks does not poll the profile item in step.
    if (full) {
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 120));
    }
  }
}

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
          ':now': now().toISOString(),
          ...(previousHash ? { ':previous': previousHash } : {}),
        },
      }),
    );
    if (saved === false)
      throw new ConflictError('Your PIN was changed at the same moment elsewhere. Please try again.');
  },

  async claimAttempt(userId, rules): Promise<PinAttemptClaim> {
    const claim = randomUUID();
    try {
      return await claimCounted(userId, rules, claim);
    } catch (error) {
      await uncount(userId, claim);
      throw error;
    }
  },

  async releaseAttempt(userId, windowEndsAt, claim) {
    await updateIf(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        // Named as the claim it gives back, so the SDK sending it again gives back nothing more.
        UpdateExpression: 'SET pinAttempts = pinAttempts - :one, lastPinRelease = :claim',
        ConditionExpression:
          'pinAttemptsResetAt = :end AND pinAttempts > :zero AND (attribute_not_exists(lastPinRelease) OR lastPinRelease <> :claim)',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':end': windowEndsAt, ':claim': claim },
      }),
    );
  },

  async lockIfExhausted(userId, until, maxAttempts) {
    const locked = await updateIf(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET pinAttemptsResetAt = :until, pinLockedUntil = :until',
        ConditionExpression: 'attribute_exists(pk) AND pinAttempts >= :max',
        ExpressionAttributeValues: { ':until': until, ':max': maxAttempts },
      }),
    );
    return locked !== false;
  },
};
