/**
 * The one way the SPA calls the HTTP API: base URL from the runtime config, the signed-in person's
 * access token as a bearer token, JSON in and out, every response validated with the contract's
 * schema, and every failure turned into an ApiError with plain words.
 */
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '@contract/problem';
import type * as z from 'zod/mini';
import { loadRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { readSession } from './auth/token-store';

export { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  /** Path as in @contract/api-paths, with a leading slash. */
  path: string;
  /** The response body's schema; a body that does not match is a bug on one side, reported as such. */
  schema: z.ZodMiniType<T>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const config = await loadRuntimeConfig();
  const headers: Record<string, string> = { accept: `application/json, ${PROBLEM_CONTENT_TYPE}` };
  // The access token (not the ID token): the API's JWT authorizer checks its client_id.
  const session = readSession(config.cognito.userPoolClientId);
  if (session) headers.authorization = `Bearer ${session.accessToken}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    // A caller that cancels gets its AbortError back, not a misleading network message.
    if (request.signal?.aborted) throw error;
    throw ApiError.network();
  }

  const body = await readJson(response);
  if (!response.ok) {
    const problem = ProblemSchema.safeParse(body);
    throw problem.success ? ApiError.fromProblem(problem.data) : ApiError.fromStatus(response.status);
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      'The service sent an answer this app does not understand. Please reload.',
      response.status,
    );
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const apiClient = {
  get: <T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal) =>
    apiRequest({ path, schema, ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body: unknown, schema: z.ZodMiniType<T>) =>
    apiRequest({ method: 'POST', path, body, schema }),
};
