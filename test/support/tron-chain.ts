/**
 * USDT deposits against the local stack: a verified customer's TRC20 address from the API, transfers
 * sent, blocks mined and transactions dropped through the TRON sandbox's control API (the test stack
 * mines no blocks by itself), and the chain watcher run on demand in this process, as the scheduled
 * function runs it (the stack's own loop runs it too, every couple of seconds: every run books once).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { type UsdtDepositAddress, UsdtDepositAddressSchema } from '../../contract/chain-deposits';
import { accountItems } from '../../lambdas/adapters/account-items';
import { dynamoDocuments } from '../../lambdas/adapters/aws-clients';
import { tronGridChain, tronGridOptionsFromEnvironment } from '../../lambdas/adapters/tron/trongrid-chain';
import { tableName } from '../../lambdas/config/environment';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from './api';
import { approvedCustomer } from './deposits';
import type { SignedInCustomer } from './identity';
import { stackUnderTest } from './stack-context';

export interface SentTransfer {
  txId: string;
  blockNumber: number;
  contract: string;
  value: string;
}

export async function tronControl<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/sandbox/tron${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer as T;
}

export const sendOnChain = (transfer: { to: string; amount: string; token?: string; from?: string }) =>
  tronControl<SentTransfer>('/transfers', transfer);

/** Forks a transaction out of the sandbox chain before its block solidifies. */
export const dropOnChain = (txId: string) => tronControl('/drop', { txId });

export const mineBlocks = (blocks: number) => tronControl('/mine', { blocks });

export async function usdtDepositAddress(customer: SignedInCustomer): Promise<UsdtDepositAddress> {
  const response = await callApi('GET', '/wallets/usdt/deposit-address', { token: customer.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return UsdtDepositAddressSchema.parse(response.body);
}

export interface Depositor extends SignedInCustomer {
  userId: string;
  address: string;
}

/** A verified customer with their TRC20 deposit address given out. */
export async function depositor(): Promise<Depositor> {
  const customer = await approvedCustomer();
  const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  const { address } = await usdtDepositAddress(customer);
  return { ...customer, userId: me.userId, address };
}

/** One watcher run, with the handlers' own environment (so the real adapters). */
export async function watchDepositsNow() {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  const { watchTronDeposits } = await import('../../lambdas/scheduled/watch-tron-deposits');
  return watchTronDeposits();
}

export async function usdtBalance(customer: SignedInCustomer): Promise<string> {
  const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  return me.cryptoBalance.USDT;
}

/**
 * Runs `during` with the deposit address's owner item missing (as after a partial restore), so the
 * watcher reads the address's transfers without knowing them ours; the item is put back after.
 */
export async function withoutOwnerItem(address: string, during: () => Promise<void>): Promise<void> {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  const table = tableName('accounts');
  const key = accountItems.depositAddressOwner(address);
  const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: table, Key: key }));
  expect(Item).toBeDefined();
  await dynamoDocuments().send(new DeleteCommand({ TableName: table, Key: key }));
  try {
    await during();
  } finally {
    await dynamoDocuments().send(new PutCommand({ TableName: table, Item }));
  }
}

/**
 * Moves the watcher's watermark to `blockNumber` behind its back, as a bad restore or a bug would: the
 * watcher reads on after it and never reads that block's transfers. The version goes up, so a run in
 * flight loses its conditional save and the next one starts from here.
 */
export async function moveWatermarkTo(blockNumber: number): Promise<void> {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  const { timestamp } = await tronGridChain(tronGridOptionsFromEnvironment()).block(blockNumber);
  await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.chainWatermark(),
      UpdateExpression:
        'SET #block = :block, #timestamp = :timestamp, version = if_not_exists(version, :none) + :one REMOVE resume',
      ExpressionAttributeNames: { '#block': 'block', '#timestamp': 'timestamp' },
      ExpressionAttributeValues: { ':block': blockNumber, ':timestamp': timestamp, ':none': 0, ':one': 1 },
    }),
  );
}
