/**
 * TronGrid's paging as the sandbox answers it: `limit` (at most 200) and a `fingerprint` that names where
 * the next page starts, in `meta` with a `links.next` of the same query. Transfers sort by block, then
 * transaction id, then event index; the fingerprint is the last one's position.
 */
import type { ServerResponse } from 'node:http';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import type { ChainTransfer } from './tron-chain';

const MAX_LIMIT = 200;
const DEFAULT_LIMIT = 20;

export const failure = (response: ServerResponse, status: number, error: string) =>
  sendJson(response, status, { success: false, error, statusCode: status });

/** TronGrid takes query parameters in snake_case or camelCase. */
export function parameter(query: URLSearchParams, name: string): string | null {
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return query.get(name) ?? query.get(camel);
}

export const flag = (query: URLSearchParams, name: string) => parameter(query, name) === 'true';

/** The sort key of a transfer, and the fingerprint: where the next page starts, after this key. */
const positionOf = (transfer: ChainTransfer) =>
  [transfer.blockNumber, transfer.txId, transfer.eventIndex] as const;

export function compareTransfers(a: ChainTransfer, b: ChainTransfer): number {
  const [blockA, txA, indexA] = positionOf(a);
  const [blockB, txB, indexB] = positionOf(b);
  return blockA - blockB || (txA < txB ? -1 : txA > txB ? 1 : 0) || indexA - indexB;
}

function readFingerprint(text: string): ChainTransfer | undefined {
  try {
    const [blockNumber, txId, eventIndex] = JSON.parse(
      Buffer.from(text, 'base64url').toString(),
    ) as unknown[];
    if (typeof blockNumber !== 'number' || typeof txId !== 'string' || typeof eventIndex !== 'number')
      return undefined;
    return { blockNumber, txId, eventIndex } as ChainTransfer;
  } catch {
    return undefined;
  }
}

export interface PageRequest {
  limit: number;
  /** The transfer the previous page ended with. */
  after?: ChainTransfer;
}

/** The query's limit and fingerprint, or undefined once a 400 has been answered for them. */
export function pageRequest(query: URLSearchParams, response: ServerResponse): PageRequest | undefined {
  const limitText = parameter(query, 'limit');
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    failure(response, 400, `limit: must be between 1 and ${MAX_LIMIT}`);
    return undefined;
  }
  const fingerprintText = parameter(query, 'fingerprint');
  const after = fingerprintText ? readFingerprint(fingerprintText) : undefined;
  if (fingerprintText && !after) {
    failure(response, 400, 'fingerprint: invalid fingerprint');
    return undefined;
  }
  return { limit, ...(after ? { after } : {}) };
}

/** Answers the page of `matching` (sorted, past the fingerprint) that the request asks for. */
export function sendPage(
  request: SandboxRequest,
  response: ServerResponse,
  matching: readonly ChainTransfer[],
  limit: number,
  item: (transfer: ChainTransfer) => unknown,
): void {
  const page = matching.slice(0, limit);
  const last = page.at(-1);
  const next =
    matching.length > limit && last
      ? Buffer.from(JSON.stringify(positionOf(last))).toString('base64url')
      : undefined;
  const nextLink = () => {
    const link = new URL(request.url.toString());
    link.searchParams.set('fingerprint', next as string);
    return `${link.pathname}${link.search}`;
  };
  sendJson(response, 200, {
    data: page.map(item),
    success: true,
    meta: {
      at: Date.now(),
      page_size: page.length,
      ...(next ? { fingerprint: next, links: { next: nextLink() } } : {}),
    },
  });
}
