/**
 * The part of TronGrid's API the chain watcher reads, answered from the sandbox chain in TronGrid's
 * shapes (https://developers.tron.network/reference, github.com/TRON-US/trongrid):
 *
 *   GET  /v1/contracts/{contract}/events             a contract's events, newest first unless
 *        order_by=block_timestamp,asc; event_name, only_confirmed, only_unconfirmed, min_block_timestamp,
 *        max_block_timestamp, block_number, limit (≤ 200), fingerprint (the next page, in meta)
 *   GET  /v1/transactions/{id}/events                the events a transaction emitted
 *   GET  /v1/accounts/{address}/transactions/trc20   an account's TRC20 transfers (trongrid-account-api.ts)
 *   GET|POST /wallet/getnowblock                     the newest block
 *   GET|POST /walletsolidity/getnowblock             the newest solidified (final) block
 *   POST /wallet(solidity)/getblockbynum { num }     one block with its transactions' ids (TRON answers
 *        {} for a block it lacks; /walletsolidity has solidified blocks only; the node answering it may
 *        lag the head, lagging-node.ts)
 *
 * An event: block_number, block_timestamp, contract_address, event_index, event_name, result (0x-hex
 * addresses), transaction_id; `_unconfirmed: true` while its block is not solidified.
 */
import type { ServerResponse } from 'node:http';
import { tronAccountHex } from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import type { ChainTransfer, TronSandboxChain } from './tron-chain';
import { transactionOf } from './tron-full-node';
import { ACCOUNT_TRC20_PATH, accountTrc20Transfers } from './trongrid-account-api';
import { compareTransfers, failure, flag, pageRequest, parameter, sendPage } from './trongrid-paging';

const CONTRACT_EVENTS_PATH = /^\/v1\/contracts\/([^/]+)\/events$/;
const EVENTS_PATH = /^\/v1\/transactions\/([0-9a-fA-F]{64})\/events$/;

/**
 * A block as java-tron's getnowblock and getblockbynum write it, with the signed transactions its full
 * node took in it (`transactions` left out of a block without any, as protobuf leaves out an empty list).
 */
export function block(chain: TronSandboxChain, number: number, timestamp: number) {
  const signed = chain
    .broadcasts()
    .filter((sent) => sent.blockNumber === number)
    .map(transactionOf);
  // A transfer the sandbox's controls made (a faucet send, a customer's deposit) has no signed body to
  // show: it is listed by its id and result, so a block still lists every transaction in it.
  const listed = new Set(signed.map((entry) => String((entry as Record<string, unknown>).txID)));
  const unsigned = chain
    .transfers()
    .filter((transfer) => transfer.blockNumber === number && !transfer.dropped && !listed.has(transfer.txId))
    .map((transfer) => ({ txID: transfer.txId, ret: [{ contractRet: 'SUCCESS' }] }));
  const transactions = [...signed, ...new Map(unsigned.map((entry) => [entry.txID, entry])).values()];
  return {
    blockID: chain.blockId(number),
    block_header: {
      raw_data: {
        number,
        txTrieRoot: '0'.repeat(64),
        witness_address: '41928c9af0651632157ef27a2cf17ca72c575a4d21',
        parentHash: chain.blockId(number - 1),
        version: 31,
        timestamp,
      },
      witness_signature: '',
    },
    ...(transactions.length > 0 ? { transactions } : {}),
  };
}

/** A transfer's Transfer event as TronGrid lists it. */
export function eventOf(chain: TronSandboxChain, transfer: ChainTransfer) {
  const from = `0x${tronAccountHex(transfer.from)}`;
  const to = `0x${tronAccountHex(transfer.to)}`;
  return {
    block_number: transfer.blockNumber,
    block_timestamp: transfer.blockTimestamp,
    caller_contract_address: transfer.contract,
    contract_address: transfer.contract,
    event_index: transfer.eventIndex,
    event_name: 'Transfer',
    result: { 0: from, 1: to, 2: transfer.value, from, to, value: transfer.value },
    result_type: { from: 'address', to: 'address', value: 'uint256' },
    event: 'Transfer(address indexed from, address indexed to, uint256 value)',
    transaction_id: transfer.txId,
    ...(chain.isConfirmed(transfer) ? {} : { _unconfirmed: true }),
  };
}

function contractEvents(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
  contract: string,
) {
  const query = request.url.searchParams;
  if (!tronAccountHex(contract)) {
    failure(response, 400, 'contract address: invalid address');
    return;
  }
  const paging = pageRequest(query, response);
  if (!paging) return;
  if (flag(query, 'only_confirmed') && flag(query, 'only_unconfirmed')) {
    failure(response, 400, 'only_confirmed and only_unconfirmed cannot be used together');
    return;
  }
  const { limit, after } = paging;
  const eventName = parameter(query, 'event_name');
  const blockNumber = parameter(query, 'block_number');
  const minTimestamp = Number(parameter(query, 'min_block_timestamp') ?? 0);
  const maxTimestamp = Number(parameter(query, 'max_block_timestamp') ?? Number.MAX_SAFE_INTEGER);
  const ascending = parameter(query, 'order_by') === 'block_timestamp,asc';
  const direction = ascending ? 1 : -1;
  const account = tronAccountHex(contract);
  const matching = chain
    .transfers()
    .filter((transfer) => {
      if (eventName && eventName !== 'Transfer') return false;
      if (tronAccountHex(transfer.contract) !== account) return false;
      if (blockNumber !== null && transfer.blockNumber !== Number(blockNumber)) return false;
      if (transfer.blockTimestamp < minTimestamp || transfer.blockTimestamp > maxTimestamp) return false;
      const confirmed = chain.isConfirmed(transfer);
      if (flag(query, 'only_confirmed') && !confirmed) return false;
      if (flag(query, 'only_unconfirmed') && confirmed) return false;
      return !after || direction * compareTransfers(transfer, after) > 0;
    })
    .sort((a, b) => direction * compareTransfers(a, b));
  sendPage(request, response, matching, limit, (transfer) => eventOf(chain, transfer));
}

function transactionEvents(chain: TronSandboxChain, response: ServerResponse, txId: string) {
  const events = chain
    .transfers()
    .filter((transfer) => transfer.txId === txId.toLowerCase())
    .map((transfer) => eventOf(chain, transfer));
  sendJson(response, 200, {
    data: events,
    success: true,
    meta: { at: Date.now(), page_size: events.length },
  });
}

function blockByNumber(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  let number: unknown;
  try {
    number =
      request.method === 'POST'
        ? (request.json() as { num?: unknown }).num
        : request.url.searchParams.get('num');
  } catch {
    number = undefined;
  }
  const wanted = Number(number);
  // The node answering lookups may lag the head; /walletsolidity has final blocks only.
  const seen = chain.lookupHeights();
  const highest = request.url.pathname.startsWith('/walletsolidity') ? seen.solidifiedHeight : seen.height;
  const timestamp =
    Number.isInteger(wanted) && wanted >= 0 && wanted <= highest ? chain.blockTimestamp(wanted) : undefined;
  // TRON's node answers an empty object for a block it does not have.
  sendJson(response, 200, timestamp === undefined ? {} : block(chain, wanted, timestamp));
}

/** Answers the TronGrid paths; false for any other request. */
export function handleTronGridApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const { pathname } = request.url;
  if (
    pathname === '/wallet/getnowblock' ||
    pathname === '/walletsolidity/getnowblock' ||
    pathname === '/wallet/getblockbynum' ||
    pathname === '/walletsolidity/getblockbynum'
  ) {
    if (request.method !== 'GET' && request.method !== 'POST') return false;
    if (pathname.endsWith('/getblockbynum')) blockByNumber(chain, request, response);
    else {
      const number = pathname === '/wallet/getnowblock' ? chain.height : chain.solidifiedHeight;
      sendJson(response, 200, block(chain, number, chain.blockTimestamp(number) ?? chain.headTimestamp));
    }
    return true;
  }
  if (request.method !== 'GET') return false;
  const contract = CONTRACT_EVENTS_PATH.exec(pathname);
  if (contract) {
    let address: string;
    try {
      address = decodeURIComponent(contract[1] ?? '');
    } catch {
      address = '';
    }
    contractEvents(chain, request, response, address);
    return true;
  }
  const account = ACCOUNT_TRC20_PATH.exec(pathname);
  if (account) {
    accountTrc20Transfers(chain, request, response, decodeURIComponent(account[1] ?? ''));
    return true;
  }
  const events = EVENTS_PATH.exec(pathname);
  if (events) {
    transactionEvents(chain, response, events[1] ?? '');
    return true;
  }
  return false;
}
