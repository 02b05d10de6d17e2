/**
 * TronGrid down: while the outage is on, every TronGrid API call (full node, solidity node, the v1
 * event and account lists) answers 503 as TronGrid's load balancer does when no node can take it, so
 * what the wallet does without the chain (refuse to save an address it cannot check, hold a send) can
 * be tried. The controls and the sandbox page stay up.
 *
 *   POST /sandbox/tron/outage { down }   true: TronGrid answers 503; false: back
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { answerControl, controlInput, parsed } from '../control-input';
import { type SandboxRequest, sendJson } from '../sandbox-server';

/** TronGrid's paths; Razorpay's /v1/ paths on the same sandbox server are not TronGrid's to refuse. */
const TRONGRID_PATH = /^\/(wallet|walletsolidity)\/|^\/v1\/(accounts|contracts|transactions|blocks)\//;
const outageCommand = z.object({ down: z.boolean() });

export class NodeOutage {
  down = false;

  /** Answers 503 for a TronGrid call during an outage; false when the call should be answered. */
  refuse(request: SandboxRequest, response: ServerResponse): boolean {
    if (!this.down || !TRONGRID_PATH.test(request.url.pathname)) return false;
    sendJson(response, 503, {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'TronGrid is unavailable (sandbox outage)',
    });
    return true;
  }

  /** Answers the outage control; false for any other request. */
  handleControl(request: SandboxRequest, response: ServerResponse): boolean {
    if (request.url.pathname !== '/sandbox/tron/outage' || request.method !== 'POST') return false;
    const { down } = parsed(
      outageCommand,
      controlInput(request, (form) => ({ down: form.get('down') === 'true' })),
    );
    this.down = down;
    answerControl(request, response, { trongridDown: this.down });
    return true;
  }

  /** The control on the sandbox page. */
  section(): string {
    return `<form method="post" action="/sandbox/tron/outage" class="card">
  <p>TronGrid is <strong>${this.down ? 'down (every call answers 503)' : 'up'}</strong></p>
  <input type="hidden" name="down" value="${this.down ? 'false' : 'true'}">
  <button type="submit">${this.down ? 'Bring TronGrid back' : 'Take TronGrid down'}</button>
</form>`;
  }
}
