/**
 * A block's events over the sandbox chain, in TronGrid's v1 shape (developers.tron.network/reference,
 * "Get events by block number" and "Get events of latest block"), as tronweb's
 * `event.getEventsByBlockNumber` and `event.getEventsOfLatestBlock` read them:
 *
 *   GET /v1/blocks/{number}/events    the Transfer events of the block's transactions, in block order;
 *        only_confirmed (none until the block is solidified), limit (≤ 200), fingerprint (the next page)
 *   GET /v1/blocks/latest/events      the same for the newest block (the newest solidified block with
 *        only_confirmed)
 *
 * An event is written as the contract and transaction event lists write it (trongrid-api.ts).
 */
import type { ServerResponse } from 'node:http';
import type { SandboxRequest } from '../sandbox-server';
import type { TronSandboxChain } from './tron-chain';
import { eventOf } from './trongrid-api';
import { compareTransfers, failure, flag, pageRequest, sendPage } from './trongrid-paging';

const BLOCK_EVENTS_PATH = /^\/v1\/blocks\/([^/]+)\/events$/;

function blockEvents(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
  block: string,
) {
  const query = request.url.searchParams;
  const confirmedOnly = flag(query, 'only_confirmed');
  const number =
    block === 'latest'
      ? confirmedOnly
        ? chain.solidifiedHeight
        : chain.height
      : /^\d+$/.test(block)
        ? Number(block)
        : undefined;
  if (number === undefined) return failure(response, 400, 'block_number: invalid block number');
  const paging = pageRequest(query, response);
  if (!paging) return;
  const matching = chain
    .transfers()
    .filter(
      (transfer) =>
        transfer.blockNumber === number &&
        (!confirmedOnly || chain.isConfirmed(transfer)) &&
        (!paging.after || compareTransfers(transfer, paging.after) > 0),
    )
    .sort(compareTransfers);
  sendPage(request, response, matching, paging.limit, (transfer) => eventOf(chain, transfer));
}

/** Answers the block event paths; false for any other request. */
export function handleBlockEvents(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const path = BLOCK_EVENTS_PATH.exec(request.url.pathname);
  if (!path || request.method !== 'GET') return false;
  blockEvents(chain, request, response, decodeURIComponent(path[1] ?? ''));
  return true;
}
