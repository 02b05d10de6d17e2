/**
 * Proof of reserves against the local stack: publishing a tree now (what the daily job and
 * `ops reserves publish` do), in the test's process with the handlers' own environment, and reading
 * the two routes as the SPA does.
 */
import { PublishedReservesHistorySchema, ReservesProofSchema } from '../../contract/proof-of-reserves';
import { reservesPublicationDependencies } from '../../lambdas/adapters/proof-of-reserves-dependencies';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { publishReserves } from '../../lambdas/domain/proof-of-reserves/reserves-publication';
import { applyHandlerEnv } from '../../lib/local/stack';
import { reservesCommands } from '../../scripts/ops/reserves-commands';
import { userIdOf } from './account-setup';
import { callApi } from './api';
import type { SignedInCustomer } from './identity';
import { bankTransferTo, ledgerUnderTest } from './ledger';
import { stackUnderTest } from './stack-context';
import { tronControl } from './tron-chain';

export function publishReservesNow() {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  return publishReserves(reservesPublicationDependencies());
}

export async function publishedReserves() {
  const answer = await callApi('GET', '/proof-of-reserves');
  return { status: answer.status, body: PublishedReservesHistorySchema.parse(answer.body) };
}

export async function reservesProofOf(customer: SignedInCustomer) {
  const answer = await callApi('GET', '/proof-of-reserves/mine', { token: customer.accessToken });
  return answer.status === 200 ? ReservesProofSchema.parse(answer.body) : answer;
}

/** Rupees into the customer's wallet straight through the ledger, as a credited bank transfer books them. */
export async function creditInr(customer: SignedInCustomer, paise: bigint): Promise<void> {
  await ledgerUnderTest().post(bankTransferDeposit(bankTransferTo(userIdOf(customer), paise)));
}

/** `npm run ops -- reserves` without the process: the command's own code, in this one. */
export function reservesCheck(): Promise<string> {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  const check = reservesCommands.check;
  if (!check) throw new Error('No reserves check');
  return check();
}

/**
 * The house funds its hot wallet with whatever USDT the check finds short: a test file before this one
 * may have funded the inventory in the book only (`ops inventory add`), which the check counts as USDT
 * our addresses must hold.
 */
export async function hotWalletCoveringReserves(): Promise<void> {
  const found = await reservesCheck().catch((error: Error) => error.message);
  const short = /^USDT: SHORTFALL of ([\d.]+) USDT$/m.exec(found)?.[1];
  if (short) await tronControl('/fund', { usdt: short });
}
