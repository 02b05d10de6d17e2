/**
 * The chain-watcher port over TronGrid's HTTP API (TRON_API_URL: https://api.trongrid.io in the cloud,
 * the sandbox chain locally; TRON_API_KEY, when set, goes in TronGrid's `TRON-PRO-API-KEY` header).
 *
 * TronGrid's TRC20 listing names transfers but not their block or event index, so it is the index of
 * which transactions to look at; each transaction's events then give the block number (to count
 * confirmations) and the event index (one transaction may pay an address more than once). Transfers
 * are taken from the events alone, matched on the contract address and the receiving address.
 */
import type { IncomingTransfer, TronChainReader } from '../../domain/tron/chain-deposits';
import { tronAccountHex, tronAddressFromHex, USDT_TRC20_CONTRACT } from '../../domain/tron/tron-address';
import { nowBlock, transactionEvents, trc20TransfersPage } from './trongrid-shapes';

export const TRONGRID_API_URL = 'https://api.trongrid.io';
/** TronGrid's largest page. */
const PAGE_LIMIT = 200;
/** Enough pages for any one address between two runs; more would be an attack on the watcher's time. */
const MAX_PAGES = 10;
const REQUEST_TIMEOUT_MS = 5_000;

export class TronGridError extends Error {}

export interface TronGridOptions {
  baseUrl: string;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const tronGridOptionsFromEnvironment = (env: NodeJS.ProcessEnv = process.env): TronGridOptions => ({
  baseUrl: (env.TRON_API_URL || TRONGRID_API_URL).replace(/\/+$/, ''),
  ...(env.TRON_API_KEY ? { apiKey: env.TRON_API_KEY } : {}),
});

/** The USDT contract deposits are matched on: mainnet's unless USDT_TRC20_CONTRACT names another (the sandbox's). */
export const usdtContractFromEnvironment = (env: NodeJS.ProcessEnv = process.env) =>
  env.USDT_TRC20_CONTRACT || USDT_TRC20_CONTRACT;

export function tronGridChain(options: TronGridOptions): TronChainReader {
  const send = options.fetch ?? fetch;
  const get = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(options.apiKey ? { 'TRON-PRO-API-KEY': options.apiKey } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TronGridError(`TronGrid did not answer ${path.split('?')[0]}: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw new TronGridError(`TronGrid answered ${response.status} to ${path.split('?')[0]}`);
    try {
      return await response.json();
    } catch {
      throw new TronGridError(`TronGrid's answer to ${path.split('?')[0]} is not JSON`);
    }
  };

  const parse = <T>(
    schema: { safeParse(input: unknown): { success: boolean; data?: T } },
    body: unknown,
    what: string,
  ): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success || parsed.data === undefined)
      throw new TronGridError(`${what} is not in TronGrid's documented shape`);
    return parsed.data;
  };

  /** The ids of transactions that moved `contract` to `address`, oldest first, each once. */
  async function transactionIds(address: string, contract: string, since: Date): Promise<string[]> {
    const ids = new Set<string>();
    let fingerprint: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({
        only_to: 'true',
        contract_address: contract,
        limit: String(PAGE_LIMIT),
        min_timestamp: String(since.getTime()),
        order_by: 'block_timestamp,asc',
        ...(fingerprint ? { fingerprint } : {}),
      });
      const body = parse(
        trc20TransfersPage,
        await get(`/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`),
        'The TRC20 transfer list',
      );
      for (const item of body.data) {
        if (tronAccountHex(item.token_info.address) === tronAccountHex(contract))
          ids.add(item.transaction_id.toLowerCase());
      }
      fingerprint = body.meta.fingerprint;
      if (!fingerprint || body.data.length === 0) return [...ids];
    }
    return [...ids];
  }

  async function transfersIn(txHash: string, address: string, contract: string): Promise<IncomingTransfer[]> {
    const body = parse(
      transactionEvents,
      await get(`/v1/transactions/${txHash}/events`),
      'The transaction events',
    );
    const transfers: IncomingTransfer[] = [];
    for (const event of body.data) {
      if (event.event_name !== 'Transfer') continue;
      if (tronAccountHex(event.contract_address) !== tronAccountHex(contract)) continue;
      const to = String(event.result.to ?? event.result['1'] ?? '');
      const from = String(event.result.from ?? event.result['0'] ?? '');
      const value = String(event.result.value ?? event.result['2'] ?? '');
      if (tronAccountHex(to) !== tronAccountHex(address) || !/^\d{1,78}$/.test(value)) continue;
      transfers.push({
        txHash,
        eventIndex: event.event_index,
        contract,
        from: tronAddressFromHex(from) ?? from,
        to: address,
        amountMinor: BigInt(value),
        blockNumber: event.block_number,
      });
    }
    return transfers;
  }

  return {
    async latestBlockNumber() {
      const body = parse(
        nowBlock,
        await get('/wallet/getnowblock', { method: 'POST', body: '{}' }),
        'The newest block',
      );
      return body.block_header.raw_data.number;
    },
    async incomingTransfers(address, { contract, since }) {
      const ids = await transactionIds(address, contract, since);
      const found: IncomingTransfer[] = [];
      for (const id of ids) found.push(...(await transfersIn(id, address, contract)));
      return found;
    },
  };
}
