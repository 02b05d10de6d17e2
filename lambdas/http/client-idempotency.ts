/**
 * `.use(clientIdempotency())` on a money route's handler (after apiHandler, so the caller is known)
 * makes it idempotent per customer and Idempotency-Key (rules in lambdas/domain/client-idempotency.ts):
 *
 *   export const handler = apiHandler('buyUsdt', buyUsdt).use(clientIdempotency());
 *
 * A repeat gets the stored status, headers and body with `idempotent-replayed: true`, as Stripe marks
 * them. Powertools' Idempotency was weighed and not used: its Middy middleware (2.35) keeps only
 * responses the handler returns, not refusals it throws, and when it refuses a duplicate or a changed
 * payload its own error hook deletes the first request's record, so the next repeat runs again
 * (a bug fixed upstream after that release).
 */
import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type ClientRequestStore, dynamoClientRequestStore } from '../adapters/client-request-store';
import {
  answerToRepeat,
  checkedIdempotencyKey,
  keepsResponse,
  type StoredResponse,
} from '../domain/client-idempotency';
import { type CallerContext, callerOf } from './caller-authentication';
import { problemFromError } from './responses';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;
type Request = middy.Request<Event, Result, Error, CallerContext>;

export const REPLAYED_HEADER = 'idempotent-replayed';

/** Used when the context cannot say how long the function may still run (a test, a script). */
const DEFAULT_LOCK_SECONDS = 30;

/** The same request means the same method, path and JSON body, whatever the order of its keys. */
export function requestFingerprint(
  event: Pick<Event, 'rawPath' | 'body' | 'isBase64Encoded'> & {
    requestContext: { http: { method: string } };
  },
): string {
  const text = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  let canonical = text;
  try {
    canonical = JSON.stringify(sortedKeys(JSON.parse(text)));
  } catch {
    // Not JSON: the bytes themselves are the request.
  }
  return createHash('sha256')
    .update(`${event.requestContext.http.method} ${event.rawPath}\n${canonical}`)
    .digest('base64url');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const storable = (response: Result): StoredResponse => ({
  statusCode: response.statusCode ?? 200,
  headers: Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, value]) => [name, String(value)]),
  ),
  body: response.body ?? '',
});

export function clientIdempotency(
  store: ClientRequestStore = dynamoClientRequestStore,
): middy.MiddlewareObj<Event, Result, Error, CallerContext> {
  /** Only the request that took the key may complete or release it, never one refused because of it. */
  const held = new WeakMap<Request, { userId: string; key: string }>();

  const finish = async (request: Request, response: Result) => {
    const mine = held.get(request);
    if (!mine) return;
    held.delete(request);
    const stored = storable(response);
    if (keepsResponse(stored.statusCode)) await store.complete(mine.userId, mine.key, stored);
    else await store.release(mine.userId, mine.key);
  };

  return {
    before: async (request) => {
      const { userId } = callerOf(request.context);
      const key = checkedIdempotencyKey(request.event.headers?.['idempotency-key']);
      const fingerprint = requestFingerprint(request.event);
      const remainingMs = request.context.getRemainingTimeInMillis?.();
      const lockSeconds = remainingMs ? Math.ceil(remainingMs / 1000) + 5 : DEFAULT_LOCK_SECONDS;
      const taken = await store.take(userId, key, fingerprint, lockSeconds);
      if (taken.taken) {
        held.set(request, { userId, key });
        return undefined;
      }
      const first = answerToRepeat(taken.existing, fingerprint);
      return { ...first, headers: { ...first.headers, [REPLAYED_HEADER]: 'true' } };
    },
    after: async (request) => {
      if (request.response) await finish(request, request.response);
    },
    onError: async (request) => {
      // The answer problemResponses will give; a refusal (422, 409) is kept like any other answer.
      await finish(request, problemFromError(request.error));
    },
  };
}
