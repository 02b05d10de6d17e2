/**
 * The authentication step of every user route: who is calling (from the authorizer's verified
 * claims), and whether that token was signed out since it was issued.
 *
 * Cost: one strongly consistent GetItem of a tiny item per request — 1 read unit, about $0.29 per
 * million requests on demand in ap-south-1, and a few milliseconds in-region. That is a fraction of
 * what API Gateway and Lambda already cost per request, and it is the price of a sign-out that holds
 * at once: caching the cut-off in a warm function, or trusting token expiry, would let a signed-out
 * device keep reading the wallet for up to an hour.
 */
import type middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { RouteAccess } from '../../contract/route-access';
import { NotAuthenticatedError, SessionSignedOutError } from '../domain/errors';
import { isTokenRevoked } from '../domain/session-revocation';
import { type AuthenticatedCaller, authenticate } from './caller-identity';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

/** The Lambda context, carrying the caller once this step has let the request through. */
export interface CallerContext extends Context {
  caller?: AuthenticatedCaller;
}

/** Epoch seconds after which a customer's tokens are valid; undefined when they never signed out. */
export type TokensValidAfter = (userId: string) => Promise<number | undefined>;

export function callerAuthentication(
  access: Exclude<RouteAccess, 'public'>,
  tokensValidAfter: TokensValidAfter,
): middy.MiddlewareObj<Event, Result, Error, CallerContext> {
  return {
    before: async (request) => {
      const caller = authenticate(request.event, access);
      if (isTokenRevoked(caller.issuedAt, await tokensValidAfter(caller.userId)))
        throw new SessionSignedOutError();
      request.context.caller = caller;
    },
  };
}

/** The caller that callerAuthentication let through; a handler without that step refuses to run. */
export function callerOf(context: CallerContext): AuthenticatedCaller {
  if (!context.caller) throw new NotAuthenticatedError();
  return context.caller;
}
