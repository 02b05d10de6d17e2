/**
 * A lagging node behind the sandbox's TronGrid: TronGrid answers each call from one of many nodes
 * behind a load balancer, and they need not be at the same height. With a lag, the lookups
 * (gettransactioninfobyid on /wallet and /walletsolidity, gettransactionbyid, getblockbynum) answer as a
 * node that many blocks behind the one answering the head (getnowblock), so a transfer that landed can
 * look unknown next to a head that is past its expiry.
 *
 *   POST /sandbox/tron/lagging-node { blocks }   lookups lag the head by 0…1000 blocks (0: in step)
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { answerControl, controlInput, parsed } from '../control-input';
import type { SandboxRequest } from '../sandbox-server';
import type { TronSandboxChain } from './tron-chain';

const MAX_LAG_BLOCKS = 1_000;
const lagCommand = z.object({ blocks: z.number().check(z.int(), z.gte(0), z.lte(MAX_LAG_BLOCKS)) });

/** Answers the lagging-node control; false for any other request. */
export function handleLaggingNodeControl(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (request.url.pathname !== '/sandbox/tron/lagging-node' || request.method !== 'POST') return false;
  const { blocks } = parsed(
    lagCommand,
    controlInput(request, (form) => ({ blocks: Number(form.get('blocks') ?? 0) })),
  );
  chain.setLookupLag(blocks);
  answerControl(request, response, { lookupLagBlocks: chain.lookupLag });
  return true;
}

/** The control on the sandbox page. */
export function laggingNodeSection(chain: TronSandboxChain): string {
  return `<form method="post" action="/sandbox/tron/lagging-node" class="card">
  <label for="tron-lagging-node">Blocks the node answering lookups lags the head (0: in step; now ${chain.lookupLag})</label>
  <input id="tron-lagging-node" name="blocks" inputmode="numeric" placeholder="0" value="${chain.lookupLag}">
  <button type="submit">Set</button>
</form>`;
}
