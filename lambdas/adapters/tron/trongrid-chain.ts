/**
 * The chain-watcher port over TronGrid's HTTP API (TRON_API_URL: https://api.trongrid.io in the cloud,
 * the sandbox chain locally; TRON_API_KEY, when set, goes in TronGrid's `TRON-PRO-API-KEY` header).
 *
 * Transfers are read as the token contract's Transfer events by time range (`GET /v1/contracts/{contract}
 * /events`, oldest first, 200 a page, `fingerprint` paging), whatever the number of our addresses; the
 * solidified head from `POST /walletsolidity/getnowblock`, a block's time from `POST /wallet/getblockbynum`.
 * TronGrid writes the event's addresses as 0x-hex; they are given to the domain in base58.
 *
 * The chain reconciliation reads one address's incoming solidified transfers of the token instead
 * (`GET /v1/accounts/{address}/transactions/trc20` with `only_to`, `only_confirmed`, `contract_address`),
 * an index of its own, so a transfer the contract's event stream lost is still found.
 */
import type { TransferEvent } from '../../domain/tron/chain-deposits';
import {
  type ChainBlock,
  StaleFingerprintError,
  type TronAddressHistory,
  type TronChainReader,
} from '../../domain/tron/chain-ports';
import type { IncomingTransfer } from '../../domain/tron/chain-reconciliation';
import { tronAddressFromHex, USDT_TRC20_CONTRACT } from '../../domain/tron/tron-address';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';
import { accountTrc20Page, blockHeader, contractEventsPage } from './trongrid-shapes';

export {
  TRONGRID_API_URL,
  TronGridError,
  type TronGridOptions,
  tronGridOptionsFromEnvironment,
} from './trongrid-client';

/** TronGrid's largest page. */
const PAGE_LIMIT = 200;

/** The USDT contract deposits are matched on: mainnet's unless USDT_TRC20_CONTRACT names another (the sandbox's). */
export const usdtContractFromEnvironment = (env: NodeJS.ProcessEnv = process.env) =>
  env.USDT_TRC20_CONTRACT || USDT_TRC20_CONTRACT;

export function tronGridChain(options: TronGridOptions): TronChainReader & TronAddressHistory {
  const client = tronGridClient(options);
  const get = client.request;
  const parse = parseTronGrid;

  const block = (body: unknown, what: string): ChainBlock => {
    const { raw_data } = parse(blockHeader, body, what).block_header;
    return { number: raw_data.number, timestamp: raw_data.timestamp };
  };

  return {
    async solidifiedHead() {
      return block(await client.post('/walletsolidity/getnowblock', {}), 'The solidified head');
    },
    async block(number) {
      const found = block(await client.post('/wallet/getblockbynum', { num: number }), `Block ${number}`);
      if (found.number !== number)
        throw new TronGridError(`TronGrid answered block ${found.number} for ${number}`);
      return found;
    },
    async transferEvents(query) {
      const parameters = new URLSearchParams({
        event_name: 'Transfer',
        [query.solidified ? 'only_confirmed' : 'only_unconfirmed']: 'true',
        min_block_timestamp: String(query.fromTimestamp),
        ...(query.toTimestamp === undefined ? {} : { max_block_timestamp: String(query.toTimestamp) }),
        order_by: 'block_timestamp,asc',
        limit: String(PAGE_LIMIT),
        ...(query.fingerprint ? { fingerprint: query.fingerprint } : {}),
      });
      const body = parse(
        contractEventsPage,
        await get(`/v1/contracts/${encodeURIComponent(query.contract)}/events?${parameters}`, {}, (status) =>
          // An indexer may forget a fingerprint: a 400 to a query with one is taken so, and the range read again.
          status === 400 && query.fingerprint
            ? new StaleFingerprintError('TronGrid refused the fingerprint of the page to read next')
            : undefined,
        ),
        'The contract events',
      );
      const events: TransferEvent[] = [];
      for (const event of body.data) {
        if (event.event_name !== 'Transfer') continue;
        const from = tronAddressFromHex(String(event.result.from ?? event.result['0'] ?? ''));
        const to = tronAddressFromHex(String(event.result.to ?? event.result['1'] ?? ''));
        const value = String(event.result.value ?? event.result['2'] ?? '');
        const contract = tronAddressFromHex(event.contract_address);
        if (!from || !to || !contract || !/^\d{1,78}$/.test(value)) continue;
        events.push({
          txHash: event.transaction_id.toLowerCase(),
          eventIndex: event.event_index,
          contract,
          from,
          to,
          amountMinor: BigInt(value),
          blockNumber: event.block_number,
          confirmed: query.solidified,
        });
      }
      return {
        events,
        ...(body.meta.fingerprint && body.data.length > 0 ? { next: body.meta.fingerprint } : {}),
      };
    },
    async incomingTransfers(query) {
      const parameters = new URLSearchParams({
        only_confirmed: 'true',
        only_to: 'true',
        contract_address: query.contract,
        limit: String(PAGE_LIMIT),
        ...(query.fingerprint ? { fingerprint: query.fingerprint } : {}),
      });
      const body = parse(
        accountTrc20Page,
        await get(`/v1/accounts/${encodeURIComponent(query.address)}/transactions/trc20?${parameters}`),
        'The account transfers',
      );
      const transfers: IncomingTransfer[] = [];
      for (const item of body.data) {
        const [from, to, contract] = [item.from, item.to, item.token_info.address].map(tronAddressFromHex);
        if (item.type !== 'Transfer' || !from || !to || !contract || !/^\d{1,78}$/.test(item.value)) continue;
        transfers.push({
          txHash: item.transaction_id.toLowerCase(),
          from,
          to,
          contract,
          amountMinor: BigInt(item.value),
          blockTimestamp: item.block_timestamp,
        });
      }
      return {
        transfers,
        ...(body.meta.fingerprint && body.data.length > 0 ? { next: body.meta.fingerprint } : {}),
      };
    },
  };
}
