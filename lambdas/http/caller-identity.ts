/**
 * Who is calling, from the claims the JWT authorizer verified (API Gateway in the cloud, the local HTTP
 * API locally). The handler never sees an unverified token.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { KYC_REVIEWERS_GROUP, type RouteAccess } from '../../contract/route-access';
import { ForbiddenError, NotAuthenticatedError } from '../domain/errors';
import type { Caller } from '../domain/open-profile';

export interface AuthenticatedCaller extends Caller {
  groups: string[];
  /** Seconds since the epoch when the token was issued. */
  issuedAt: number;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway flattens array claims into strings like `[a b]`; the local API passes real arrays.
 * Both are accepted.
 */
export function parseGroups(claim: Claims[string]): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.length === 0) return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * Only access tokens open the API (the authorizer's required scope says the same, in the cloud and
 * locally). An ID token tells the browser who signed in; it carries no scope, and accepting it would
 * give every route a second kind of credential.
 */
const ACCESS_TOKEN_USE = 'access';

export function callerFromClaims(claims: Claims | undefined): AuthenticatedCaller {
  const userId = claims?.sub;
  if (typeof userId !== 'string' || userId.length === 0) throw new NotAuthenticatedError();
  if (claims?.token_use !== ACCESS_TOKEN_USE)
    throw new NotAuthenticatedError('Only an access token opens the API.');
  const username = claims?.username ?? userId;
  return {
    userId,
    username: String(username),
    groups: parseGroups(claims?.['cognito:groups']),
    issuedAt: Number(claims?.iat ?? 0),
  };
}

export function authenticate(
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  access: Exclude<RouteAccess, 'public'>,
): AuthenticatedCaller {
  const caller = callerFromClaims(event.requestContext?.authorizer?.jwt?.claims as Claims | undefined);
  if (access === 'reviewer' && !caller.groups.includes(KYC_REVIEWERS_GROUP)) {
    throw new ForbiddenError('Only KYC reviewers may do this');
  }
  return caller;
}
