/**
 * The payouts part of the sandbox's page: the business balance with a top-up, what new payouts do, and
 * every payout with the buttons that decide it (Process, Fail, Reject, Reverse: each shown only where
 * RazorpayX could get there from the payout's status).
 *
 *   POST /payments/payouts/settings           form newPayouts=process|hold|fail, then back home
 *   POST /payments/payouts/top-up             form amount (rupees), then back home
 *   POST /payments/payouts/{id}/{action}      process | fail | reject | reverse, then back home
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml, redirect, type SandboxRequest } from '../sandbox-server';
import { rupees } from './checkout-page';
import { asInputError, postButton, table } from './payments-pages';
import type { PayoutDesk } from './payout-desk';
import { actOnPayout, newPayoutOutcome, type PayoutAction, paiseOfRupees } from './payouts-control';
import type { NewPayoutOutcome, PayoutEntity } from './payouts-state';

const ROWS = 25;

const OUTCOME_LABELS: Record<NewPayoutOutcome, string> = {
  process: 'are processed at once',
  hold: 'stay processing until told',
  fail: 'fail (the beneficiary bank refuses them)',
};

/** The decisions open to a payout in each status. */
const ACTIONS_BY_STATUS: Partial<Record<PayoutEntity['status'], PayoutAction[]>> = {
  queued: ['process', 'fail', 'reject'],
  pending: ['reject'],
  processing: ['process', 'fail', 'reject'],
  processed: ['reverse'],
};

const ACTION_LABELS: Record<PayoutAction, string> = {
  process: 'Process',
  fail: 'Fail',
  reject: 'Reject',
  reverse: 'Reverse',
};

function payoutRow(payout: PayoutEntity): string {
  const ended = ['failed', 'rejected', 'reversed', 'cancelled'].includes(payout.status);
  const buttons = (ACTIONS_BY_STATUS[payout.status] ?? []).map((action) =>
    postButton(`/payments/payouts/${encodeURIComponent(payout.id)}/${action}`, ACTION_LABELS[action]),
  );
  return `<tr><td class="mono">${escapeHtml(payout.id)}</td><td class="mono">${escapeHtml(payout.reference_id ?? '')}</td><td>${escapeHtml(rupees(payout.amount))}</td><td>${escapeHtml(payout.mode)}</td>
<td class="${ended ? 'bad' : ''}">${escapeHtml(payout.status)}${payout.status_details ? `<div class="muted">${escapeHtml(payout.status_details.description)}</div>` : ''}</td>
<td class="mono">${escapeHtml(payout.utr ?? '')}</td><td>${buttons.join(' ')}</td></tr>`;
}

export function payoutsSection(desk: PayoutDesk): string {
  const { balance, newPayouts } = desk.data;
  const options = (Object.keys(OUTCOME_LABELS) as NewPayoutOutcome[])
    .map(
      (outcome) =>
        `<option value="${outcome}"${outcome === newPayouts ? ' selected' : ''}>${escapeHtml(OUTCOME_LABELS[outcome])}</option>`,
    )
    .join('');
  const rows = Object.values(desk.data.payouts).slice(-ROWS).reverse().map(payoutRow);
  return `<h3>Payouts (RazorpayX)</h3>
<p>Business account balance <strong data-testid="payout-balance">${escapeHtml(rupees(balance))}</strong>: payouts, their fees and GST are paid from it; one it cannot cover waits queued.</p>
<form method="post" action="/payments/payouts/top-up"><label for="payout-top-up">Top up the business account (rupees)</label><input id="payout-top-up" name="amount" inputmode="decimal" placeholder="e.g. 100000"> <button class="small" type="submit">Top up</button></form>
<form method="post" action="/payments/payouts/settings"><label for="payout-outcome">New payouts</label><select id="payout-outcome" name="newPayouts">${options}</select> <button class="small" type="submit">Save</button></form>
${table(['id', 'reference', 'amount', 'mode', 'status', 'UTR', ''], rows)}`;
}

/** The section's forms and buttons. Returns false for any other request. */
export async function handlePayoutsPage(
  desk: PayoutDesk,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const route = `${request.method} ${request.url.pathname}`;
  const action = /^POST \/payments\/payouts\/([A-Za-z0-9_]+)\/(process|fail|reject|reverse)$/.exec(route);
  if (route === 'POST /payments/payouts/settings')
    desk.setNewPayouts(newPayoutOutcome(request.form().get('newPayouts')));
  else if (route === 'POST /payments/payouts/top-up')
    await desk.topUp(paiseOfRupees(request.form().get('amount')?.trim(), 'amount'));
  else if (action) await asInputError(actOnPayout(desk, action[1] as string, action[2] as PayoutAction));
  else return false;
  redirect(response, '/');
  return true;
}
