import { describe, expect, it } from 'vitest';
import {
  answerToRepeat,
  checkedIdempotencyKey,
  keepsResponse,
} from '../../../lambdas/domain/client-idempotency';
import { ConflictError, InvalidRequestError } from '../../../lambdas/domain/errors';
import { requestFingerprint } from '../../../lambdas/http/client-idempotency';

const request = (body: string, path = '/wallets/buy', method = 'POST') => ({
  rawPath: path,
  body,
  isBase64Encoded: false,
  requestContext: { http: { method } },
});

describe('client idempotency rules', () => {
  it('treats the same JSON body in another key order as the same request, and any other change as different', () => {
    const first = requestFingerprint(request('{"amount":"100.00","quoteId":"q1"}'));
    expect(requestFingerprint(request('{ "quoteId": "q1", "amount": "100.00" }'))).toBe(first);
    expect(requestFingerprint(request('{"amount":"100.01","quoteId":"q1"}'))).not.toBe(first);
    expect(
      requestFingerprint(request('{"amount":"100.00","quoteId":"q1"}', '/wallets/card-deposit')),
    ).not.toBe(first);
  });

  it('replays a completed answer, and refuses a changed request or one still running with 409', () => {
    const response = {
      statusCode: 201,
      headers: { 'content-type': 'application/json' },
      body: '{"id":"t1"}',
    };
    expect(answerToRepeat({ fingerprint: 'a', status: 'completed', response }, 'a')).toEqual(response);
    expect(() => answerToRepeat({ fingerprint: 'a', status: 'completed', response }, 'b')).toThrow(
      ConflictError,
    );
    expect(() => answerToRepeat({ fingerprint: 'a', status: 'in-progress' }, 'a')).toThrow(
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    );
  });

  it('keeps answers and refusals, but not validation failures, rate limits or our own failures', () => {
    expect([200, 201, 403, 404, 409, 422].map(keepsResponse)).toEqual([true, true, true, true, true, true]);
    expect([400, 429, 500, 502, 503].map(keepsResponse)).toEqual([false, false, false, false, false]);
  });

  it('needs a key of 1 to 255 printable characters', () => {
    expect(checkedIdempotencyKey('8c0b6f8e-3f0a-4b9e-9d65-2b7f1c0e6a11')).toBe(
      '8c0b6f8e-3f0a-4b9e-9d65-2b7f1c0e6a11',
    );
    expect(() => checkedIdempotencyKey(undefined)).toThrow(InvalidRequestError);
    expect(() => checkedIdempotencyKey('')).toThrow(InvalidRequestError);
    expect(() => checkedIdempotencyKey('a'.repeat(256))).toThrow(InvalidRequestError);
    expect(() => checkedIdempotencyKey('key with spaces')).toThrow(InvalidRequestError);
  });
});
