/**
 * TRC20 deposit addresses in the accounts table:
 *
 *   TRON#DEPOSIT-INDEX / COUNTER          nextIndex: how many indexes were ever handed out (ADD, atomic)
 *   USER#<sub> / DEPOSIT-ADDRESS#TRC20    the person's address and its index (written once)
 *   TRC20-ADDRESS#<address> / OWNER       who owns the address, for crediting deposits to it (the chain
 *                                         watcher's point read); in gsi1 (TRC20-ADDRESSES /
 *                                         <assignedAt>#<address>), oldest first
 *
 * plus the address in the profile's `trc20Addresses`, so GET /me stays one point read. The last three are
 * written in one transaction, conditional on the person having no address yet: concurrent first visits of
 * one person end with one address; and on no customer having saved the address as a withdrawal address
 * (TRC20-ADDRESS#<address> / SAVED-AS-WITHDRAWAL, which saving writes on the condition that the address
 * has no owner), so the two writes never both succeed. The counter is touched only by a first visit, so
 * it is no hot item.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import {
  type DepositAddress,
  DepositAddressSavedError,
  type DepositAddressStore,
} from '../domain/tron/deposit-address';
import { accountItems, depositAddressIndex } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { storedNumber } from './stored-numbers';

const depositAddressItems = {
  indexCounter: accountItems.depositAddressIndexCounter(),
  assignment: accountItems.depositAddress,
  owner: accountItems.depositAddressOwner,
  profile: accountItems.profile,
  savedAsWithdrawal: accountItems.savedAsWithdrawalAddress,
} as const;

/** Attempts when DynamoDB cancels the transaction for a conflict with a concurrent one on the same items. */
const MAX_CONFLICT_RETRIES = 5;

export class ProfileMissingError extends Error {
  constructor(userId: string) {
    super(`No profile for ${userId}: a deposit address is assigned to an opened, verified profile only`);
  }
}

export const depositAddressRepository: DepositAddressStore = {
  async find(userId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: depositAddressItems.assignment(userId),
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    return {
      address: String(Item.address),
      index: Number(storedNumber(Item.index)),
      assignedAt: String(Item.assignedAt),
    };
  },

  async takeNextIndex() {
    const { Attributes } = await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: depositAddressItems.indexCounter,
        UpdateExpression: 'ADD nextIndex :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    // ADD returns the count after this call, so this call's index is one less.
    return Number(storedNumber(Attributes?.nextIndex)) - 1;
  },

  async assign(userId, candidate) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await writeAssignment(userId, candidate);
        return candidate;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const [assignment, owner, profile, saved] = (error.CancellationReasons ?? []).map(
          (reason) => reason.Code,
        );
        if (assignment === 'ConditionalCheckFailed') {
          const winner = await depositAddressRepository.find(userId);
          if (winner) return winner;
        }
        if (profile === 'ConditionalCheckFailed') throw new ProfileMissingError(userId);
        if (saved === 'ConditionalCheckFailed') throw new DepositAddressSavedError(candidate.index);
        if (owner === 'ConditionalCheckFailed') {
          throw new Error(
            `Deposit address index ${candidate.index} is already owned: the index counter was reset`,
          );
        }
        const conflicted = [assignment, owner, profile, saved].includes('TransactionConflict');
        if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw error;
        const existing = await depositAddressRepository.find(userId);
        if (existing) return existing;
      }
    }
  },

  async ownerOf(address) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: depositAddressItems.owner(address),
        ConsistentRead: true,
      }),
    );
    return Item ? String(Item.ownerId) : undefined;
  },
};

async function writeAssignment(userId: string, candidate: DepositAddress): Promise<void> {
  const table = tableName('accounts');
  await dynamoDocuments().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: { ...depositAddressItems.assignment(userId), network: 'TRC20', ...candidate },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...depositAddressItems.owner(candidate.address),
              ownerId: userId,
              address: candidate.address,
              index: candidate.index,
              assignedAt: candidate.assignedAt,
              ...depositAddressIndex.keys(candidate.assignedAt, candidate.address),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: table,
            Key: depositAddressItems.profile(userId),
            UpdateExpression: 'SET trc20Addresses = :addresses',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':addresses': [candidate.address] },
          },
        },
        {
          ConditionCheck: {
            TableName: table,
            Key: depositAddressItems.savedAsWithdrawal(candidate.address),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
}
