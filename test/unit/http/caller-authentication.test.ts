import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { ProblemSchema } from '../../../contract/problem';
import { apiRoutes } from '../../../contract/routes';
import { apiHandler } from '../../../lambdas/http/api-handler';
import { json } from '../../../lambdas/http/responses';

const signedOutAt = 1_767_225_600;

/** Claims of an access token, as the authorizer passes them on; a test overrides what it is about. */
const eventWithClaims = (claims: Record<string, unknown>) =>
  ({
    routeKey: 'GET /me',
    requestContext: { authorizer: { jwt: { claims: { token_use: 'access', ...claims }, scopes: [] } } },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

const context = { awsRequestId: 'test-request' } as Context;

/** A user route whose cut-off lookup is a map, counting the lookups it makes. */
function routeWithCutoffs(cutoffs: Record<string, number>) {
  const lookups: string[] = [];
  const handler = apiHandler(apiRoutes.getMe, async ({ caller }) => json({ userId: caller.userId }), {
    tokensValidAfter: async (userId) => {
      lookups.push(userId);
      return cutoffs[userId];
    },
  });
  return { handler, lookups };
}

describe('the user-route chain with sign-out everywhere', () => {
  it('refuses a token issued before the sign-out with a 401 problem in plain words', async () => {
    const { handler } = routeWithCutoffs({ 'sub-1': signedOutAt });
    const response = await handler(eventWithClaims({ sub: 'sub-1', iat: String(signedOutAt - 60) }), context);
    expect(response.statusCode).toBe(401);
    expect(ProblemSchema.parse(JSON.parse(response.body ?? '{}'))).toMatchObject({
      status: 401,
      detail: 'This session was signed out. Please sign in again.',
    });
  });

  it('reads iat as API Gateway sends it (a string) and as a number', async () => {
    const { handler } = routeWithCutoffs({ 'sub-1': signedOutAt });
    for (const iat of [String(signedOutAt), signedOutAt])
      expect((await handler(eventWithClaims({ sub: 'sub-1', iat }), context)).statusCode).toBe(401);
    for (const iat of [String(signedOutAt + 1), signedOutAt + 1])
      expect((await handler(eventWithClaims({ sub: 'sub-1', iat }), context)).statusCode).toBe(200);
  });

  it("checks only the caller's own cut-off, once per request", async () => {
    const { handler, lookups } = routeWithCutoffs({ 'sub-1': signedOutAt });
    const response = await handler(eventWithClaims({ sub: 'sub-2', iat: String(signedOutAt - 60) }), context);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '{}')).toEqual({ userId: 'sub-2' });
    expect(lookups).toEqual(['sub-2']);
  });

  it('refuses an ID token with a 401 problem before any work, even one the authorizer let through', async () => {
    const { handler, lookups } = routeWithCutoffs({});
    const response = await handler(
      eventWithClaims({ sub: 'sub-1', iat: String(signedOutAt), token_use: 'id', aud: 'client' }),
      context,
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers?.['content-type']).toBe('application/problem+json');
    expect(ProblemSchema.parse(JSON.parse(response.body ?? '{}'))).toMatchObject({
      status: 401,
      detail: 'Only an access token opens the API.',
    });
    expect(lookups).toEqual([]);
  });

  it('answers 500 when the cut-off cannot be read, rather than letting the token through', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = apiHandler(apiRoutes.getMe, async () => json({}), {
      tokensValidAfter: () => Promise.reject(new Error('ProvisionedThroughputExceededException')),
    });
    const response = await handler(eventWithClaims({ sub: 'sub-1', iat: '1' }), context);
    expect(response.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
