/**
 * Every route of the route table has a sample event in `events/` (for `npm run invoke` and
 * `sam local invoke`): an HTTP API payload 2.0 event as API Gateway passes it on once the JWT
 * authorizer has accepted the token, with the route's path parameters, query and a body the contract
 * accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { KYC_REVIEWERS_GROUP } from '../../../contract/route-access';
import { sampleEventOf } from '../../../contract/route-definition';
import { routes } from '../../../contract/routes';
import { ACCESS_TOKEN_SCOPE } from '../../../definitions/identity';
import { parseGroups } from '../../../lambdas/http/caller-identity';

const eventsDirectory = new URL('../../../events/', import.meta.url);

/** `getKycApplication` → `get-kyc-application.json`, the name `npm run invoke` examples use. */
const eventFileOf = (route: (typeof routes)[number]) => sampleEventOf(route).replace(/^events\//, '');

const readEvent = (file: string) =>
  JSON.parse(readFileSync(new URL(file, eventsDirectory), 'utf8')) as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('the sample events', () => {
  it('include one for every route of the route table', () => {
    const files = new Set(readdirSync(eventsDirectory));
    const missing = routes.map((route) => eventFileOf(route)).filter((file) => !files.has(file));
    expect(missing, 'routes without a sample event in events/').toEqual([]);
  });

  it('belong to routes that exist', () => {
    const expected = new Set(routes.map((route) => eventFileOf(route)));
    const stray = readdirSync(eventsDirectory).filter(
      (file) => file.endsWith('.json') && !expected.has(file),
    );
    expect(stray, 'sample events of no route').toEqual([]);
  });

  it.each(routes.map((route) => [route.functionName, route] as const))(
    '%s: a payload 2.0 event of its route',
    (_, route) => {
      const event = readEvent(eventFileOf(route));
      const routeKey = `${route.method} ${route.path}`;
      expect(event).toMatchObject({ version: '2.0', routeKey, requestContext: { routeKey } });
      expect(event.requestContext.http.method).toBe(route.method);
      expect(event.requestContext.http.path).toBe(event.rawPath);

      const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      expect(Object.keys(event.pathParameters ?? {}).sort()).toEqual(parameters.sort());
      expect(event.rawPath).toBe(
        route.path.replace(/\{(\w+)\}/g, (_, name: string) => event.pathParameters?.[name] ?? ''),
      );

      if (route.access === 'public') {
        // A public route has no authorizer, so API Gateway passes no claims on.
        expect(event.requestContext.authorizer).toBeUndefined();
        expect(event.headers.authorization).toBeUndefined();
      } else {
        const claims = event.requestContext.authorizer.jwt.claims;
        expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
        // Only access tokens open the API: the authorizer passes no other kind on.
        expect(claims.token_use).toBe('access');
        expect(event.requestContext.authorizer.jwt.scopes).toContain(ACCESS_TOKEN_SCOPE);
        const groups = parseGroups(claims['cognito:groups'] as string | undefined);
        expect(groups.includes(KYC_REVIEWERS_GROUP)).toBe(route.access === 'reviewer');
      }

      const { body, query, pathParameters } = route.request;
      expect(new URLSearchParams(event.rawQueryString).toString()).toBe(
        new URLSearchParams((event.queryStringParameters ?? {}) as Record<string, string>).toString(),
      );
      expect(pathParameters.safeParse(event.pathParameters).error).toBeUndefined();
      expect(query.safeParse(event.queryStringParameters ?? {}).error).toBeUndefined();
      if (event.body !== undefined) expect(event.headers['content-type']).toBe('application/json');
      expect(
        body.safeParse(event.body === undefined ? undefined : JSON.parse(event.body)).error,
      ).toBeUndefined();
    },
  );
});
