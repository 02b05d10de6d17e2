/**
 * USDT withdrawals against the local stack: a verified customer holding USDT from a real chain deposit
 * and a PIN, and saved addresses through the API, past their cooling-off when saved on the local clock
 * a day back.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  UsdtWithdrawalFeeSchema,
  UsdtWithdrawalListSchema,
  UsdtWithdrawalTermsSchema,
} from '../../contract/usdt-withdrawals';
import type { StagedUsdtSender } from '../../lambdas/domain/tron/usdt-sending';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from './api';
import { BUYER_PIN } from './buying';
import { hoursAgo } from './local-clock';
import { stackUnderTest } from './stack-context';
import {
  type Depositor,
  depositor,
  mineBlocks,
  sendOnChain,
  tronControl,
  watchDepositsNow,
} from './tron-chain';
import { freshAddress, stackSender } from './tron-sending';

export interface Withdrawer extends Depositor {
  pin: string;
}

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

/** The hot wallet funded on the sandbox chain (decimal strings of TRX and USDT). */
export const fundHotWallet = (funds: { trx?: string; usdt?: string }) => tronControl('/fund', funds);

/** One run of the withdrawal sender in this process (the test stack runs none by itself). */
export async function runSender(sender: StagedUsdtSender = stackSender()) {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  const { sendUsdtWithdrawalsNow } = await import('../../lambdas/scheduled/send-usdt-withdrawals');
  return sendUsdtWithdrawalsNow(sender);
}

export const withdraw = (
  customer: Withdrawer,
  body: { to: string; amount: string; networkFee: string; pin?: string },
  key: string = randomUUID(),
) =>
  callApi('POST', '/wallets/usdt/withdrawals', {
    token: customer.accessToken,
    body: { pin: customer.pin, ...body },
    headers: { 'idempotency-key': key },
  });

export async function networkFee(customer: Withdrawer, to: string, amount: string): Promise<string> {
  const response = await callApi('GET', `/wallets/usdt/withdrawals/fee?to=${to}&amount=${amount}`, {
    token: customer.accessToken,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return UsdtWithdrawalFeeSchema.parse(response.body).networkFee;
}

/** What the customer withdrew today, as the terms count it against the daily limit. */
export async function withdrawnToday(customer: Withdrawer): Promise<string> {
  const response = await callApi('GET', '/wallets/usdt/withdrawals/terms', { token: customer.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return UsdtWithdrawalTermsSchema.parse(response.body).withdrawnToday;
}

export async function withdrawalsOf(customer: Withdrawer) {
  const response = await callApi('GET', '/wallets/usdt/withdrawals', { token: customer.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return UsdtWithdrawalListSchema.parse(response.body).withdrawals;
}

/** The address saved 25 hours ago on the local clock: its 24-hour cooling-off has passed. */
export const savedADayAgo = (customer: Depositor, address: string, label?: string) =>
  hoursAgo(25, async () => {
    const saved = await addWithdrawalAddress(customer, address, label);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });

/** A withdrawer with a saved address past its cooling-off. */
export async function withdrawerWithOpenAddress(usdt: string) {
  const customer = await withdrawerWith(usdt);
  const address = freshAddress();
  await savedADayAgo(customer, address);
  return { customer, address };
}
