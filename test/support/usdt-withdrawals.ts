/**
 * USDT withdrawals against the local stack: a verified customer holding USDT from a real chain deposit
 * and a PIN, saved addresses through the API, and the cooling-off moved by writing the saved address's
 * time straight into the local DynamoDB (a test's hand on its own table, not a route of the product).
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { accountItems } from '../../lambdas/adapters/account-items';
import { dynamoDocuments } from '../../lambdas/adapters/aws-clients';
import { tableName } from '../../lambdas/config/environment';
import { tronAddressFromHex } from '../../lambdas/domain/tron/tron-address';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from './api';
import { BUYER_PIN } from './buying';
import { stackUnderTest } from './stack-context';
import { type Depositor, depositor, mineBlocks, sendOnChain, watchDepositsNow } from './tron-chain';

export interface Withdrawer extends Depositor {
  pin: string;
}

/** An address nobody in this book holds: a random 20-byte account. */
export const strangerAddress = () => tronAddressFromHex(randomBytes(20).toString('hex')) ?? '';

/** A verified customer with a PIN and `usdt` (a decimal string) credited from a solidified chain deposit. */
export async function withdrawerWith(usdt: string): Promise<Withdrawer> {
  const customer = await depositor();
  const pin = await callApi('PUT', '/me/transaction-pin', {
    token: customer.accessToken,
    body: { pin: BUYER_PIN },
  });
  expect(pin.status, JSON.stringify(pin.body)).toBe(204);
  await sendOnChain({ to: customer.address, amount: usdt });
  await mineBlocks(19);
  await watchDepositsNow();
  return { ...customer, pin: BUYER_PIN };
}

export const addWithdrawalAddress = (customer: Depositor, address: string, label = 'My exchange') =>
  callApi('POST', '/wallets/usdt/withdrawal-addresses', {
    token: customer.accessToken,
    body: { label, address },
  });

/** Moves a saved address's time `hours` into the past, as if it had been added then. */
export async function backdateSavedAddress(
  customer: Depositor,
  address: string,
  hours: number,
): Promise<void> {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.withdrawalAddress(customer.userId, address),
      UpdateExpression: 'SET addedAt = :then',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - hours * 3_600_000).toISOString() },
    }),
  );
}
