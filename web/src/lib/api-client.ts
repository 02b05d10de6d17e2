/**
 * The one way the SPA calls the HTTP API: base URL from the runtime config, the signed-in person's
 * access token from the auth engine (refreshed before it expires), JSON in and out, every response
 * validated with the contract's schema, and every failure turned into an ApiError with plain words.
 * Reads and requests with an Idempotency-Key are retried on a dropped connection or a 5xx
 * (./request-retry.ts), always with the same key, so a flaky network never leaves a payment unsure.
 */
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '@contract/problem';
import { csvFile, type PathParametersOf, type RouteSpec, routePath } from '@contract/route-definition';
import type * as z from 'zod/mini';
import { loadRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { getAppSession } from './auth/app-session';
import { isAuthError } from './auth/auth-error';
import { friendlyAuthMessage, SESSION_ENDED } from './auth/auth-messages';
import type { AuthSession } from './auth/session';
import { announceSessionEnded } from './auth/session-ended';
import { type Attempt, withRetries } from './request-retry';

export { ApiError } from './api-error';
export { newIdempotencyKey } from './request-retry';

export interface ApiRequest<T> {
  method?: RouteSpec['method'];
  /** Path from routeUrl, with a leading slash. */
  path: string;
  /** The response body's schema; a body that does not match is a bug on one side, reported as such. */
  schema: z.ZodMiniType<T>;
  body?: unknown;
  signal?: AbortSignal;
  /** `text`: the success body is a file (a CSV statement), handed to `schema` as it came. */
  responseType?: 'json' | 'text';
  /**
   * Required on every request that moves money: one key per action of the person (newIdempotencyKey),
   * reused when that action is retried. It also makes the request safe for this client to retry.
   */
  idempotencyKey?: string;
  /** A public route (proof of reserves' published roots): sent without a token, so it works signed out. */
  anonymous?: boolean;
}

/** Errors of the engine that mean there is no usable session left. */
const SESSION_OVER = ['UserUnAuthenticatedException', 'NoAccessToken'];

function sessionEnded(): ApiError {
  announceSessionEnded();
  return new ApiError(SESSION_ENDED, 401);
}

/** The bearer token; the engine refreshes it first when it expires soon (by the server's clock). */
async function accessToken(session: AuthSession, forceRefresh = false): Promise<string> {
  try {
    return await session.getAccessToken({ forceRefresh });
  } catch (error) {
    if (isAuthError(error, 'NetworkError')) throw ApiError.network();
    if (SESSION_OVER.some((name) => isAuthError(error, name))) throw sessionEnded();
    throw new ApiError(friendlyAuthMessage(error), isAuthError(error) ? error.status : 500);
  }
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const [config, session] = await Promise.all([loadRuntimeConfig(), getAppSession()]);

  const send = async (token: string | undefined): Promise<Response> => {
    // The access token (not the ID token): the API's JWT authorizer checks its client_id.
    const headers: Record<string, string> = {
      accept: `application/json, ${PROBLEM_CONTENT_TYPE}`,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
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
    // Token expiry is judged by the server's clock: every answer tells the engine what time it is.
    session.recordServerDate(response.headers.get('date'));
    return response;
  };

  // A read, or a write the server deduplicates by its key, may be sent again; any other POST may not.
  const repeatable = (request.method ?? 'GET') === 'GET' || request.idempotencyKey !== undefined;
  const sendWithRetries = (token: string | undefined): Promise<Response> =>
    withRetries(async (): Promise<Attempt<Response>> => {
      try {
        const response = await send(token);
        return { ok: true, value: response, retry: repeatable && response.status >= 500 };
      } catch (error) {
        return { ok: false, error, retry: repeatable && error instanceof ApiError && error.status === 0 };
      }
    }, request.signal);

  let response = await sendWithRetries(request.anonymous ? undefined : await accessToken(session));
  if (response.status === 401 && !request.anonymous) {
    // Refused although the engine thought it valid (signed out of all devices, revoked, clock far off):
    // one retry with a freshly refreshed token. A refused refresh ends the session (sessionEnded).
    response = await sendWithRetries(await accessToken(session, true));
    if (response.status === 401) {
      // Even a fresh token is refused: nothing this session can do; signing in again is the way out.
      await session.signOut();
      throw sessionEnded();
    }
  }

  const body =
    response.ok && request.responseType === 'text'
      ? await response.text().catch(() => undefined)
      : await readJson(response);
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

/** What a call of a route needs besides the route: exactly the parts its definition says it takes. */
export type RouteCall<Route extends RouteSpec> = (keyof PathParametersOf<Route> extends never
  ? { pathParameters?: undefined }
  : { pathParameters: PathParametersOf<Route> }) &
  (undefined extends z.input<Route['request']['body']>
    ? { body?: z.input<Route['request']['body']> }
    : { body: z.input<Route['request']['body']> }) & {
    query?: z.input<Route['request']['query']>;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

type RouteAddress<Route extends RouteSpec> = Pick<RouteCall<Route>, 'pathParameters' | 'query'>;

/**
 * Where a route is asked: its path with the parameters filled in and its query string (parameters left
 * undefined are left out). SWR keys a route's reads by it, so a screen can ask SWR to read it again.
 */
export function routeUrl<Route extends RouteSpec>(route: Route, address = {} as RouteAddress<Route>): string {
  const path = (routePath as (route: RouteSpec, parameters?: object) => string)(
    route,
    address.pathParameters,
  );
  const query = Object.entries((address.query ?? {}) as Record<string, string | undefined>).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return query.length > 0 ? `${path}?${new URLSearchParams(query)}` : path;
}

/** Reads the URL `routeUrl` made for `route`, parsing the answer with the route's response schema. */
export function readRoute<Route extends RouteSpec>(route: Route) {
  return (url: string, signal?: AbortSignal): Promise<z.output<Route['response']>> =>
    apiRequest({
      path: url,
      schema: route.response as z.ZodMiniType<z.output<Route['response']>>,
      ...(route.response === csvFile ? { responseType: 'text' as const } : {}),
      ...(route.access === 'public' ? { anonymous: true } : {}),
      ...(signal ? { signal } : {}),
    });
}

/**
 * The one typed way the SPA calls the API: a route's definition from @contract/routes/<capability>,
 * the request its definition takes, and its answer parsed with its response schema.
 */
export function callRoute<Route extends RouteSpec>(
  route: Route,
  ...[call]: Record<never, never> extends RouteCall<Route> ? [RouteCall<Route>?] : [RouteCall<Route>]
): Promise<z.output<Route['response']>> {
  const { body, idempotencyKey, signal } = (call ?? {}) as RouteCall<RouteSpec>;
  return apiRequest({
    method: route.method,
    path: routeUrl(route, call as RouteAddress<Route>),
    schema: route.response as z.ZodMiniType<z.output<Route['response']>>,
    ...(route.response === csvFile ? { responseType: 'text' as const } : {}),
    ...(route.access === 'public' ? { anonymous: true } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(signal ? { signal } : {}),
  });
}
