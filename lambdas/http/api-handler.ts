/**
 * The middy chain every route handler shares: authenticate the caller (refusing signed-out tokens) →
 * run the route's work → respond, with any error turned into problem+json in one place. A handler file
 * only says what its route does.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteAccess } from '../../lib/model/routes';
import { loadTokensValidAfter } from '../adapters/session-repository';
import { DomainError } from '../domain/errors';
import { describeError, logger, setRequestId } from '../observability/logger';
import {
  type CallerContext,
  callerAuthentication,
  callerOf,
  type TokensValidAfter,
} from './caller-authentication';
import type { AuthenticatedCaller } from './caller-identity';
import { problemFromError } from './responses';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

export interface UserRequest {
  caller: AuthenticatedCaller;
  event: Event;
}

const problemResponses = (): middy.MiddlewareObj<Event, Result, Error, CallerContext> => ({
  onError: (request) => {
    if (!(request.error instanceof DomainError)) {
      logger.error('Request failed', { route: request.event.routeKey, ...describeError(request.error) });
    }
    request.response = problemFromError(request.error);
  },
});

const requestLogging = (): middy.MiddlewareObj<Event, Result, Error, CallerContext> => ({
  before: (request) => setRequestId(request.context.awsRequestId),
});

export function userRoute(
  access: Exclude<RouteAccess, 'public'>,
  work: (request: UserRequest) => Promise<Result>,
  /** Tests pass their own; handlers use the accounts table. */
  tokensValidAfter: TokensValidAfter = loadTokensValidAfter,
): middy.MiddyfiedHandler<Event, Result, Error, CallerContext> {
  return middy<Event, Result, Error, CallerContext>()
    .use(requestLogging())
    .use(problemResponses())
    .use(callerAuthentication(access, tokensValidAfter))
    .handler((event, context) => work({ caller: callerOf(context), event }));
}
