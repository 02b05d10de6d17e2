import { describe, expect, it } from 'vitest';
import { apiPath, apiRouteNames, apiRoutes } from '../../../contract/api-routes';
import { noBody, noPathParameters } from '../../../contract/request-shapes';
import { routeInfrastructure, routeNamed, routes } from '../../../lib/model/routes';

describe('the route table', () => {
  it('has an infrastructure entry for every route of the contract, and none for a route it lacks', () => {
    expect(Object.keys(routeInfrastructure).sort()).toEqual([...apiRouteNames].sort());
  });

  it('serves each method and path once', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
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
      expect(route.tables?.accounts, route.functionName).toMatch(/^(read|readWrite)$/);
  });

  it('grants the sign-out route exactly the user pool action it calls', () => {
    const route = routeNamed('signOutEverywhere');
    expect(route).toMatchObject({ method: 'POST', path: '/me/sign-out-everywhere', access: 'user' });
    expect(route.userPoolActions).toEqual(['cognito-idp:AdminUserGlobalSignOut']);
  });

  it('lets the transaction PIN route write the profile and call nothing in the user pool', () => {
    const route = routeNamed('setTransactionPin');
    expect(route).toMatchObject({ method: 'PUT', path: '/me/transaction-pin', access: 'user' });
    expect(route.tables).toEqual({ accounts: 'readWrite' });
    expect(route.userPoolActions).toBeUndefined();
  });

  it('names every function once, after its route', () => {
    expect(routeNamed('getKycApplication').functionName).toBe('GetKycApplication');
    const names = routes.map((route) => route.functionName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('apiPath', () => {
  it('gives a route without parameters its path', () => {
    expect(apiPath('getMe')).toBe('/me');
    expect(apiPath('listKycApplications')).toBe(apiRoutes.listKycApplications.path);
  });

  it('percent-encodes each parameter as one path segment', () => {
    expect(apiPath('getKycApplication', { userId: 'a/b?c d' })).toBe('/ops/kyc/applications/a%2Fb%3Fc%20d');
    expect(apiPath('decideKycApplication', { userId: '../me' })).toBe(
      '/ops/kyc/applications/..%2Fme/decision',
    );
  });
});
