/**
 * Customers' virtual accounts in the accounts table (keys in account-items.ts):
 *
 *   USER#<sub> / VIRTUAL-ACCOUNT              `creating` with a lease (leaseUntil), then `active` with
 *                                             the account's details
 *   VIRTUAL-ACCOUNT#<va id> / OWNER           ownerId and the verified payer's fingerprint, which the
 *                                             webhook reads to credit a transfer to the right wallet
 *
 * The account's own numbers are ours (the collection account at the provider's bank), not the
 * customer's PII; the customer's bank account appears only masked and as a keyed fingerprint.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName('accounts'),
          Item: {
            ...accountItems.virtualAccount(userId),
            status: CREATING,
            leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
          },
          // A lease whose holder died (a function timed out mid-way) may be taken over once it ran out.
          ConditionExpression: 'attribute_not_exists(pk) OR (#status = :creating AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':creating': CREATING, ':now': now.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
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
