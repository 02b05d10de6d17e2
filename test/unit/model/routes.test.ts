import { describe, expect, it } from 'vitest';
import { routes } from '../../../lib/model/routes';

describe('the route table', () => {
  it('lets every signed-in route read the accounts table, where sign-outs are recorded', () => {
    for (const route of routes.filter((candidate) => candidate.access !== 'public'))
      expect(route.tables?.accounts, route.functionName).toMatch(/^(read|readWrite)$/);
  });

  it('grants the sign-out route exactly the user pool action it calls', () => {
    const route = routes.find((candidate) => candidate.functionName === 'SignOutEverywhere');
    expect(route).toMatchObject({ method: 'POST', path: '/me/sign-out-everywhere', access: 'user' });
    expect(route?.userPoolActions).toEqual(['cognito-idp:AdminUserGlobalSignOut']);
  });

  it('lets the transaction PIN route write the profile and call nothing in the user pool', () => {
    const route = routes.find((candidate) => candidate.functionName === 'SetTransactionPin');
    expect(route).toMatchObject({ method: 'PUT', path: '/me/transaction-pin', access: 'user' });
    expect(route?.tables).toEqual({ accounts: 'readWrite' });
    expect(route?.userPoolActions).toBeUndefined();
  });

  it('names every function once', () => {
    const names = routes.map((route) => route.functionName);
    expect(new Set(names).size).toBe(names.length);
  });
});
