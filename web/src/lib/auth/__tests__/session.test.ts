import { describe, expect, it, vi } from 'vitest';
import { EmailNotConfirmedError } from '../auth-error';
import { AuthSession } from '../session';
import { readSession } from '../token-store';
import { FakeCognito } from './fake-cognito';
import { MemoryStorage } from './memory-storage';

const CLIENT_ID = 'client-1';
const API_URL = 'http://api.local';
const EMAIL = 'asha.rao@example.in';

/** An engine over a fake Cognito and API, with a device clock `deviceOffsetSeconds` off the server's. */
function setup(options: { deviceOffsetSeconds?: number; apiStatus?: number } = {}) {
  const cognito = new FakeCognito();
  const storage = new MemoryStorage();
  let deviceNowMs = (cognito.serverNow + (options.deviceOffsetSeconds ?? 0)) * 1000;
  const apiCalls: { url: string; authorization: string | null }[] = [];
  const session = new AuthSession({
    clientId: CLIENT_ID,
    endpoint: 'http://cognito.local',
    storage,
    now: () => deviceNowMs,
    sleep: async () => {},
    random: () => 0.5,
    fetch: async (input, init) => {
      if (!String(input).startsWith(API_URL)) return cognito.fetch(input, init);
      apiCalls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      const status = options.apiStatus ?? 204;
      return new Response(status === 204 ? null : JSON.stringify({ status, detail: 'API says no' }), {
        status,
        headers: { date: new Date(cognito.serverNow * 1000).toUTCString() },
      });
    },
  });
  const advance = (seconds: number) => {
    deviceNowMs += seconds * 1000;
    cognito.serverNow += seconds;
  };
  return { cognito, storage, session, apiCalls, advance };
}

describe('AuthSession: signing in', () => {
  it("keeps the tokens under the user's pool name and tells listeners", async () => {
    const { session, storage } = setup();
    const listener = vi.fn();
    session.subscribe(listener);
    const user = await session.signIn(' Asha.Rao@Example.in ', 'correct horse');
    expect(user).toEqual({ username: 'user-asha', email: EMAIL, groups: [] });
    expect(session.currentUser()).toBe(session.currentUser());
    expect(storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`)).toBe('user-asha');
    expect(readSession(CLIENT_ID, storage)?.refreshToken).toBe('refresh-1');
    expect(listener).toHaveBeenCalled();
  });

  it("forgets the previous person's cached uploads", async () => {
    const { session, storage } = setup();
    storage.setItem('wallet.upload.pan-card', 'upload-id-1');
    storage.setItem('wallet.theme', 'dark');
    await session.signIn(EMAIL, 'correct horse');
    expect(storage.getItem('wallet.upload.pan-card')).toBeNull();
    expect(storage.getItem('wallet.theme')).toBe('dark');
  });

  it('sends a new code to an unconfirmed account and says so with a typed error', async () => {
    const { session, cognito } = setup();
    cognito.script('InitiateAuth', { error: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    const failure = await session.signIn(EMAIL, 'correct horse').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmailNotConfirmedError);
    expect(failure).toMatchObject({ email: EMAIL, codeSent: true });
    expect(cognito.callsOf('ResendConfirmationCode')[0]?.body).toEqual({
      ClientId: CLIENT_ID,
      Username: EMAIL,
    });
    expect(session.currentUser()).toBeNull();
  });
});

describe('AuthSession: password reset', () => {
  it('answers an unknown email exactly like a known one', async () => {
    const { session, cognito } = setup();
    cognito.script('ForgotPassword', { error: 'UserNotFoundException', message: 'User does not exist.' });
    await expect(session.forgotPassword('nobody@example.in')).resolves.toBeUndefined();
    await expect(session.forgotPassword(EMAIL)).resolves.toBeUndefined();
  });

  it('still reports throttling', async () => {
    const { session, cognito } = setup();
    cognito.script('ForgotPassword', { error: 'LimitExceededException', message: 'Attempt limit exceeded' });
    await expect(session.forgotPassword(EMAIL)).rejects.toMatchObject({ name: 'LimitExceededException' });
  });
});

describe('AuthSession: the access token', () => {
  it('returns the stored token while it has more than two minutes left', async () => {
    const { session, cognito, advance } = setup();
    await session.signIn(EMAIL, 'correct horse');
    const first = await session.getAccessToken();
    advance(57 * 60);
    expect(await session.getAccessToken()).toBe(first);
    expect(cognito.callsOf('InitiateAuth')).toHaveLength(1);
  });

  it('refreshes silently within two minutes of expiry, keeping the refresh token', async () => {
    const { session, cognito, storage, advance } = setup();
    await session.signIn(EMAIL, 'correct horse');
    const first = await session.getAccessToken();
    advance(59 * 60);
    const second = await session.getAccessToken();
    expect(second).not.toBe(first);
    expect(cognito.callsOf('InitiateAuth')[1]?.body).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(readSession(CLIENT_ID, storage)).toMatchObject({ accessToken: second, refreshToken: 'refresh-1' });
  });

  it('lets concurrent callers share one refresh', async () => {
    const { session, cognito } = setup();
    await session.signIn(EMAIL, 'correct horse');
    cognito.holdRefreshes = true;
    const callers = Array.from({ length: 5 }, () => session.getAccessToken({ forceRefresh: true }));
    await vi.waitFor(() => expect(cognito.callsOf('InitiateAuth')).toHaveLength(2));
    cognito.releaseRefreshes();
    const tokens = await Promise.all(callers);
    expect(new Set(tokens).size).toBe(1);
    expect(
      cognito.callsOf('InitiateAuth').filter((call) => call.body.AuthFlow === 'REFRESH_TOKEN_AUTH'),
    ).toHaveLength(1);
  });

  it("ends the session when the pool refuses the refresh: 'User is not authenticated'", async () => {
    const { session, cognito, storage } = setup();
    await session.signIn(EMAIL, 'correct horse');
    const listener = vi.fn();
    session.subscribe(listener);
    cognito.script('InitiateAuth', {
      error: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    await expect(session.getAccessToken({ forceRefresh: true })).rejects.toMatchObject({
      name: 'UserUnAuthenticatedException',
      message: 'User is not authenticated',
    });
    expect(readSession(CLIENT_ID, storage)).toBeNull();
    expect(session.currentUser()).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the session when a refresh fails for want of network', async () => {
    const { session, cognito, storage } = setup();
    await session.signIn(EMAIL, 'correct horse');
    cognito.script('InitiateAuth', 'network-down');
    await expect(session.getAccessToken({ forceRefresh: true })).rejects.toMatchObject({
      name: 'NetworkError',
    });
    expect(readSession(CLIENT_ID, storage)).not.toBeNull();
  });

  it('does not bring a session back when its refresh lands after a sign-out', async () => {
    const { session, cognito, storage } = setup();
    await session.signIn(EMAIL, 'correct horse');
    cognito.holdRefreshes = true;
    const refreshing = session.getAccessToken({ forceRefresh: true });
    await vi.waitFor(() => expect(cognito.callsOf('InitiateAuth')).toHaveLength(2));
    await session.signOut();
    cognito.releaseRefreshes();
    await expect(refreshing).rejects.toMatchObject({ message: 'User is not authenticated' });
    expect(readSession(CLIENT_ID, storage)).toBeNull();
  });

  it("says 'No Access token available' for a session without one, and refuses when nobody signed in", async () => {
    const { session, storage } = setup();
    await expect(session.getAccessToken()).rejects.toMatchObject({ message: 'User is not authenticated' });
    await session.signIn(EMAIL, 'correct horse');
    storage.removeItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.user-asha.accessToken`);
    await expect(session.getAccessToken()).rejects.toMatchObject({ message: 'No Access token available' });
  });

  it.each([
    ['10 minutes fast', 600],
    ['10 minutes slow', -600],
  ])('judges expiry by the server clock on a device %s', async (_label, offset) => {
    const { session, cognito, advance } = setup({ deviceOffsetSeconds: offset });
    await session.signIn(EMAIL, 'correct horse');
    const first = await session.getAccessToken();
    advance(50 * 60);
    expect(await session.getAccessToken()).toBe(first);
    advance(9 * 60);
    expect(await session.getAccessToken()).not.toBe(first);
    expect(cognito.callsOf('InitiateAuth')).toHaveLength(2);
  });

  it("learns the drift from the API's Date header", async () => {
    const { session, storage, cognito } = setup();
    await session.signIn(EMAIL, 'correct horse');
    session.recordServerDate(new Date((cognito.serverNow + 600) * 1000).toUTCString());
    expect(readSession(CLIENT_ID, storage)?.clockDrift).toBe(600);
    session.recordServerDate('not a date');
    expect(readSession(CLIENT_ID, storage)?.clockDrift).toBe(600);
  });
});

describe('AuthSession: signing out', () => {
  it('forgets tokens and cached uploads at once, then revokes the refresh token in the background', async () => {
    const { session, cognito, storage } = setup();
    await session.signIn(EMAIL, 'correct horse');
    storage.setItem('wallet.upload.aadhaar-front', 'upload-id-2');
    cognito.script('RevokeToken', 'network-down', {
      error: 'InternalErrorException',
      message: 'x',
      status: 500,
    });
    await session.signOut();
    expect(readSession(CLIENT_ID, storage)).toBeNull();
    expect(
      storage.keys().filter((key) => key.startsWith('wallet.upload.') || key.startsWith('CognitoIdentity')),
    ).toEqual([]);
    expect(session.currentUser()).toBeNull();
    expect(await session.revocationsSettled()).toEqual(['revoked']);
    expect(cognito.callsOf('RevokeToken').map((call) => call.body)).toEqual(
      Array(3).fill({ ClientId: CLIENT_ID, Token: 'refresh-1' }),
    );
  });

  it('never makes the person wait for the revocation', async () => {
    const cognito = new FakeCognito();
    const storage = new MemoryStorage();
    const session = new AuthSession({
      clientId: CLIENT_ID,
      endpoint: 'http://cognito.local',
      storage,
      fetch: cognito.fetch,
      now: () => cognito.serverNow * 1000,
      sleep: () => new Promise(() => {}), // a retry that would wait for ever
      random: () => 0.5,
    });
    await session.signIn(EMAIL, 'correct horse');
    cognito.script('RevokeToken', 'network-down');
    await session.signOut();
    expect(session.currentUser()).toBeNull();
  });

  it('signs out everywhere through the API, then Cognito, then locally', async () => {
    const { session, cognito, storage, apiCalls } = setup();
    await session.signIn(EMAIL, 'correct horse');
    const accessToken = await session.getAccessToken();
    storage.setItem('wallet.upload.pan-card', 'upload-id-3');
    await session.signOutEverywhere(`${API_URL}/`);
    expect(apiCalls).toEqual([
      { url: `${API_URL}/me/sign-out-everywhere`, authorization: `Bearer ${accessToken}` },
    ]);
    expect(readSession(CLIENT_ID, storage)).toBeNull();
    expect(storage.getItem('wallet.upload.pan-card')).toBeNull();
    await session.revocationsSettled();
    expect(cognito.callsOf('GlobalSignOut')[0]?.body).toEqual({ AccessToken: accessToken });
  });

  it('keeps the session when the API could not sign out everywhere, so the person can retry', async () => {
    const { session, storage } = setup({ apiStatus: 503 });
    await session.signIn(EMAIL, 'correct horse');
    await expect(session.signOutEverywhere(API_URL)).rejects.toMatchObject({ status: 503 });
    expect(readSession(CLIENT_ID, storage)).not.toBeNull();
  });

  it('finishes locally when the API says this session was already signed out', async () => {
    const { session, storage } = setup({ apiStatus: 401 });
    await session.signIn(EMAIL, 'correct horse');
    await session.signOutEverywhere(API_URL);
    expect(readSession(CLIENT_ID, storage)).toBeNull();
  });
});
