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

  it('takes the email only from an id token', () => {
    expect(callerFromClaims({ sub: 's', token_use: 'id', email: 'a@b.in' }).email).toBe('a@b.in');
    expect(callerFromClaims({ sub: 's', token_use: 'access', email: 'a@b.in' }).email).toBeUndefined();
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
    expect(() => authenticate(eventWithClaims({ sub: 's' }), 'reviewer')).toThrow(ForbiddenError);
    expect(
      authenticate(eventWithClaims({ sub: 's', 'cognito:groups': '[kyc-reviewers]' }), 'reviewer').userId,
    ).toBe('s');
  });
});
