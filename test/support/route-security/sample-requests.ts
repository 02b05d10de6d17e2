/**
 * The request each route's sample event describes (events/<function-name>.json): method, path
 * parameters, raw query string and body. The security harness starts from it, so an attack differs
 * from a request the route accepts in one way only, and a new route is attacked as soon as it has one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type ApiRoute, sampleEventOf } from '../../../contract/route-definition';
import { routes } from '../../../contract/routes';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;

export interface SampleRequest {
  route: ApiRoute;
  pathParameters: Record<string, string>;
  /** As it would appear after `?`, already percent-encoded. */
  rawQuery: string;
  /** The body as parsed JSON; undefined when the route takes none. */
  body: unknown;
}

export const sampleEventPathOf = (route: ApiRoute) => join(repositoryRoot, sampleEventOf(route));

export const hasSampleEvent = (route: ApiRoute) => existsSync(sampleEventPathOf(route));

export function sampleRequestOf(route: ApiRoute): SampleRequest {
  const event = JSON.parse(readFileSync(sampleEventPathOf(route), 'utf8')) as APIGatewayProxyEventV2;
  return {
    route,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    rawQuery: event.rawQueryString ?? '',
    body: event.body === undefined ? undefined : JSON.parse(event.body),
  };
}

/** The route's path with each parameter given as already-encoded text (which may be malformed on purpose). */
export function pathWithRawParameters(route: ApiRoute, rawParameters: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => rawParameters[name] ?? '');
}

/** Percent-encodes every byte of the UTF-8 form but unreserved characters; a lone surrogate becomes U+FFFD. */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

export const encodedPathParameters = (parameters: Record<string, string>) =>
  Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, percentEncode(value)]));

/** Routes a signed-in caller opens, by who may call them. */
export const signedInRoutes = routes.filter((route) => route.access !== 'public');
export const customerRoutes = routes.filter((route) => route.access === 'user');
export const reviewerRoutes = routes.filter((route) => route.access === 'reviewer');
