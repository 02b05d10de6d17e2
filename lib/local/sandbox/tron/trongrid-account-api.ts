/**
 * `GET /v1/accounts/{address}/transactions/trc20` over the sandbox chain, in TronGrid's shape
 * (https://developers.tron.network/reference/get-trc20-transaction-info-by-account-address): an
 * account's TRC20 transfers, newest first unless `order_by=block_timestamp,asc`; `only_confirmed`,
 * `only_unconfirmed`, `only_to`, `only_from`, `contract_address`, `min_timestamp`, `max_timestamp`,
 * `limit` (≤ 200) and `fingerprint`. An item: transaction_id, token_info { symbol, address, decimals,
 * name }, block_timestamp, from, to (base58), type 'Transfer', value (base units, a decimal string).
 */
import type { ServerResponse } from 'node:http';
import { tronAccountHex } from '../../../../lambdas/local-twin';
import type { SandboxRequest } from '../sandbox-server';
import { type ChainTransfer, type TronSandboxChain, tokenOf } from './tron-chain';
import { compareTransfers, failure, flag, pageRequest, parameter, sendPage } from './trongrid-paging';

export const ACCOUNT_TRC20_PATH = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/;

/** Whether the transfer is one of the account's, as `only_to` / `only_from` narrow it. */
function isAccounts(query: URLSearchParams, account: string, transfer: ChainTransfer): boolean {
  const received = tronAccountHex(transfer.to) === account;
  const sent = tronAccountHex(transfer.from) === account;
  if (flag(query, 'only_to')) return received;
  if (flag(query, 'only_from')) return sent;
  return received || sent;
}

function itemOf(transfer: ChainTransfer) {
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

export function accountTrc20Transfers(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
  address: string,
): void {
  const query = request.url.searchParams;
  const account = tronAccountHex(address);
  if (!account) {
    failure(response, 400, 'address: invalid address');
    return;
  }
  const paging = pageRequest(query, response);
  if (!paging) return;
  const contract = parameter(query, 'contract_address');
  const minTimestamp = Number(parameter(query, 'min_timestamp') ?? 0);
  const maxTimestamp = Number(parameter(query, 'max_timestamp') ?? Number.MAX_SAFE_INTEGER);
  const direction = parameter(query, 'order_by') === 'block_timestamp,asc' ? 1 : -1;
  const matching = chain
    .transfers()
    .filter((transfer) => {
      if (!isAccounts(query, account, transfer)) return false;
      if (contract && tronAccountHex(transfer.contract) !== tronAccountHex(contract)) return false;
      if (transfer.blockTimestamp < minTimestamp || transfer.blockTimestamp > maxTimestamp) return false;
      const confirmed = chain.isConfirmed(transfer);
      if (flag(query, 'only_confirmed') && !confirmed) return false;
      if (flag(query, 'only_unconfirmed') && confirmed) return false;
      return !paging.after || direction * compareTransfers(transfer, paging.after) > 0;
    })
    .sort((a, b) => direction * compareTransfers(a, b));
  sendPage(request, response, matching, paging.limit, itemOf);
}
