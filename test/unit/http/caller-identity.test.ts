import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotAuthenticatedError } from '../../../lambdas/domain/errors';
import { authenticate, callerFromClaims, parseGroups } from '../../../lambdas/http/caller-identity';

const eventWithClaims = (claims: Record<string, unknown> | undefined) =>
  ({
    requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined },
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('caller identity', () => {
  it('reads groups as API Gateway flattens them and as arrays', () => {
    expect(parseGroups('[kyc-reviewers admins]')).toEqual(['kyc-reviewers', 'admins']);
    expect(parseGroups(['kyc-reviewers'])).toEqual(['kyc-reviewers']);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('refuses an ID token, or a token that does not say what it is, as not authenticated', () => {
    for (const claims of [
      { sub: 's', token_use: 'id', email: 'a@b.in', aud: 'client' },
      { sub: 's' },
      { sub: 's', token_use: 'refresh' },
    ])
      expect(() => callerFromClaims(claims)).toThrow('Only an access token opens the API.');
    expect(() => authenticate(eventWithClaims({ sub: 's', token_use: 'id' }), 'user')).toThrow(
      NotAuthenticatedError,
    );
  });

  it('uses the pool username of an access token', () => {
    expect(callerFromClaims({ sub: 's', token_use: 'access', username: 'pool-name' }).username).toBe(
      'pool-name',
    );
  });

  it('refuses a request with no verified subject as not authenticated', () => {
    expect(() => authenticate(eventWithClaims(undefined), 'user')).toThrow(NotAuthenticatedError);
    expect(() => authenticate(eventWithClaims(undefined), 'user')).toThrow('User is not authenticated');
  });

  it('lets only KYC reviewers call reviewer routes', () => {
    expect(() => authenticate(eventWithClaims({ sub: 's', token_use: 'access' }), 'reviewer')).toThrow(
      ForbiddenError,
    );
    expect(
      authenticate(
        eventWithClaims({ sub: 's', token_use: 'access', 'cognito:groups': '[kyc-reviewers]' }),
        'reviewer',
      ).userId,
    ).toBe('s');
  });
});
