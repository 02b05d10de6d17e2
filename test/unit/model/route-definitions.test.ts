import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { noBody, noPathParameters, noQuery } from '../../../contract/request-shapes';
import { type ApiRoute, defineRoutes, routePath, sampleEventOf } from '../../../contract/route-definition';
import { apiRoutes, capabilityRoutes, routeNamed, routes } from '../../../contract/routes';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;

/** A zod/mini schema is an object with `safeParse`; anything else cannot validate a request. */
const isSchema = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

/** What a route must have to be served, attacked and invoked; the names of what it lacks. */
function missingParts(route: ApiRoute): string[] {
  const missing: string[] = [];
  const handlerFile = typeof route.handler === 'string' ? join(repositoryRoot, route.handler) : undefined;
  if (handlerFile === undefined) missing.push('handler module');
  else if (!existsSync(handlerFile)) missing.push(`handler ${route.handler}`);
  else if (!/export const handler\b/.test(readFileSync(handlerFile, 'utf8')))
    missing.push(`an exported handler in ${route.handler}`);
  else if (!readFileSync(handlerFile, 'utf8').includes(`.${route.name},`))
    missing.push(`${route.handler} serving ${route.name} (apiHandler(…Routes.${route.name}, …))`);
  if (!existsSync(join(repositoryRoot, sampleEventOf(route))))
    missing.push(`sample event ${sampleEventOf(route)}`);
  for (const part of ['body', 'query', 'pathParameters'] as const)
    if (!isSchema(route.request?.[part]))
      missing.push(`request.${part} schema (noBody/noQuery/noPathParameters if none)`);
  if (!isSchema(route.response)) missing.push('response schema (noContent or csvFile if none)');
  return missing;
}

describe('the route definitions', () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s has its handler, sample event, request and response schemas',
    (_, route) => {
      expect(missingParts(route)).toEqual([]);
    },
  );

  it('names what a route lacks, so a half-defined route fails here', () => {
    const getMe = routeNamed('getMe');
    const broken = {
      ...getMe,
      name: 'getNothing',
      handler: 'lambdas/account/get-nothing.ts',
      request: { ...getMe.request, query: undefined },
      response: undefined,
    } as unknown as ApiRoute;
    expect(missingParts(broken)).toEqual([
      'handler lambdas/account/get-nothing.ts',
      'sample event events/get-nothing.json',
      'request.query schema (noBody/noQuery/noPathParameters if none)',
      'response schema (noContent or csvFile if none)',
    ]);
    expect(missingParts({ ...getMe, handler: 'lambdas/account/set-avatar.ts' })).toEqual([
      'lambdas/account/set-avatar.ts serving getMe (apiHandler(…Routes.getMe, …))',
    ]);
  });

  it('lets a route name only the request parts it takes: any part it leaves out takes nothing', () => {
    expect(routeNamed('getMe').request).toEqual({
      body: noBody,
      query: noQuery,
      pathParameters: noPathParameters,
    });
    const setTransactionPin = routeNamed('setTransactionPin');
    expect(setTransactionPin.request.body).not.toBe(noBody);
    expect(setTransactionPin.request).toMatchObject({ query: noQuery, pathParameters: noPathParameters });
  });

  it('does not compile a route without its response schema, its handler, or its path parameters schema', () => {
    const common = { method: 'GET', access: 'user', grants: {} } as const;
    const withoutAnswer = defineRoutes({
      // @ts-expect-error a route must name its response schema (noContent or csvFile if none)
      getNoAnswer: { ...common, path: '/no-answer', handler: 'lambdas/account/get-me.ts' },
    });
    const withoutHandler = defineRoutes({
      // @ts-expect-error a route must name its handler module
      getNoHandler: { ...common, path: '/no-handler', response: noBody },
    });
    defineRoutes({
      // @ts-expect-error a path with {name} segments must name the schema of its path parameters
      getUnchecked: { ...common, path: '/things/{thingId}', response: noBody, handler: 'lambdas/x.ts' },
    });
    const checked = defineRoutes({
      getChecked: {
        ...common,
        path: '/things/{thingId}',
        request: { pathParameters: z.object({ thingId: z.string() }) },
        response: noBody,
        handler: 'lambdas/x.ts',
      },
    });
    expect(checked.getChecked.request.query).toBe(noQuery);
    expect(missingParts(withoutAnswer.getNoAnswer as unknown as ApiRoute)).toContain(
      'response schema (noContent or csvFile if none)',
    );
    expect(missingParts(withoutHandler.getNoHandler as unknown as ApiRoute)).toContain('handler module');
  });

  it('defines each route name once across the capabilities', () => {
    const names = capabilityRoutes.flatMap((capability) => Object.keys(capability));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(apiRoutes)).toHaveLength(names.length);
  });

  it('serves each method and path once, each from its own handler module', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const handlers = routes.map((route) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('gives every route with {name} segments a schema for exactly those path parameters', () => {
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      if (names.length === 0) {
        expect(route.request.pathParameters, route.name).toBe(noPathParameters);
        continue;
      }
      const shape = (route.request.pathParameters as unknown as { def: { shape?: object } }).def.shape;
      expect(Object.keys(shape ?? {}).sort(), route.name).toEqual(names.sort());
    }
  });

  it('takes no body on GET routes', () => {
    for (const route of routes.filter((candidate) => candidate.method === 'GET'))
      expect(route.request.body, route.name).toBe(noBody);
  });

  it('lets every signed-in route read the accounts table, where sign-outs are recorded', () => {
    for (const route of routes.filter((candidate) => candidate.access !== 'public'))
      expect(route.grants.tables?.accounts, route.functionName).toMatch(/^(read|readWrite)$/);
  });

  it('grants the sign-out route exactly the user pool action it calls', () => {
    const route = routeNamed('signOutEverywhere');
    expect(route).toMatchObject({ method: 'POST', path: '/me/sign-out-everywhere', access: 'user' });
    expect(route.grants.userPoolActions).toEqual(['cognito-idp:AdminUserGlobalSignOut']);
  });

  it('lets the transaction PIN route write the profile and call nothing in the user pool', () => {
    const route = routeNamed('setTransactionPin');
    expect(route).toMatchObject({ method: 'PUT', path: '/me/transaction-pin', access: 'user' });
    expect(route.grants.tables).toEqual({ accounts: 'readWrite' });
    expect(route.grants.userPoolActions).toBeUndefined();
  });

  it('names every function once, after its route', () => {
    expect(routeNamed('getKycApplication').functionName).toBe('GetKycApplication');
    const names = routes.map((route) => route.functionName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('routePath', () => {
  it('gives a route without parameters its path', () => {
    expect(routePath(apiRoutes.getMe)).toBe('/me');
    expect(routePath(apiRoutes.listKycApplications)).toBe('/ops/kyc/applications');
  });

  it('percent-encodes each parameter as one path segment', () => {
    expect(routePath(apiRoutes.getKycApplication, { userId: 'a/b?c d' })).toBe(
      '/ops/kyc/applications/a%2Fb%3Fc%20d',
    );
    expect(routePath(apiRoutes.decideKycApplication, { userId: '../me' })).toBe(
      '/ops/kyc/applications/..%2Fme/decision',
    );
  });
});
