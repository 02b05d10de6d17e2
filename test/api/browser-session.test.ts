/**
 * The browser's auth engine (web/src/lib/auth/session.ts) against the real local Cognito and API,
 * run in node with an in-memory Storage: the same code the SPA runs, speaking the wire protocol to
 * the mended stand-in, so a difference between the fake in the unit tests and Cognito shows up here.
 */
import { describe, expect, inject, it } from 'vitest';
import { MemoryStorage } from '../../web/src/lib/auth/__tests__/memory-storage';
import { AuthError, EmailNotConfirmedError } from '../../web/src/lib/auth/auth-error';
import { AuthSession } from '../../web/src/lib/auth/session';
import { readSession } from '../../web/src/lib/auth/token-store';
import { callApi } from '../support/api';
import { latestCode, refreshWithToken, uniqueEmail } from '../support/identity';

const PASSWORD = 'monsoon-ledger-42';

function browser() {
  const stack = inject('stack');
  const storage = new MemoryStorage();
  const session = AuthSession.fromConfig(
    {
      region: stack.region,
      cognito: { userPoolClientId: stack.userPoolClientId, endpoint: stack.cognitoUrl },
    },
    { storage },
  );
  return { session, storage, refreshToken: () => readSession(stack.userPoolClientId, storage)?.refreshToken };
}

async function registered(email = uniqueEmail('browser')) {
  const { session } = browser();
  await session.signUp(email, PASSWORD);
  await session.confirmSignUp(email, await latestCode(email));
  return email;
}

describe('browser auth engine against the local Cognito', () => {
  it('signs up, confirms, signs in, refreshes, signs out — and the revoked refresh token is dead', async () => {
    const email = uniqueEmail('browser');
    const { session, refreshToken } = browser();
    expect(await session.signUp(email, PASSWORD)).toMatchObject({ confirmed: false });
    await session.confirmSignUp(email, await latestCode(email));

    const user = await session.signIn(email, PASSWORD);
    expect(user.email).toBe(email);
    expect(session.currentUser()).toEqual(user);

    const first = await session.getAccessToken();
    expect((await callApi('GET', '/me', { token: first })).status).toBe(200);
    const refreshed = await session.getAccessToken({ forceRefresh: true });
    expect(refreshed).not.toBe(first);
    expect((await callApi('GET', '/me', { token: refreshed })).status).toBe(200);

    const revokedToken = refreshToken();
    expect(revokedToken).toBeTypeOf('string');
    await session.signOut();
    expect(session.currentUser()).toBeNull();
    expect(await session.revocationsSettled()).toEqual(['revoked']);
    await expect(refreshWithToken(String(revokedToken))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('sends a new code when an unconfirmed person signs in, and that code confirms them', async () => {
    const email = uniqueEmail('unconfirmed');
    const { session } = browser();
    await session.signUp(email, PASSWORD);
    const firstCode = await latestCode(email);
    const failure = await session.signIn(email, PASSWORD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmailNotConfirmedError);
    expect(failure).toMatchObject({ codeSent: true });
    const newCode = await latestCode(email);
    expect(newCode).not.toBe(firstCode);
    await session.confirmSignUp(email, newCode);
    expect((await session.signIn(email, PASSWORD)).email).toBe(email);
  });

  it("refuses a wrong password with Cognito's own words", async () => {
    const email = await registered();
    const failure = await browser()
      .session.signIn(email, 'not-the-password')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('resets a forgotten password, and answers an unknown email the same way', async () => {
    const email = await registered();
    const { session } = browser();
    await expect(session.forgotPassword(uniqueEmail('nobody'))).resolves.toBeUndefined();
    await session.forgotPassword(email);
    await session.confirmForgotPassword(email, await latestCode(email), 'new-monsoon-ledger-43');
    expect((await session.signIn(email, 'new-monsoon-ledger-43')).email).toBe(email);
  });

  it('signs out everywhere: the other device is refused by the API and cannot refresh', async () => {
    const email = await registered();
    const laptop = browser();
    const phone = browser();
    await laptop.session.signIn(email, PASSWORD);
    await phone.session.signIn(email, PASSWORD);
    const phoneToken = await phone.session.getAccessToken();

    await laptop.session.signOutEverywhere(inject('stack').apiUrl);
    expect(laptop.session.currentUser()).toBeNull();

    expect((await callApi('GET', '/me', { token: phoneToken })).status).toBe(401);
    await expect(phone.session.getAccessToken({ forceRefresh: true })).rejects.toMatchObject({
      message: 'User is not authenticated',
    });
    expect(phone.session.currentUser()).toBeNull();
  });
});
