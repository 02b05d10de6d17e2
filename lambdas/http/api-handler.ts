/**
 * The middy chain every route handler shares, driven by the route's definition in the contract
 * (contract/routes/*): authenticate the caller with the route's access level (refusing
 * signed-out tokens) → parse and validate the body, query string and path parameters with the route's
 * schemas → run the route's work → respond, with any error turned into problem+json in one place.
 * A handler file only names its route and says what it does.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { RouteSpec } from '../../contract/route-definition';
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
export interface RouteRequest<Route extends RouteSpec> {
  caller: Route['access'] extends 'public' ? undefined : AuthenticatedCaller;
  body: z.output<Route['request']['body']>;
  query: z.output<Route['request']['query']>;
  pathParameters: z.output<Route['request']['pathParameters']>;
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
const requestValidation = (route: RouteSpec): middy.MiddlewareObj<Event, Result, Error, RouteContext> => ({
  before: (request) => {
    request.context.request = parseRequest(request.event, route.request);
  },
});

/**
 * A public route's own proof that a request comes from whom it claims (a provider's signature over
 * the raw body): throws a DomainError (401) when it does not. It runs before the body is parsed,
 * because the proof is over the exact bytes received and nothing unproven should be read.
 */
export type ProofOfOrigin = (event: Event) => Promise<void>;

export interface RouteOptions {
  /** Tests pass their own; handlers use the accounts table. */
  tokensValidAfter?: TokensValidAfter;
  proofOfOrigin?: ProofOfOrigin;
}

const originProof = (prove: ProofOfOrigin): middy.MiddlewareObj<Event, Result, Error, RouteContext> => ({
  before: (request) => prove(request.event),
});

/** The handler of a route of the contract (contract/routes/*); tests may pass definitions of their own. */
export function apiHandler<Route extends RouteSpec>(
  route: Route,
  work: (request: RouteRequest<Route>) => Promise<Result>,
  { tokensValidAfter = loadTokensValidAfter, proofOfOrigin }: RouteOptions = {},
): middy.MiddyfiedHandler<Event, Result, Error, RouteContext> {
  const chain = middy<Event, Result, Error, RouteContext>().use(requestLogging()).use(problemResponses());
  if (route.access !== 'public') chain.use(callerAuthentication(route.access, tokensValidAfter));
  if (proofOfOrigin) chain.use(originProof(proofOfOrigin));
  return chain.use(requestValidation(route)).handler((event, context) => {
    const validated = context.request;
    if (!validated) throw new Error(`${route.method} ${route.path}: the request was not validated`);
    return work({
      caller: (route.access === 'public' ? undefined : callerOf(context)) as RouteRequest<Route>['caller'],
      body: validated.body as RouteRequest<Route>['body'],
      query: validated.query as RouteRequest<Route>['query'],
      pathParameters: validated.pathParameters as RouteRequest<Route>['pathParameters'],
      event,
    });
  });
}
