/**
 * The local HTTP API, built from the same route table as the cloud's API Gateway: CORS as the cloud
 * API configures it, the JWT authorizer's checks before any handler runs, then the route's handler
 * module called in-process with a payload 2.0 event, and API Gateway's answers for what goes wrong.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ApiRoute } from '../../contract/route-definition';
import { routes as allRoutes } from '../../contract/routes';
import { corsPolicy } from '../../definitions/cors';
import { ACCESS_TOKEN_SCOPE } from '../../definitions/identity';
import { buildEvent, flattenClaims, type HttpResult, matchRoute, resultToHttp } from './api-gateway';
import { type Authorization, type AuthorizerRefusal, refusalDescriptions } from './jwt-authorizer';
import { lambdaContext } from './lambda-context';
import { listenOnLoopback } from './listen';
import { repositoryRoot } from './local-paths';
import { readBody } from './request-body';
import { createGuardedServer } from './request-guard';

type Handler = (event: unknown, context: Context) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's integration timeout for HTTP APIs. */
const INTEGRATION_TIMEOUT_MS = 30_000;

const handlers = new Map<string, Promise<Handler>>();

/** Imports a route's handler module once, like a warm Lambda keeps its module loaded. */
export function loadHandler(route: Pick<ApiRoute, 'handler' | 'functionName'>): Promise<Handler> {
  let loaded = handlers.get(route.handler);
  if (!loaded) {
    loaded = import(pathToFileURL(join(repositoryRoot, route.handler)).href).then(
      (module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function')
          throw new Error(`${route.handler} (${route.functionName}) does not export a handler function`);
        return module.handler as Handler;
      },
    );
    loaded.catch(() => handlers.delete(route.handler));
    handlers.set(route.handler, loaded);
  }
  return loaded;
}

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  cookies: [],
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * API Gateway's answer when its JWT authorizer refuses a token: 401 `{"message":"Unauthorized"}`, or
 * 403 `{"message":"Forbidden"}` for a valid token without the route's scope (RFC 6750's
 * insufficient_scope). Locally the body also carries the problem details the handlers give (the
 * cloud's cannot). The header names one of the fixed refusals, never text taken from the token.
 */
function authorizerRefusal(refusal: AuthorizerRefusal): HttpResult {
  const description = refusalDescriptions[refusal];
  if (refusal === 'scope')
    return json(
      403,
      {
        message: 'Forbidden',
        type: 'https://wallet.example/problems/forbidden',
        title: 'Forbidden',
        status: 403,
        detail: 'Only access tokens open the API',
      },
      {
        'content-type': 'application/problem+json',
        'www-authenticate': `Bearer scope="${ACCESS_TOKEN_SCOPE}" error="insufficient_scope" error_description="${description}"`,
      },
    );
  return json(
    401,
    {
      message: 'Unauthorized',
      type: 'https://wallet.example/problems/not-authenticated',
      title: 'Not authenticated',
      status: 401,
      detail: 'User is not authenticated',
    },
    {
      'content-type': 'application/problem+json',
      'www-authenticate': `Bearer scope="" error="invalid_token" error_description="${description}"`,
    },
  );
}

/**
 * API Gateway's own answers (no route, a path it cannot decode, a failed or silent integration):
 * its `{"message": …}` body, which the SPA may rely on, plus the problem details every other error of
 * this API carries, so a client reads all refusals one way.
 */
const gatewayAnswers = {
  400: { message: 'Bad Request', detail: 'The request path is not valid percent-encoded UTF-8.' },
  /** Node's parser refused the request itself (an unknown method, a malformed request line). */
  unparsable: { message: 'Bad Request', detail: 'This is not an HTTP request the API can read.' },
  404: { message: 'Not Found', detail: 'No route answers this method and path.' },
  500: {
    message: 'Internal Server Error',
    detail: 'Something went wrong on our side. Please try again in a moment.',
  },
  413: {
    message: 'Request Entity Too Large',
    detail: 'The request body is larger than the API accepts (10 MB).',
  },
  503: { message: 'Service Unavailable', detail: 'The service did not answer in time. Please try again.' },
} as const;

/** API Gateway's HTTP API refuses a payload over 10 MB before any integration runs. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

class BodyTooLarge extends Error {}

function gatewayAnswer(answer: keyof typeof gatewayAnswers): HttpResult {
  const { message, detail } = gatewayAnswers[answer];
  const status = answer === 'unparsable' ? 400 : answer;
  return json(
    status,
    { message, type: 'about:blank', title: message, status, detail },
    {
      'content-type': 'application/problem+json',
    },
  );
}

/** A path whose percent-escapes do not decode (`%`, `%E0%A4%A`) names no resource, rather than failing. */
function decodesAsPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface HttpApiOptions {
  port: number;
  appOrigins: string[];
  authorize: (authorizationHeader: string | undefined) => Authorization;
  routes?: readonly ApiRoute[];
  /**
   * Routes mounted beside the route table's, on the same path (authorizer, middleware): the load
   * bench's floor. The product's table, and so the cloud's API, stays as it is.
   */
  extraRoutes?: readonly ApiRoute[];
  log: (line: string) => void;
}

export async function startHttpApi(options: HttpApiOptions) {
  const routes = [...(options.routes ?? allRoutes), ...(options.extraRoutes ?? [])];
  const allowMethods = [...new Set(routes.map((route) => route.method))].join(',');

  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin && options.appOrigins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': corsPolicy.exposeHeaders.join(','),
          vary: 'origin',
        }
      : {};

  const respond = async (
    request: IncomingMessage,
    requestId: string,
  ): Promise<HttpResult & { route?: string }> => {
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const origin = request.headers.origin;

    // Preflight is answered by API Gateway itself; no handler runs.
    if (request.method === 'OPTIONS' && origin && request.headers['access-control-request-method']) {
      const allowed = options.appOrigins.includes(origin);
      return {
        statusCode: 204,
        headers: allowed
          ? {
              'access-control-allow-origin': origin,
              'access-control-allow-methods': allowMethods,
              'access-control-allow-headers': corsPolicy.allowHeaders.join(','),
              'access-control-max-age': String(corsPolicy.maxAgeSeconds),
              vary: 'origin',
            }
          : {},
        cookies: [],
        body: Buffer.alloc(0),
      };
    }

    // Checked first: the route matcher decodes path parameters and would throw on such a path.
    if (!decodesAsPath(path)) return gatewayAnswer(400);
    const match = matchRoute(routes, request.method ?? 'GET', path);
    if (!match) return gatewayAnswer(404);

    let claims: Record<string, string> = {};
    let scopes: string[] = [];
    if (match.route.access !== 'public') {
      const authorization = options.authorize(request.headers.authorization);
      if (!authorization.ok) {
        const detail = authorization.detail ? `: ${authorization.detail}` : '';
        return {
          ...authorizerRefusal(authorization.refusal),
          route: `JWT authorizer (${authorization.refusal}${detail})`,
        };
      }
      claims = flattenClaims(authorization.caller.claims);
      scopes = authorization.caller.scopes;
    }

    const body = await readBody(request, {
      maxBytes: MAX_REQUEST_BODY_BYTES,
      tooLarge: () => new BodyTooLarge(),
    }).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return undefined;
      throw error;
    });
    if (!body) return gatewayAnswer(413);
    const event = buildEvent(
      {
        method: request.method ?? 'GET',
        url,
        headers: request.headers,
        body,
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      },
      { match, claims, scopes, requestId, now: new Date() },
    );
    const functionName = match.route.functionName;
    try {
      const handler = await loadHandler(match.route);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), INTEGRATION_TIMEOUT_MS);
      });
      const result = await Promise.race([
        handler(event, lambdaContext(functionName, requestId, INTEGRATION_TIMEOUT_MS)),
        timedOut,
      ]).finally(() => clearTimeout(timer));
      if (result === 'timeout') {
        options.log(`${functionName} did not answer within ${INTEGRATION_TIMEOUT_MS / 1000} s`);
        return { ...gatewayAnswer(503), route: functionName };
      }
      return { ...resultToHttp(result), route: functionName };
    } catch (error) {
      options.log(`${functionName} failed: ${(error as Error).stack ?? String(error)}`);
      return { ...gatewayAnswer(500), route: functionName };
    }
  };

  const server = createGuardedServer('api', options.log, async (request, response: ServerResponse) => {
    const started = Date.now();
    const requestId = randomUUID();
    const result = await respond(request, requestId).catch(
      (error: unknown): HttpResult & { route?: string } => {
        options.log(`error: ${(error as Error).stack ?? String(error)}`);
        return gatewayAnswer(500);
      },
    );
    const headers: Record<string, string | string[]> = {
      ...result.headers,
      ...corsFor(request.headers.origin),
      'apigw-requestid': requestId,
      date: new Date().toUTCString(),
    };
    if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode, headers);
    response.end(result.body);
    if (request.method !== 'OPTIONS')
      options.log(
        `${request.method} ${request.url} → ${result.route ?? '-'} ${result.statusCode} ${Date.now() - started} ms`,
      );
  });
  // What Node's parser refuses never reaches the handler: answer it as a problem too, not with Node's
  // bare 400, and only that connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { statusCode, body } = gatewayAnswer('unparsable');
    socket.end(
      `HTTP/1.1 ${statusCode} Bad Request\r\ncontent-type: application/problem+json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  const closeServer = await listenOnLoopback(server, options.port);
  return {
    url: `http://localhost:${options.port}`,
    /** Loads every handler module now, so the first request does not pay for it. */
    warmUp: async () => {
      for (const route of routes)
        await loadHandler(route).catch((error: Error) =>
          options.log(`cannot load ${route.handler}: ${error.message}`),
        );
    },
    stop: closeServer,
  };
}
