/**
 * TronGrid over HTTP, as every TRON adapter reaches it (TRON_API_URL: https://api.trongrid.io in the
 * cloud, the sandbox chain locally; TRON_API_KEY, when set, goes in TronGrid's `TRON-PRO-API-KEY`
 * header). Answers are JSON checked against their documented shape (trongrid-shapes.ts); a timeout, a
 * non-2xx answer or an unexpected shape is a TronGridError: the caller cannot know what happened.
 */
export const TRONGRID_API_URL = 'https://api.trongrid.io';
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

export interface TronGridClient {
  /** The JSON answer to `path`; `refused` may turn a non-2xx status into an error of the caller's own. */
  request(
    path: string,
    init?: RequestInit,
    refused?: (status: number) => Error | undefined,
  ): Promise<unknown>;
  /** POST of a JSON body, as the full-node API (/wallet/…, /walletsolidity/…) takes every call. */
  post(path: string, body: unknown): Promise<unknown>;
}

export function tronGridClient(options: TronGridOptions): TronGridClient {
  const send = options.fetch ?? fetch;
  const request: TronGridClient['request'] = async (path, init = {}, refused) => {
    const name = path.split('?')[0];
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
      throw new TronGridError(`TronGrid did not answer ${name}: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw (
        refused?.(response.status) ?? new TronGridError(`TronGrid answered ${response.status} to ${name}`)
      );
    try {
      return await response.json();
    } catch {
      throw new TronGridError(`TronGrid's answer to ${name} is not JSON`);
    }
  };
  return {
    request,
    post: (path, body) => request(path, { method: 'POST', body: JSON.stringify(body) }),
  };
}

/** The answer in its documented shape, or a TronGridError naming what was read. */
export function parseTronGrid<T>(
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
  body: unknown,
  what: string,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success || parsed.data === undefined)
    throw new TronGridError(`${what} is not in TronGrid's documented shape`);
  return parsed.data;
}
