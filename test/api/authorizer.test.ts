/**
 * The local HTTP API checks tokens exactly as the cloud's Cognito JWT authorizer does: anything but a
 * current token of this user pool and this app client is refused with 401 before a handler runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { decodeToken, resignWith, signWithStrangerKey, tamper } from '../support/tokens';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('JWT authorizer', () => {
  let customer: SignedInCustomer;
  beforeAll(async () => {
    customer = await signUpAndSignIn();
  });

  const expectUnauthorized = async (token: string | undefined) => {
    const response = await callApi('GET', '/me', token === undefined ? {} : { token });
    expect(response.status).toBe(401);
    // API Gateway's `message`, plus the problem details the local API adds (the cloud cannot).
    expect(response.body).toMatchObject({
      message: 'Unauthorized',
      status: 401,
      detail: 'User is not authenticated',
    });
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  };

  it('refuses a request without a token', () => expectUnauthorized(undefined));

  it('refuses a token that is not a JWT', () => expectUnauthorized('not-a-token'));

  it('refuses a token whose claims were changed after signing', () =>
    expectUnauthorized(tamper(customer.accessToken, { sub: 'someone-else' })));

  it('refuses a token signed by a key the user pool never published', () =>
    expectUnauthorized(signWithStrangerKey(customer.accessToken)));

  it('refuses an expired token', () =>
    expectUnauthorized(
      resignWith(customer.accessToken, { iat: nowSeconds() - 7200, exp: nowSeconds() - 60 }),
    ));

  it('refuses a token issued for another app client', async () => {
    await expectUnauthorized(resignWith(customer.accessToken, { client_id: 'another-client' }));
    await expectUnauthorized(resignWith(customer.idToken, { aud: 'another-client' }));
  });

  it('refuses an ID token on customer routes: it lacks the scope every route requires', async () => {
    for (const [method, path] of [
      ['GET', '/me'],
      ['POST', '/me/sign-out-everywhere'],
    ] as const) {
      const response = await callApi(method, path, { token: customer.idToken });
      // API Gateway answers a valid token without the route's scope with 403 (RFC 6750 insufficient_scope).
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ message: 'Forbidden', status: 403 });
      expect(response.headers.get('www-authenticate')).toContain(
        'scope="aws.cognito.signin.user.admin" error="insufficient_scope"',
      );
    }
    // The ID token signed nobody out: the access token still opens the API.
    expect((await callApi('GET', '/me', { token: customer.accessToken })).status).toBe(200);
  });

  it('refuses a token from another issuer', () =>
    expectUnauthorized(
      resignWith(customer.accessToken, {
        iss: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_other',
      }),
    ));

  it('accepts a token that differs only in harmless ways, so the refusals above are about the claim', async () => {
    const { payload } = decodeToken(customer.accessToken);
    const response = await callApi('GET', '/me', {
      token: resignWith(customer.accessToken, { exp: Number(payload.exp) + 60 }),
    });
    expect(response.status).toBe(200);
  });

  it('answers an unknown route with 404 and no handler', async () => {
    const response = await callApi('GET', '/no-such-route', { token: customer.accessToken });
    expect(response.status).toBe(404);
  });
});
