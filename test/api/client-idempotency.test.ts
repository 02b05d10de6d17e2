/**
 * The Idempotency-Key middleware on a money-moving handler, run in-process against the local stack's
 * DynamoDB (the idempotency table and the ledger): Stripe's semantics, and the ledger moves money once.
 */
import { randomUUID } from 'node:crypto';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { noPathParameters, noQuery } from '../../contract/request-shapes';
import type { RouteSpec } from '../../contract/route-definition';
import { clientRequestKey } from '../../lambdas/adapters/client-request-store';
import { clientRequestReference } from '../../lambdas/domain/ledger/book/external-reference';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { parseAmount } from '../../lambdas/domain/money';
import { apiHandler } from '../../lambdas/http/api-handler';
import { clientIdempotency } from '../../lambdas/http/client-idempotency';
import { json } from '../../lambdas/http/responses';
import { lambdaContext } from '../../lib/local/lambda-context';
import { ledgerUnderTest, newCustomerId } from '../support/ledger';
import { storedItem } from '../support/local-clients';

const ledger = ledgerUnderTest();
const MoneyRequest = z.object({ action: z.enum(['deposit', 'spend']), amount: z.string() });

/** A money route of the shape the route table gives them, for this test only. */
const moneyRoute = {
  method: 'POST',
  path: '/test/money',
  access: 'user',
  request: { body: MoneyRequest, query: noQuery, pathParameters: noPathParameters },
  response: z.unknown(),
  handler: 'test/api/client-idempotency.test.ts',
  grants: { tables: { accounts: 'readWrite', idempotency: 'readWrite' } },
} as const satisfies RouteSpec;

/** Runs of the route's work, per customer: what the person would pay for if it ran twice. */
const runs = new Map<string, number>();

const handler = apiHandler(moneyRoute, async ({ caller, body: request, event }) => {
  const key = event.headers['idempotency-key'] as string;
  runs.set(caller.userId, (runs.get(caller.userId) ?? 0) + 1);
  if (request.amount === 'explode') throw new Error('A fault on our side');
  const amountMinor = parseAmount(request.amount, 'INR');
  const movement =
    request.action === 'deposit'
      ? bankTransferDeposit({
          userId: caller.userId,
          amountMinor,
          utr: `TEST${randomUUID()}`,
          counterparty: 'HDFC Bank ••••1234',
          alsoKnownAs: [clientRequestReference(caller.userId, key)],
        })
      : buyUsdt({
          userId: caller.userId,
          inrPaidMinor: amountMinor,
          feeMinor: 100n,
          gstMinor: 18n,
          usdtMinor: 1_000_000n,
          quoteId: randomUUID(),
          idempotencyKey: key,
          rateDescription: '1 USDT = ₹88.42',
        });
  const posted = await ledger.post(movement);
  return json({ transactionId: posted.transactions[0]?.id, at: posted.transactions[0]?.createdAt }, 201);
}).use(clientIdempotency());

function call(userId: string, body: unknown, key: string | undefined = undefined) {
  const event = {
    version: '2.0',
    routeKey: 'POST /test/money',
    rawPath: '/test/money',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'POST',
        path: '/test/money',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: {
          claims: {
            sub: userId,
            token_use: 'access',
            username: userId,
            iat: String(Math.floor(Date.now() / 1000)),
          },
          scopes: [],
        },
      },
      requestId: randomUUID(),
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const context = lambdaContext('TestMoney', randomUUID()) as Context;
  return handler(event, context) as Promise<APIGatewayProxyStructuredResultV2>;
}

const bodyOf = (response: APIGatewayProxyStructuredResultV2) => JSON.parse(response.body ?? '{}');

describe('Idempotency-Key on a money-moving request', () => {
  it('answers a repeat with the first response, marked as replayed, and moves the money once', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const first = await call(userId, { action: 'deposit', amount: '500.00' }, key);
    expect(first.statusCode).toBe(201);
    const again = await call(userId, { amount: '500.00', action: 'deposit' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({
      'idempotent-replayed': 'true',
      'content-type': 'application/json',
    });
    expect(runs.get(userId)).toBe(1);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(50_000n);
  });

  it('refuses the same key with a different body (409), and still replays the first request afterwards', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const first = await call(userId, { action: 'deposit', amount: '500.00' }, key);
    const changed = await call(userId, { action: 'deposit', amount: '900.00' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.headers?.['content-type']).toBe('application/problem+json');
    expect(bodyOf(changed).detail).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    const repeat = await call(userId, { action: 'deposit', amount: '500.00' }, key);
    expect(repeat.body).toBe(first.body);
    expect(runs.get(userId)).toBe(1);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(50_000n);
  });

  it('runs one of ten simultaneous requests under one key; the others are told it is in progress or get its answer', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(userId, { action: 'deposit', amount: '250.00' }, key)),
    );
    expect(
      answers.filter((answer) => answer.statusCode === 201 && !answer.headers?.['idempotent-replayed']),
    ).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(bodyOf(answer).detail).toBe(
        'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
    expect(runs.get(userId)).toBe(1);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(25_000n);
  });

  it('stores nothing for a request refused by validation, so the corrected request runs under the same key', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const refused = await call(userId, { action: 'deposit' }, key);
    expect(refused.statusCode).toBe(400);
    const corrected = await call(userId, { action: 'deposit', amount: '100.00' }, key);
    expect(corrected.statusCode).toBe(201);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(10_000n);
  });

  it('keeps a refusal as the answer: insufficient funds stays the answer to that key after money arrives', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const refused = await call(userId, { action: 'spend', amount: '100.00' }, key);
    expect(refused.statusCode).toBe(422);
    await call(userId, { action: 'deposit', amount: '500.00' }, randomUUID());
    const repeat = await call(userId, { action: 'spend', amount: '100.00' }, key);
    expect(repeat.statusCode).toBe(422);
    expect(repeat.headers?.['idempotent-replayed']).toBe('true');
    expect(await ledger.walletBalance(userId, 'INR')).toBe(50_000n);
  });

  it('lets a retry after a failure on our side (5xx) run again under the same key', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const failed = await call(userId, { action: 'deposit', amount: 'explode' }, key);
    expect(failed.statusCode).toBe(500);
    const retried = await call(userId, { action: 'deposit', amount: 'explode' }, key);
    expect(retried.statusCode).toBe(500);
    expect(runs.get(userId)).toBe(2);
  });

  it('needs a key, and keeps keys of different customers apart', async () => {
    const asha = newCustomerId();
    const ravi = newCustomerId();
    const missing = await call(asha, { action: 'deposit', amount: '100.00' });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).detail).toContain('Idempotency-Key');
    expect(runs.get(asha)).toBeUndefined();
    const key = randomUUID();
    await call(asha, { action: 'deposit', amount: '100.00' }, key);
    const other = await call(ravi, { action: 'deposit', amount: '300.00' }, key);
    expect(other.statusCode).toBe(201);
    expect(other.headers?.['idempotent-replayed']).toBeUndefined();
    expect(await ledger.walletBalance(ravi, 'INR')).toBe(30_000n);
  });

  it('keeps the answer for at least 24 hours', async () => {
    const userId = newCustomerId();
    const key = randomUUID();
    const before = Math.floor(Date.now() / 1000);
    await call(userId, { action: 'deposit', amount: '100.00' }, key);
    const stored = await storedItem('idempotency', clientRequestKey(userId, key));
    expect(stored).toMatchObject({ status: 'completed' });
    expect(Number(stored?.expiresAt)).toBeGreaterThanOrEqual(before + 24 * 60 * 60);
  });
});
