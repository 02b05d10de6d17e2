/**
 * The middy chain every route handler shares: authenticate the caller → run the route's work →
 * respond, with any error turned into problem+json in one place. A handler file only says what its
 * route does.
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { RouteAccess } from '../../lib/model/routes';
import { DomainError } from '../domain/errors';
import { describeError, logger, setRequestId } from '../observability/logger';
import { type AuthenticatedCaller, authenticate } from './caller-identity';
import { problemFromError } from './responses';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

export interface UserRequest {
  caller: AuthenticatedCaller;
  event: Event;
}

const problemResponses = (): middy.MiddlewareObj<Event, Result> => ({
  onError: (request) => {
    if (!(request.error instanceof DomainError)) {
      logger.error('Request failed', { route: request.event.routeKey, ...describeError(request.error) });
    }
    request.response = problemFromError(request.error);
  },
});

const requestLogging = (): middy.MiddlewareObj<Event, Result> => ({
  before: (request) => setRequestId(request.context.awsRequestId),
});

export function userRoute(
  access: Exclude<RouteAccess, 'public'>,
  work: (request: UserRequest) => Promise<Result>,
): middy.MiddyfiedHandler<Event, Result, Error, Context> {
  return middy<Event, Result, Error, Context>()
    .use(requestLogging())
    .use(problemResponses())
    .handler((event) => work({ caller: authenticate(event, access), event }));
}
