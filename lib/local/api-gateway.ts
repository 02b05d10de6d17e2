/**
 * What API Gateway (HTTP API, payload format 2.0) does around a Lambda handler, as pure functions:
 * match a request to a route, build the event, and turn the handler's result into the response.
 */
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type { ApiRoute } from '../../contract/route-definition';

/** What matching needs of a route: its method and API Gateway path. */
type RoutePattern = Pick<ApiRoute, 'method' | 'path'>;

export interface RouteMatch<Route extends RoutePattern = ApiRoute> {
  route: Route;
  /** Decoded values of `{name}` segments; undefined when the route has none (as in the real event). */
  pathParameters?: Record<string, string>;
}

/** A route path as a pattern: `{name}` matches one segment, `{name+}` the rest of the path. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([^}+]+)(\+)?\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(parameter[1] ?? '');
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Literal routes win over parameterised ones, as API Gateway picks the most specific route. */
const specificity = (route: RoutePattern) => [...route.path.matchAll(/\{/g)].length;

export function matchRoute<Route extends RoutePattern>(
  routes: readonly Route[],
  method: string,
  path: string,
): RouteMatch<Route> | undefined {
  const candidates = routes
    .filter((route) => route.method === method.toUpperCase())
    .sort((a, b) => specificity(a) - specificity(b));
  for (const route of candidates) {
    const { pattern, names } = compile(route.path);
    const match = pattern.exec(path);
    if (!match) continue;
    if (names.length === 0) return { route };
    const pathParameters = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    return { route, pathParameters };
  }
  return undefined;
}

/** API Gateway hands claims to the integration as strings; arrays become `[a b]`. */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]),
  );
}

/** Bodies of these types reach the handler as text; anything else (or no type) is base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/(json|xml|javascript|x-www-form-urlencoded|([\w.-]+\+(json|xml)))$/.test(type)
  );
}

/** `12/Mar/2020:19:03:58 +0000`, the format of requestContext.time. */
export function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export interface IncomingRequest {
  method: string;
  /** Path and query as received, e.g. `/documents/a%20b?x=1`. */
  url: string;
  /** Lower-cased names, as Node gives them; repeated headers already joined. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

export interface EventContext {
  match: RouteMatch<RoutePattern>;
  claims: Record<string, string>;
  scopes: string[];
  requestId: string;
  now: Date;
}

export function buildEvent(
  request: IncomingRequest,
  context: EventContext,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-for'] = request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';

  const cookieHeader = request.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? ''))
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    // Repeated parameters reach the handler comma-joined.
    query[name] = name in query ? `${query[name]},${value}` : value;
  }

  const hasBody = request.body.length > 0;
  const isBase64Encoded = hasBody && !isTextContentType(headers['content-type']);
  const { route, pathParameters } = context.match;
  const routeKey = `${route.method} ${route.path}`;
  const host = headers.host ?? 'localhost';

  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: query } : {}),
    ...(pathParameters ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: context.claims, scopes: context.scopes },
      },
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: '$default',
      time: apiGatewayTime(context.now),
      timeEpoch: context.now.getTime(),
    },
    ...(hasBody ? { body: request.body.toString(isBase64Encoded ? 'base64' : 'utf8') } : {}),
    isBase64Encoded,
  };
}

export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * A structured result is used as given; anything else is taken as the body of a 200 JSON response,
 * as payload format 2.0 does.
 */
export function resultToHttp(result: APIGatewayProxyResultV2 | undefined | null): HttpResult {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body),
    };
  }
  if (!Number.isInteger(structured.statusCode))
    throw new Error('Malformed Lambda proxy response: statusCode');
  const headers = Object.fromEntries(
    Object.entries(structured.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const body = structured.body ?? '';
  return {
    statusCode: structured.statusCode ?? 200,
    headers,
    cookies: structured.cookies ?? [],
    body: Buffer.from(body, structured.isBase64Encoded ? 'base64' : 'utf8'),
  };
}
