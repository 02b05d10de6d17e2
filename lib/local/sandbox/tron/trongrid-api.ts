/**
 * The part of TronGrid's API the chain watcher reads, answered from the sandbox chain in TronGrid's
 * shapes (https://developers.tron.network/reference, github.com/TRON-US/trongrid):
 *
 *   GET  /v1/accounts/{address}/transactions/trc20   TRC20 transfers to or from an account, newest first;
 *        only_confirmed, only_unconfirmed, only_to, only_from, contract_address, min_timestamp
 *        (alias min_block_timestamp), max_timestamp, limit (≤ 200), fingerprint (the next page),
 *        order_by=block_timestamp,asc|desc
 *   GET  /v1/transactions/{id}/events                the events a transaction emitted (block_number,
 *        event_index, result with 0x-hex addresses)
 *   GET|POST /wallet/getnowblock                     the newest block
 *   GET|POST /walletsolidity/getnowblock             the newest solidified (final) block
 */
import type { ServerResponse } from 'node:http';
import { isTronAddress, tronAccountHex } from '../../../../lambdas/domain/tron/tron-address';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import {
  type ChainTransfer,
  SANDBOX_FAKE_USDT,
  SANDBOX_USDT,
  type SandboxToken,
  type TronSandboxChain,
} from './tron-chain';

const TRC20_PATH = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/;
const EVENTS_PATH = /^\/v1\/transactions\/([0-9a-fA-F]{64})\/events$/;
const MAX_LIMIT = 200;
const DEFAULT_LIMIT = 20;

export function tokenOf(contract: string): SandboxToken {
  for (const token of [SANDBOX_USDT, SANDBOX_FAKE_USDT]) if (token.address === contract) return token;
  return { address: contract, symbol: 'TOKEN', name: 'Sandbox token', decimals: 6 };
}

const failure = (response: ServerResponse, status: number, error: string) =>
  sendJson(response, status, { success: false, error, statusCode: status });

/** TronGrid takes query parameters in snake_case or camelCase. */
function parameter(query: URLSearchParams, name: string): string | null {
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return query.get(name) ?? query.get(camel);
}

const flag = (query: URLSearchParams, name: string) => parameter(query, name) === 'true';

function block(chain: TronSandboxChain, number: number, timestamp: number) {
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
  };
}

function trc20Item(transfer: ChainTransfer) {
  const token = tokenOf(transfer.contract);
  return {
    transaction_id: transfer.txId,
    token_info: { symbol: token.symbol, address: token.address, decimals: token.decimals, name: token.name },
    block_timestamp: transfer.blockTimestamp,
    from: transfer.from,
    to: transfer.to,
    type: 'Transfer',
    value: transfer.value,
  };
}

function trc20Transfers(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
  address: string,
) {
  const query = request.url.searchParams;
  if (!isTronAddress(address) && !tronAccountHex(address)) {
    failure(response, 400, 'address: invalid address');
    return;
  }
  const limitText = parameter(query, 'limit');
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    failure(response, 400, `limit: must be between 1 and ${MAX_LIMIT}`);
    return;
  }
  if (flag(query, 'only_confirmed') && flag(query, 'only_unconfirmed')) {
    failure(response, 400, 'only_confirmed and only_unconfirmed cannot be used together');
    return;
  }
  const account = tronAccountHex(address);
  const contract = parameter(query, 'contract_address');
  const minTimestamp = Number(
    parameter(query, 'min_timestamp') ?? parameter(query, 'min_block_timestamp') ?? 0,
  );
  const maxTimestamp = Number(
    parameter(query, 'max_timestamp') ?? parameter(query, 'max_block_timestamp') ?? Number.MAX_SAFE_INTEGER,
  );
  const ascending = parameter(query, 'order_by') === 'block_timestamp,asc';
  const matching = chain
    .transfers()
    .filter((transfer) => {
      const to = tronAccountHex(transfer.to) === account;
      const from = tronAccountHex(transfer.from) === account;
      if (flag(query, 'only_to') && !flag(query, 'only_from') && !to) return false;
      if (flag(query, 'only_from') && !flag(query, 'only_to') && !from) return false;
      if (!to && !from) return false;
      if (contract && tronAccountHex(contract) !== tronAccountHex(transfer.contract)) return false;
      if (transfer.blockTimestamp < minTimestamp || transfer.blockTimestamp > maxTimestamp) return false;
      const confirmed = chain.isConfirmed(transfer);
      if (flag(query, 'only_confirmed') && !confirmed) return false;
      if (flag(query, 'only_unconfirmed') && confirmed) return false;
      return true;
    })
    .sort((a, b) => (ascending ? 1 : -1) * (a.blockNumber - b.blockNumber || a.eventIndex - b.eventIndex));
  // The fingerprint is opaque to callers; here it is where the next page starts.
  const fingerprint = parameter(query, 'fingerprint');
  const start = fingerprint ? Number.parseInt(Buffer.from(fingerprint, 'base64url').toString(), 10) : 0;
  if (!Number.isInteger(start) || start < 0) {
    failure(response, 400, 'fingerprint: invalid fingerprint');
    return;
  }
  const page = matching.slice(start, start + limit);
  const next =
    start + limit < matching.length ? Buffer.from(String(start + limit)).toString('base64url') : undefined;
  const nextLink = () => {
    const link = new URL(request.url.toString());
    link.searchParams.set('fingerprint', next as string);
    return `${link.pathname}${link.search}`;
  };
  sendJson(response, 200, {
    data: page.map(trc20Item),
    success: true,
    meta: {
      at: Date.now(),
      page_size: page.length,
      ...(next ? { fingerprint: next, links: { next: nextLink() } } : {}),
    },
  });
}

function transactionEvents(chain: TronSandboxChain, response: ServerResponse, txId: string) {
  const events = chain
    .transfers()
    .filter((transfer) => transfer.txId === txId.toLowerCase())
    .map((transfer) => {
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
    });
  sendJson(response, 200, {
    data: events,
    success: true,
    meta: { at: Date.now(), page_size: events.length },
  });
}

/** Answers the TronGrid paths; false for any other request. */
export function handleTronGridApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const { pathname } = request.url;
  if (pathname === '/wallet/getnowblock' || pathname === '/walletsolidity/getnowblock') {
    if (request.method !== 'GET' && request.method !== 'POST') return false;
    if (pathname === '/wallet/getnowblock')
      sendJson(response, 200, block(chain, chain.height, chain.headTimestamp));
    else {
      const solidified = chain.solidifiedHeight;
      const confirmedTransfer = chain.transfers().findLast((transfer) => transfer.blockNumber <= solidified);
      sendJson(
        response,
        200,
        block(chain, solidified, confirmedTransfer?.blockTimestamp ?? chain.headTimestamp),
      );
    }
    return true;
  }
  if (request.method !== 'GET') return false;
  const trc20 = TRC20_PATH.exec(pathname);
  if (trc20) {
    let address: string;
    try {
      address = decodeURIComponent(trc20[1] ?? '');
    } catch {
      address = '';
    }
    trc20Transfers(chain, request, response, address);
    return true;
  }
  const events = EVENTS_PATH.exec(pathname);
  if (events) {
    transactionEvents(chain, response, events[1] ?? '');
    return true;
  }
  return false;
}
