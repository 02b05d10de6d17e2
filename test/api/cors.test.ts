/**
 * The API as the SPA's origin meets it across origins: the preflight of a call with a token, and
 * `Access-Control-Expose-Headers` naming `Date` on the answer. Without that a browser hides the
 * header from the SPA, which then cannot judge its access token's expiry by the server's clock.
 */

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

const listed = (header: string | null) => (header ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('CORS for the app origin', () => {
  let customer: SignedInCustomer;
  let appOrigin: string;

  beforeAll(async () => {
    customer = await signUpAndSignIn();
    appOrigin = inject('stack').appUrl;
  });

  it('answers the preflight of a GET with a token', async () => {
    const preflight = await fetch(`${inject('stack').apiUrl}${routePath(apiRoutes.getMe)}`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(listed(preflight.headers.get('access-control-allow-methods'))).toContain('get');
    expect(listed(preflight.headers.get('access-control-allow-headers'))).toContain('authorization');
  });

  it('answers the preflight of a JSON PUT', async () => {
    const preflight = await fetch(`${inject('stack').apiUrl}${routePath(apiRoutes.setTransactionPin)}`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(listed(preflight.headers.get('access-control-allow-methods'))).toContain('put');
    expect(listed(preflight.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
  });

  it('exposes Date to the app, so it can read the server’s clock', async () => {
    const response = await callApi('GET', routePath(apiRoutes.getMe), {
      token: customer.accessToken,
      headers: { origin: appOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(listed(response.headers.get('access-control-expose-headers'))).toContain('date');
    // An HTTP date (RFC 9110), which the SPA parses.
    expect(response.headers.get('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('exposes Date on a refusal too, where a skewed clock shows up first', async () => {
    const response = await callApi('GET', routePath(apiRoutes.getMe), {
      token: 'not-a-token',
      headers: { origin: appOrigin },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(listed(response.headers.get('access-control-expose-headers'))).toContain('date');
  });

  it('gives an origin that is not the app’s no CORS grant', async () => {
    const response = await callApi('GET', routePath(apiRoutes.getMe), {
      token: customer.accessToken,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
