/**
 * Sends one request to a route of the local HTTP API exactly as written: path parameters and query
 * string as raw (possibly malformed) text, the body as raw bytes, on any method, GET included.
 */
import type { ApiRoute } from '../../../contract/route-definition';
import { type RawAnswer, rawRequest } from '../local-services';
import { stackUnderTest } from '../stack-context';
import { encodedPathParameters, pathWithRawParameters, type SampleRequest } from './sample-requests';

export interface RouteRequest {
  route: ApiRoute;
  /** Already percent-encoded path segments, by parameter name. */
  rawPathParameters: Record<string, string>;
  rawQuery: string;
  body?: string | Buffer;
  /** The whole Authorization header; none when undefined. */
  authorization?: string;
  /** Other headers, such as a provider's signature. */
  headers?: Record<string, string>;
}

export const bearer = (token: string) => `Bearer ${token}`;

/** The sample event's request, as a customer's app would send it. */
export function requestFromSample(sample: SampleRequest, authorization?: string): RouteRequest {
  return {
    route: sample.route,
    rawPathParameters: encodedPathParameters(sample.pathParameters),
    rawQuery: sample.rawQuery,
    ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
    ...(authorization === undefined ? {} : { authorization }),
  };
}

export function urlPathOf(request: RouteRequest): string {
  const path = pathWithRawParameters(request.route, request.rawPathParameters);
  return request.rawQuery ? `${path}?${request.rawQuery}` : path;
}

export function sendRouteRequest(request: RouteRequest): Promise<RawAnswer> {
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(request.body);
  }
  return rawRequest(stackUnderTest().apiUrl, {
    method: request.route.method,
    path: urlPathOf(request),
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** A request in a line a failure message can show: long bodies cut, so a 1 MB attack stays readable. */
export function describeRequest(request: RouteRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` body ${JSON.stringify(String(request.body).slice(0, 300))}${String(request.body).length > 300 ? ` …(${String(request.body).length} characters)` : ''}`;
  const path = urlPathOf(request);
  return `${request.route.method} ${path.length > 300 ? `${path.slice(0, 300)}…` : path}${body}`;
}
