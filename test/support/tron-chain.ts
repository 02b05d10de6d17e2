/**
 * USDT deposits against the local stack: a verified customer's TRC20 address from the API, transfers
 * sent and blocks mined through the TRON sandbox's control API (the test stack mines no blocks by
 * itself), and the chain watcher run on demand in this process, as the scheduled function runs it.
 */
import { expect, inject } from 'vitest';
import { ProfileSchema } from '../../contract/profile';
import { type UsdtDepositAddress, UsdtDepositAddressSchema } from '../../contract/wallets';
import type { DepositWatchReport } from '../../lambdas/domain/tron/chain-deposits';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from './api';
import type { SignedInCustomer } from './identity';

export interface SentTransfer {
  txId: string;
  blockNumber: number;
  contract: string;
  value: string;
}

export async function tronControl<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('stack').sandboxUrl}/sandbox/tron${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer as T;
}

export const sendOnChain = (transfer: { to: string; amount: string; token?: string }) =>
  tronControl<SentTransfer>('/transfers', transfer);

export const mineBlocks = (blocks: number) => tronControl('/mine', { blocks });

export async function usdtDepositAddress(customer: SignedInCustomer): Promise<UsdtDepositAddress> {
  const response = await callApi('GET', '/wallets/usdt/deposit-address', { token: customer.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return UsdtDepositAddressSchema.parse(response.body);
}

/** One watcher run over these addresses, with the handlers' own environment (so the real adapters). */
export async function watchDepositsNow(
  watched: { userId: string; address: string }[],
): Promise<DepositWatchReport> {
  applyHandlerEnv(inject('stack').handlerEnv);
  const { watchTronDeposits } = await import('../../lambdas/scheduled/watch-tron-deposits');
  const report = await watchTronDeposits(
    watched.map((entry) => ({ ...entry, assignedAt: new Date(Date.now() - 60 * 60_000).toISOString() })),
  );
  expect(report.failures).toEqual([]);
  return report;
}

export async function usdtBalance(customer: SignedInCustomer): Promise<string> {
  const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  return me.cryptoBalance.USDT;
}
