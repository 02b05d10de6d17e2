/**
 * The middy chain every route handler shares, driven by the route's entry in the contract
 * (contract/api-routes.ts): authenticate the caller with the route's access level (refusing
 * signed-out tokens) → parse and validate the body, query string and path parameters with the route's
 * schemas → run the route's work → respond, with any error turned into problem+json in one place.
 * A handler file only names its route and says what it does.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  type ApiRoute,
  type ApiRouteName,
  apiRoutes,
  type BodyOf,
  type PathParametersIn,
  type QueryOf,
} from '../../contract/api-routes';
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
import { parseRequest, type ValidatedRequest } from './request-parameters';
import { problemFromError } from './responses';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

/** What a route's work receives: the caller (none on public routes) and its validated request. */
export interface RouteRequest<Name extends ApiRouteName> {
  caller: (typeof apiRoutes)[Name]['access'] extends 'public' ? undefined : AuthenticatedCaller;
  body: BodyOf<Name>;
  query: QueryOf<Name>;
  pathParameters: PathParametersIn<Name>;
  event: Event;
}

interface RouteContext extends CallerContext {
  request?: ValidatedRequest;
}

const problemResponses = (): middy.MiddlewareObj<Event, Result, Error, RouteContext> => ({
  onError: (request) => {
    if (!(request.error instanceof DomainError)) {
      logger.error('Request failed', { route: request.event.routeKey, ...describeError(request.error) });
    }
    request.response = problemFromError(request.error);
  },
});

const requestLogging = (): middy.MiddlewareObj<Event, Result, Error, RouteContext> => ({
  before: (request) => setRequestId(request.context.awsRequestId),
});

/** Runs after authentication, so an anonymous caller learns nothing about what a route accepts. */
const requestValidation = (route: ApiRoute): middy.MiddlewareObj<Event, Result, Error, RouteContext> => ({
  before: (request) => {
    request.context.request = parseRequest(request.event, route.request);
  },
});

export interface RouteOptions {
  /** Tests pass their own; handlers use the accounts table. */
  tokensValidAfter?: TokensValidAfter;
}

export function apiHandler<Name extends ApiRouteName>(
  name: Name,
  work: (request: RouteRequest<Name>) => Promise<Result>,
  { tokensValidAfter = loadTokensValidAfter }: RouteOptions = {},
): middy.MiddyfiedHandler<Event, Result, Error, RouteContext> {
  const route: ApiRoute = apiRoutes[name];
  const chain = middy<Event, Result, Error, RouteContext>().use(requestLogging()).use(problemResponses());
  if (route.access !== 'public') chain.use(callerAuthentication(route.access, tokensValidAfter));
  return chain.use(requestValidation(route)).handler((event, context) => {
    const validated = context.request;
    if (!validated) throw new Error(`${name}: the request was not validated`);
    return work({
      caller: (route.access === 'public' ? undefined : callerOf(context)) as RouteRequest<Name>['caller'],
      body: validated.body as BodyOf<Name>,
      query: validated.query as QueryOf<Name>,
      pathParameters: validated.pathParameters as PathParametersIn<Name>,
      event,
    });
  });
}
