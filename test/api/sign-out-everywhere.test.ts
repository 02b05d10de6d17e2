/**
 * "Sign out of all devices" takes effect at the API at once: every token issued before it is refused
 * by the handlers, not only after it expires, and the user pool no longer refreshes any session.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { ProblemSchema } from '../../contract/problem';
import { accountItems } from '../../lambdas/adapters/account-items';
import { storedAccountsItem } from '../support/accounts-table';
import { callApi } from '../support/api';
import { refreshWithToken, type SignedInCustomer, signIn, signUpAndSignIn } from '../support/identity';
import { resignWith } from '../support/tokens';

const SIGNED_OUT = 'This session was signed out. Please sign in again.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function storedCutoff(userId: string): Promise<number | undefined> {
  return (await storedAccountsItem(accountItems.session(userId)))?.tokensValidAfter as number | undefined;
}

const expectSignedOut = async (token: string) => {
  const response = await callApi('GET', '/me', { token });
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(ProblemSchema.parse(response.body)).toMatchObject({ status: 401, detail: SIGNED_OUT });
};

describe('POST /me/sign-out-everywhere', () => {
  let laptop: SignedInCustomer;
  let phone: SignedInCustomer;
  let neighbour: SignedInCustomer;
  let userId: string;

  beforeAll(async () => {
    laptop = await signUpAndSignIn();
    phone = await signIn(laptop.email, laptop.password);
    neighbour = await signUpAndSignIn();
    for (const session of [laptop, phone, neighbour])
      expect((await callApi('GET', '/me', { token: session.accessToken })).status).toBe(200);
    userId = ProfileSchema.parse((await callApi('GET', '/me', { token: laptop.accessToken })).body).userId;

    const response = await callApi('POST', '/me/sign-out-everywhere', { token: laptop.accessToken });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
  });

  it("refuses the other device's next request at once", () => expectSignedOut(phone.accessToken));

  it("refuses the signing-out device's own old access token", () => expectSignedOut(laptop.accessToken));

  it("refuses to refresh either device's session", async () => {
    for (const session of [phone, laptop])
      await expect(refreshWithToken(session.refreshToken)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
  });

  it('refuses a token issued in the same second as the sign-out, and takes one issued a second later', async () => {
    const cutoff = await storedCutoff(userId);
    expect(cutoff).toBeTypeOf('number');
    await expectSignedOut(resignWith(laptop.accessToken, { iat: cutoff, exp: nowSeconds() + 600 }));
    // The authorizer refuses tokens from the future, so wait until the next second has begun.
    while (nowSeconds() <= Number(cutoff)) await sleep(100);
    const later = resignWith(laptop.accessToken, { iat: Number(cutoff) + 1, exp: nowSeconds() + 600 });
    expect((await callApi('GET', '/me', { token: later })).status).toBe(200);
  });

  it('lets the customer sign in again afterwards', async () => {
    // A token from the sign-out's own second is refused, so the new sign-in waits for the next one.
    const cutoff = Number(await storedCutoff(userId));
    while (nowSeconds() <= cutoff) await sleep(100);
    const again = await signIn(laptop.email, laptop.password);
    const response = await callApi('GET', '/me', { token: again.accessToken });
    expect(response.status).toBe(200);
    expect(ProfileSchema.parse(response.body).userId).toBe(userId);
    expect((await refreshWithToken(again.refreshToken)).AuthenticationResult?.AccessToken).toBeTypeOf(
      'string',
    );
  });

  it('leaves other customers signed in', async () => {
    expect((await callApi('GET', '/me', { token: neighbour.accessToken })).status).toBe(200);
    expect((await refreshWithToken(neighbour.refreshToken)).AuthenticationResult?.AccessToken).toBeTypeOf(
      'string',
    );
  });

  it('refuses a request without a token before any handler runs', async () => {
    const response = await callApi('POST', '/me/sign-out-everywhere');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthorized', detail: 'User is not authenticated' });
  });
});
