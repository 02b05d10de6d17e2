/**
 * The settlements part of the sandbox's page: what was settled to the business's bank, and buttons to
 * settle what is captured now, to make a settlement that fails first, and to retry a failed one.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml, redirect, type SandboxRequest } from '../sandbox-server';
import { rupees } from './checkout-page';
import { table } from './payments-pages';
import type { PaymentsSandbox } from './payments-sandbox';
import { retrySettlement, settleCapturedPayments } from './settlement-desk';

const button = (action: string, label: string) =>
  `<form class="inline" method="post" action="${action}"><button class="small" type="submit">${escapeHtml(label)}</button></form>`;

export function settlementsSection(sandbox: PaymentsSandbox): string {
  const rows = Object.values(sandbox.state.data.settlements)
    .reverse()
    .map(
      (settlement) =>
        `<tr><td class="mono">${escapeHtml(settlement.id)}</td><td>${escapeHtml(rupees(settlement.amount))}</td><td>${escapeHtml(rupees(settlement.fees))}</td><td class="${settlement.status === 'failed' ? 'bad' : ''}">${escapeHtml(settlement.status)}</td><td class="mono">${escapeHtml(settlement.utr ?? '')}</td>
<td>${settlement.status === 'failed' ? button(`/payments/settlements/${encodeURIComponent(settlement.id)}/retry`, 'Retry') : ''}</td></tr>`,
    );
  return `<h3>Settlements</h3><p>${button('/payments/settlements', 'Settle captured payments now')} ${button('/payments/settlements?fail=1', 'Settle, failing first')}</p>
${table(['id', 'amount', 'fees', 'status', 'UTR', ''], rows)}`;
}

/** The section's buttons. Returns false for any other request. */
export async function handleSettlementsPage(
  sandbox: PaymentsSandbox,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const route = `${request.method} ${request.url.pathname}`;
  const retry = /^POST \/payments\/settlements\/([A-Za-z0-9_]+)\/retry$/.exec(route);
  if (route === 'POST /payments/settlements')
    await settleCapturedPayments(sandbox, { fail: request.url.searchParams.get('fail') === '1' });
  else if (retry) await retrySettlement(sandbox, retry[1] as string);
  else return false;
  redirect(response, '/');
  return true;
}
