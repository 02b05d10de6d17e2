/**
 * The full node's other block reads over the sandbox chain, in java-tron's HTTP shapes (tronprotocol
 * docs, api/http/block-and-tx-query: getblock.md, getblockbyid.md, getblockbylimitnext.md), as tronweb
 * reads blocks by hash (`trx.getBlockByHash`), by range (`trx.getBlockRange`) and the reference block of
 * a transaction it builds itself (`wallet/getblock` with `detail: false`):
 *
 *   GET|POST /wallet/getblock, /walletsolidity/getblock { id_or_num?, detail? }   a block by number or
 *        hash; the newest (solidified) block without either; `{}` for one the node does not have
 *   GET|POST /wallet/getblockbyid { value }                 the block whose blockID that is, else `{}`
 *   GET|POST /wallet/getblockbylimitnext { startNum, endNum }   `{ block: [...] }` from startNum up to
 *        before endNum (at most 100), as far as the head; `{}` for an empty range
 *
 * getnowblock and getblockbynum are in trongrid-api.ts.
 */
import type { ServerResponse } from 'node:http';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import { isNodeMethod, type NodeFields, nodeFields, UNPARSABLE } from './node-request';
import type { TronSandboxChain } from './tron-chain';
import { block } from './trongrid-api';

/** java-tron's limit on a getblockbylimitnext range. */
const MAX_RANGE = 100;

/** The block with that number as the chain has it, or undefined above the head (or below its start). */
function numbered(chain: TronSandboxChain, number: number, highest: number) {
  if (!Number.isSafeInteger(number) || number < 0 || number > highest) return undefined;
  const timestamp = chain.blockTimestamp(number);
  return timestamp === undefined ? undefined : block(chain, number, timestamp);
}

/** A block id names its number in its first 8 bytes; it is the block's only if the rest is its hash. */
function byId(chain: TronSandboxChain, id: unknown, highest: number) {
  if (typeof id !== 'string' || !/^[0-9a-fA-F]{64}$/.test(id)) return undefined;
  const number = Number.parseInt(id.slice(0, 16), 16);
  const found = numbered(chain, number, highest);
  return found && found.blockID === id.toLowerCase() ? found : undefined;
}

function findBlock(chain: TronSandboxChain, fields: NodeFields, highest: number) {
  const wanted = fields.id_or_num === undefined ? '' : String(fields.id_or_num);
  if (wanted === '') return numbered(chain, highest, highest) ?? {};
  if (/^\d+$/.test(wanted)) return numbered(chain, Number(wanted), highest) ?? {};
  if (wanted.startsWith('-')) return { Error: 'num must be non-positive number.' };
  return byId(chain, wanted, highest) ?? { Error: 'id must be legal block hash.' };
}

/** getblock leaves the transactions out unless asked for them with `detail`. */
function getBlock(chain: TronSandboxChain, fields: NodeFields, solidified: boolean) {
  const found = findBlock(chain, fields, solidified ? chain.solidifiedHeight : chain.height);
  if (fields.detail === true || fields.detail === 'true' || !('transactions' in found)) return found;
  const { transactions: _left, ...header } = found;
  return header;
}

function blockRange(chain: TronSandboxChain, fields: NodeFields) {
  const start = Number(fields.startNum ?? 0);
  const end = Number(fields.endNum ?? 0);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end <= start) return {};
  const blocks = [];
  for (let number = start; number < Math.min(end, start + MAX_RANGE); number++) {
    const found = numbered(chain, number, chain.height);
    if (found) blocks.push(found);
  }
  return blocks.length > 0 ? { block: blocks } : {};
}

/** Answers getblock, getblockbyid and getblockbylimitnext; false for any other request. */
export function handleBlockApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const { pathname } = request.url;
  const paths = [
    '/wallet/getblock',
    '/walletsolidity/getblock',
    '/wallet/getblockbyid',
    '/wallet/getblockbylimitnext',
  ];
  if (!paths.includes(pathname) || !isNodeMethod(request)) return false;
  const fields = nodeFields(request);
  if (!fields) sendJson(response, 200, UNPARSABLE);
  else if (pathname === '/wallet/getblockbyid')
    sendJson(response, 200, byId(chain, fields.value, chain.height) ?? {});
  else if (pathname === '/wallet/getblockbylimitnext') sendJson(response, 200, blockRange(chain, fields));
  else sendJson(response, 200, getBlock(chain, fields, pathname.startsWith('/walletsolidity')));
  return true;
}
