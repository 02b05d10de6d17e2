/**
 * Where a withdrawal may go, set up against the local stack: the deposit address the next verified
 * customer will be given (derived from the stack's own account xpub at the counter's next index), a
 * saved address written as the book kept one before it claimed saved addresses (no claim, already past
 * its cooling-off), and an address made one of our deposit addresses behind the allocator's back.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { accountItems, depositAddressIndex } from '../../lambdas/adapters/account-items';
import { dynamoDocuments } from '../../lambdas/adapters/aws-clients';
import { tableName } from '../../lambdas/config/environment';
import { AccountXpub } from '../../lambdas/domain/tron/deposit-address-derivation';
import { applyHandlerEnv } from '../../lib/local/stack';
import { stackUnderTest } from './stack-context';
import type { Depositor } from './tron-chain';

const accounts = () => {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  return tableName('accounts');
};

/** The address the allocator would hand out next, were nothing in its way. */
export async function nextDepositAddress(): Promise<string> {
  const { Item } = await dynamoDocuments().send(
    new GetCommand({
      TableName: accounts(),
      Key: accountItems.depositAddressIndexCounter(),
      ConsistentRead: true,
    }),
  );
  const index = Number(Item?.nextIndex ?? 0);
  return AccountXpub.parse(String(stackUnderTest().handlerEnv.TRON_ACCOUNT_XPUB)).depositAddress(index);
}

/** A saved address as kept before saving claimed it: open for a day already, no claim beside it. */
export async function savedAddressFromBefore(customer: Pick<Depositor, 'userId'>, address: string) {
  await dynamoDocuments().send(
    new PutCommand({
      TableName: accounts(),
      Item: {
        ...accountItems.withdrawalAddress(customer.userId, address),
        userId: customer.userId,
        address,
        label: 'Saved long ago',
        addedAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      },
    }),
  );
}

/**
 * Makes `address` a deposit address of nobody in particular (its owner item, listed as the chain
 * reconciliation lists deposit addresses) for the length of `during`, then takes it away again.
 */
export async function asOurDepositAddress(address: string, during: () => Promise<void>): Promise<void> {
  const table = accounts();
  const assignedAt = new Date().toISOString();
  const key = accountItems.depositAddressOwner(address);
  await dynamoDocuments().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...key,
        ownerId: `test-owner-${address}`,
        address,
        index: -1,
        assignedAt,
        ...depositAddressIndex.keys(assignedAt, address),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  try {
    await during();
  } finally {
    await dynamoDocuments().send(new DeleteCommand({ TableName: table, Key: key }));
  }
}
