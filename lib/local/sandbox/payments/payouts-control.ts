/**
 * The payouts part of the sandbox's control API: what the CLI, tests and the page use to act as the
 * business topping up its account, the beneficiary's bank, and the provider deciding a payout. JSON in
 * and out, no authentication (loopback only). Amounts are rupees as strings (`"5000"`, `"250.50"`).
 *
 *   GET  /sandbox/payments/payouts                      { balance (paise), newPayouts, payouts (newest first) }
 *   PUT  /sandbox/payments/payouts/settings             { newPayouts?: process|hold|fail, balance?: rupees }
 *   POST /sandbox/payments/payouts/top-up               { amount: rupees }: queued payouts that now fit go out
 *   POST /sandbox/payments/payouts/{id}/process         a queued or processing payout processed (a UTR)
 *   POST /sandbox/payments/payouts/{id}/fail            a queued or processing payout failed, the money back
 *   POST /sandbox/payments/payouts/{id}/reject          a queued, pending or processing payout rejected
 *   POST /sandbox/payments/payouts/{id}/reverse         a processed payout returned by the beneficiary's bank
 *   PUT  /sandbox/payments/payouts/beneficiaries        { ifsc, accountNumber, registeredName?, invalid? }: what
 *                                                       the beneficiary's bank holds, for penny drops and payouts
 *
 * Each action answers `{ payout, events }`, the events with their delivery attempts so far.
 */
import type { ServerResponse } from 'node:http';
import { parseAmount } from '../../../../lambdas/local-twin';
import { SandboxInputError, type SandboxRequest, sendJson } from '../sandbox-server';
import { controlRoute, eventView, objectBody } from './payments-control';
import { RazorpayRefusal } from './payments-sandbox';
import type { PayoutDesk } from './payout-desk';
import type { NewPayoutOutcome } from './payouts-state';

const PREFIX = '/sandbox/payments/payouts';
const OUTCOMES: NewPayoutOutcome[] = ['process', 'hold', 'fail'];
export const PAYOUT_ACTIONS = ['process', 'fail', 'reject', 'reverse'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

export function paiseOfRupees(value: unknown, field: string): number {
  if (typeof value !== 'string') throw new SandboxInputError(`${field} is rupees as a string, e.g. "5000"`);
  try {
    return Number(parseAmount(value, 'INR'));
  } catch (error) {
    throw new SandboxInputError(`${field}: ${(error as Error).message}`);
  }
}

export function newPayoutOutcome(value: unknown): NewPayoutOutcome {
  if (!OUTCOMES.includes(value as NewPayoutOutcome))
    throw new SandboxInputError(`newPayouts is ${OUTCOMES.join(', ')}`);
  return value as NewPayoutOutcome;
}

/** One of the page's or the CLI's buttons on a payout. */
export function actOnPayout(desk: PayoutDesk, payoutId: string, action: PayoutAction) {
  return desk[action](payoutId);
}

export function payoutsOverview(desk: PayoutDesk) {
  return {
    balance: desk.data.balance,
    newPayouts: desk.data.newPayouts,
    payouts: Object.values(desk.data.payouts).reverse(),
  };
}

export async function handlePayoutsControl(
  desk: PayoutDesk,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const route = controlRoute(request, PREFIX);
  if (!route) return false;
  const action = /^POST \/([A-Za-z0-9_]+)\/(process|fail|reject|reverse)$/.exec(route);
  try {
    if (route === 'GET /') sendJson(response, 200, payoutsOverview(desk));
    else if (route === 'PUT /settings') {
      const body = objectBody(request);
      if (body.newPayouts !== undefined) desk.setNewPayouts(newPayoutOutcome(body.newPayouts));
      if (body.balance !== undefined) await desk.setBalance(paiseOfRupees(body.balance, 'balance'));
      sendJson(response, 200, { balance: desk.data.balance, newPayouts: desk.data.newPayouts });
    } else if (route === 'POST /top-up') {
      const events = await desk.topUp(paiseOfRupees(objectBody(request).amount, 'amount'));
      sendJson(response, 200, { balance: desk.data.balance, events: events.map(eventView) });
    } else if (route === 'PUT /beneficiaries') {
      const { ifsc, accountNumber, registeredName, invalid } = objectBody(request);
      if (typeof ifsc !== 'string' || typeof accountNumber !== 'string')
        throw new SandboxInputError('ifsc and accountNumber are required');
      if (registeredName !== undefined && typeof registeredName !== 'string')
        throw new SandboxInputError('registeredName is a string');
      desk.payees.setBeneficiary(ifsc, accountNumber, {
        ...(registeredName === undefined ? {} : { registeredName }),
        ...(invalid === true ? { invalid: true } : {}),
      });
      sendJson(response, 200, { ifsc, accountNumber, registeredName, invalid: invalid === true });
    } else if (action) {
      const payoutId = action[1] as string;
      const events = await actOnPayout(desk, payoutId, action[2] as PayoutAction);
      sendJson(response, 200, { payout: desk.payout(payoutId), events: events.map(eventView) });
    } else return false;
  } catch (error) {
    if (!(error instanceof RazorpayRefusal)) throw error;
    sendJson(response, error.message.includes('does not exist') ? 404 : error.status, {
      message: error.message,
    });
  }
  return true;
}
