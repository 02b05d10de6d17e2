/**
 * Customers' virtual accounts in the accounts table (keys in account-items.ts):
 *
 *   USER#<sub> / VIRTUAL-ACCOUNT              `creating` with a lease (leaseUntil) and, once the provider
 *                                             made it, providerAccountId; then `active` with the
 *                                             account's details
 *   VIRTUAL-ACCOUNT#<va id> / OWNER           ownerId and the verified payer's fingerprint, which the
 *                                             webhook reads to credit a transfer to the right wallet
 *
 * The account's own numbers are ours (the collection account at the provider's bank), not the
 * customer's PII; the customer's bank account appears only masked and as a keyed fingerprint.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { CustomerVirtualAccount, VirtualAccountStore } from '../domain/deposits/deposit-account';
import { accountItems, withoutKeys } from './account-items';
import { dynamoDocuments } from './aws-clients';

const ACTIVE = 'active';
const CREATING = 'creating';

export const virtualAccountRepository: VirtualAccountStore = {
  async find(userId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.virtualAccount(userId),
        ConsistentRead: true,
      }),
    );
    if (Item?.status !== ACTIVE) return undefined;
    const { status: _status, ...account } = withoutKeys<CustomerVirtualAccount & { status: string }>(Item);
    return account;
  },

  async takeCreationLease(userId, now, leaseMs) {
    try {
      // An update, not a put: a provider account noted by an earlier holder must survive the takeover.
      const { Attributes } = await dynamoDocuments().send(
        new UpdateCommand({
          TableName: tableName('accounts'),
          Key: accountItems.virtualAccount(userId),
          UpdateExpression: 'SET #status = :creating, leaseUntil = :until',
          // A lease whose holder died (a function timed out mid-way) may be taken over once it ran out.
          ConditionExpression: 'attribute_not_exists(pk) OR (#status = :creating AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':creating': CREATING,
            ':now': now.toISOString(),
            ':until': new Date(now.getTime() + leaseMs).toISOString(),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return typeof Attributes?.providerAccountId === 'string'
        ? { providerAccountId: Attributes.providerAccountId }
        : {};
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  },

  async recordProviderAccount(userId, virtualAccountId) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.virtualAccount(userId),
        UpdateExpression: 'SET providerAccountId = :id',
        ConditionExpression: '#status = :creating',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':creating': CREATING, ':id': virtualAccountId },
      }),
    );
  },

  async releaseCreationLease(userId) {
    try {
      await dynamoDocuments().send(
        new DeleteCommand({
          TableName: tableName('accounts'),
          Key: accountItems.virtualAccount(userId),
          ConditionExpression: '#status = :creating AND attribute_not_exists(providerAccountId)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':creating': CREATING },
        }),
      );
    } catch (error) {
      // Already active, or a provider account is noted on it for the next visit to reuse: keep it.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },

  async saveCreated(userId, account, payerFingerprint) {
    const TableName = tableName('accounts');
    await dynamoDocuments().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...accountItems.virtualAccount(userId), status: ACTIVE, ...account },
              ConditionExpression: '#status = :creating',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':creating': CREATING },
            },
          },
          {
            Put: {
              TableName,
              Item: {
                ...accountItems.virtualAccountOwner(account.virtualAccountId),
                ownerId: userId,
                payerFingerprint,
                createdAt: account.createdAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  },

  async ownerOf(virtualAccountId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.virtualAccountOwner(virtualAccountId),
        ConsistentRead: true,
      }),
    );
    return Item
      ? { userId: String(Item.ownerId), payerFingerprint: String(Item.payerFingerprint) }
      : undefined;
  },
};
