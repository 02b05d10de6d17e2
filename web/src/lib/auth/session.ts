/**
 * The browser's auth engine, framework-free: sign-up and confirmation, sign-in, password reset, the
 * access token for API calls (refreshed silently, judged by the server's clock), and sign-out on this
 * device or everywhere. Everything it touches is injected (fetch, storage, clock), so it runs the same
 * in the browser, in unit tests against a fake Cognito, and in node against the local Cognito.
 */
import { routePath } from '@contract/route-definition';
import { accountRoutes } from '@contract/routes/account';
import { AuthError, EmailNotConfirmedError, isAuthError, networkError, notAuthenticated } from './auth-error';
import { forgetCachedUploads } from './cached-uploads';
import {
  type AuthenticationResult,
  type CognitoClient,
  cognitoEndpoint,
  createCognitoClient,
} from './cognito-client';
import { numericClaim, readClaims } from './jwt-claims';
import { type RetryClock, type RevocationOutcome, revokeWithRetries } from './refresh-token-revocation';
import { driftFromDateHeader, driftFromIssuedAt, expiresSoon } from './token-expiry';
import { clearSession, readStoredUser, type StoredUser, writeClockDrift, writeSession } from './token-store';

export interface CurrentUser {
  /** The user pool's username (the account's stable id, not the email). */
  username: string;
  email: string;
  /** Cognito groups from the ID token: what the screens offer (the API checks groups on every call). */
  groups: string[];
}

/** The parts of the runtime config (`/config.json`) the engine needs. */
export interface AuthConfig {
  region: string;
  cognito: { userPoolClientId: string; endpoint?: string };
}

export interface AuthSessionOptions {
  clientId: string;
  /** Cognito's endpoint: the local stand-in's URL or the regional one (see cognitoEndpoint). */
  endpoint: string;
  storage: Storage;
  fetch?: typeof fetch;
  /** The device clock, in milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** People type `Asha@Gmail.com ` on phones; the account is the same one. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Refusals that mean the refresh token is dead (revoked, expired, or the user is gone). */
const SESSION_OVER = ['NotAuthorizedException', 'UserNotFoundException'];

export class AuthSession {
  private readonly cognito: CognitoClient;
  private readonly clientId: string;
  private readonly storage: Storage;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly retryClock: RetryClock;
  private readonly listeners = new Set<() => void>();
  private readonly revocations = new Set<Promise<RevocationOutcome>>();
  private refreshing: Promise<string> | undefined;
  private snapshot: { idToken: string | null; user: CurrentUser | null } = { idToken: null, user: null };

  constructor(options: AuthSessionOptions) {
    this.clientId = options.clientId;
    this.storage = options.storage;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.retryClock = {
      now: this.now,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      random: options.random ?? Math.random,
    };
    this.cognito = createCognitoClient({
      endpoint: options.endpoint,
      clientId: options.clientId,
      fetch: this.fetch,
    });
  }

  static fromConfig(config: AuthConfig, options: Omit<AuthSessionOptions, 'clientId' | 'endpoint'>) {
    return new AuthSession({
      ...options,
      clientId: config.cognito.userPoolClientId,
      endpoint: cognitoEndpoint(config),
    });
  }

  /** Calls `listener` whenever who is signed in changes (or their tokens do); returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tells listeners to look again, e.g. after another tab changed the stored session. */
  notifyChanged(): void {
    for (const listener of this.listeners) listener();
  }

  async signUp(email: string, password: string): Promise<{ confirmed: boolean; destination?: string }> {
    const answer = await this.cognito.signUp(normalizeEmail(email), password);
    const destination = answer.CodeDeliveryDetails?.Destination;
    return { confirmed: answer.UserConfirmed, ...(destination ? { destination } : {}) };
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.cognito.confirmSignUp(normalizeEmail(email), code.trim());
  }

  async resendCode(email: string): Promise<{ destination?: string }> {
    const destination = (await this.cognito.resendConfirmationCode(normalizeEmail(email))).CodeDeliveryDetails
      ?.Destination;
    return destination ? { destination } : {};
  }

  /**
   * Signs in and keeps the tokens. An unconfirmed account gets a new code and an EmailNotConfirmedError,
   * which the screen answers by going to the code screen.
   */
  async signIn(email: string, password: string): Promise<CurrentUser> {
    const username = normalizeEmail(email);
    let tokens: AuthenticationResult;
    try {
      tokens = await this.cognito.signInWithPassword(username, password);
    } catch (error) {
      if (!isAuthError(error, 'UserNotConfirmedException')) throw error;
      const codeSent = await this.cognito.resendConfirmationCode(username).then(
        () => true,
        () => false,
      );
      throw new EmailNotConfirmedError(username, codeSent);
    }
    if (!tokens.RefreshToken)
      throw new AuthError('InternalErrorException', 'Sign-in gave no refresh token', 500);
    // Someone else signed in on this browser before: their session ends here, uploads included.
    const previous = readStoredUser(this.clientId, this.storage);
    if (previous?.refreshToken) this.revokeInBackground(previous.refreshToken);
    clearSession(this.clientId, this.storage);
    forgetCachedUploads(this.storage);
    this.keep(tokens, tokens.RefreshToken);
    const user = this.currentUser();
    if (!user) throw new AuthError('InternalErrorException', 'Sign-in gave an unreadable ID token', 500);
    return user;
  }

  /**
   * Starts a password reset. Never tells whether the email has an account: the cloud pool already
   * answers as if it had (prevent-user-existence-errors), and an unknown user is treated alike here.
   */
  async forgotPassword(email: string): Promise<void> {
    await this.cognito.forgotPassword(normalizeEmail(email)).catch((error: unknown) => {
      if (!isAuthError(error, 'UserNotFoundException')) throw error;
    });
  }

  async confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void> {
    await this.cognito.confirmForgotPassword(normalizeEmail(email), code.trim(), newPassword);
  }

  /** Who is signed in, from the stored ID token; synchronous, for rendering. Same object until it changes. */
  currentUser = (): CurrentUser | null => {
    const idToken = readStoredUser(this.clientId, this.storage)?.idToken ?? null;
    if (idToken !== this.snapshot.idToken) this.snapshot = { idToken, user: userFromIdToken(idToken) };
    return this.snapshot.user;
  };

  /**
   * The access token for an API call, refreshed first when it expires within two minutes by the
   * server's clock (or when `forceRefresh`, e.g. after the API answered 401). Concurrent callers share
   * one refresh. A refresh the pool refuses ends the session: 'User is not authenticated'.
   */
  async getAccessToken(options: { forceRefresh?: boolean } = {}): Promise<string> {
    const stored = readStoredUser(this.clientId, this.storage);
    if (!stored) throw notAuthenticated();
    if (!stored.accessToken) throw new AuthError('NoAccessToken', 'No Access token available');
    const expiresAt = Math.min(
      numericClaim(readClaims(stored.accessToken), 'exp') ?? 0,
      numericClaim(readClaims(stored.idToken), 'exp') ?? Number.POSITIVE_INFINITY,
    );
    if (!options.forceRefresh && !expiresSoon(expiresAt, this.now(), stored.clockDrift))
      return stored.accessToken;
    this.refreshing ??= this.refresh(stored).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Learns the device clock's drift from a `Date` header of our API (the SPA's API client calls this). */
  recordServerDate(dateHeader: string | null | undefined): void {
    const drift = driftFromDateHeader(dateHeader, this.now());
    const stored = readStoredUser(this.clientId, this.storage);
    if (drift !== undefined && stored && drift !== stored.clockDrift)
      writeClockDrift(this.clientId, drift, this.storage);
  }

  /**
   * Signs out on this device at once (tokens and cached uploads forgotten), then revokes the refresh
   * token in the background, retrying while the network is away; the UI never waits for it.
   */
  async signOut(): Promise<void> {
    const stored = readStoredUser(this.clientId, this.storage);
    this.forget();
    if (stored?.refreshToken) this.revokeInBackground(stored.refreshToken);
  }

  /**
   * Signs out on every device: our API records the cut-off (refusing every token issued so far) and
   * revokes every refresh token; then Cognito's own GlobalSignOut, best-effort, and the local sign-out.
   * If the API call fails, the session stays, so the person can try again.
   */
  async signOutEverywhere(apiUrl: string): Promise<void> {
    const accessToken = await this.getAccessToken();
    let response: Response;
    try {
      response = await this.fetch(
        `${apiUrl.replace(/\/+$/, '')}${routePath(accountRoutes.signOutEverywhere)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
        },
      );
    } catch {
      throw networkError();
    }
    this.recordServerDate(response.headers.get('date'));
    // 401: this session was already signed out (from another device): the local part is all that is left.
    if (!response.ok && response.status !== 401) throw await apiFailure(response);
    this.track(
      this.cognito.globalSignOut(accessToken).then(
        () => 'revoked' as const,
        () => 'refused' as const,
      ),
    );
    this.forget();
  }

  /** Resolves when background revocations have finished (tests, and a page that wants to wait). */
  async revocationsSettled(): Promise<RevocationOutcome[]> {
    return Promise.all(this.revocations);
  }

  private async refresh(stored: StoredUser): Promise<string> {
    if (!stored.refreshToken) {
      this.forget();
      throw notAuthenticated();
    }
    let tokens: AuthenticationResult;
    try {
      tokens = await this.cognito.refreshTokens(stored.refreshToken);
    } catch (error) {
      if (!isAuthError(error) || !SESSION_OVER.includes(error.name)) throw error;
      if (this.stillCurrent(stored.refreshToken)) this.forget();
      throw notAuthenticated();
    }
    // Signed out (here or in another tab) while the refresh was out: its tokens must not come back.
    if (!this.stillCurrent(stored.refreshToken)) throw notAuthenticated();
    this.keep(tokens, tokens.RefreshToken ?? stored.refreshToken);
    return tokens.AccessToken;
  }

  private stillCurrent(refreshToken: string): boolean {
    return readStoredUser(this.clientId, this.storage)?.refreshToken === refreshToken;
  }

  /** Stores fresh tokens, learning the clock drift from the new access token's issue time. */
  private keep(tokens: AuthenticationResult, refreshToken: string): void {
    const access = readClaims(tokens.AccessToken);
    const id = readClaims(tokens.IdToken);
    const username = String(access?.username ?? id?.['cognito:username'] ?? id?.email ?? '');
    if (!username) throw new AuthError('InternalErrorException', 'Tokens without a username', 500);
    writeSession(
      this.clientId,
      {
        username,
        idToken: tokens.IdToken,
        accessToken: tokens.AccessToken,
        refreshToken,
        clockDrift: driftFromIssuedAt(numericClaim(access, 'iat'), this.now()) ?? 0,
      },
      this.storage,
    );
    this.notifyChanged();
  }

  private forget(): void {
    clearSession(this.clientId, this.storage);
    forgetCachedUploads(this.storage);
    this.notifyChanged();
  }

  private revokeInBackground(refreshToken: string): void {
    this.track(revokeWithRetries(() => this.cognito.revokeToken(refreshToken), this.retryClock));
  }

  private track(work: Promise<RevocationOutcome>): void {
    const settled = work.catch((): RevocationOutcome => 'refused');
    this.revocations.add(settled);
    void settled.finally(() => this.revocations.delete(settled));
  }
}

function userFromIdToken(idToken: string | null): CurrentUser | null {
  const claims = readClaims(idToken);
  const username = claims?.['cognito:username'];
  const email = claims?.email;
  const groups = claims?.['cognito:groups'];
  return typeof username === 'string' && typeof email === 'string'
    ? {
        username,
        email,
        groups: Array.isArray(groups) ? groups.filter((group) => typeof group === 'string') : [],
      }
    : null;
}

async function apiFailure(response: Response): Promise<AuthError> {
  const problem = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
  const detail =
    typeof problem?.detail === 'string'
      ? problem.detail
      : 'Something went wrong on our side. Please try again in a moment.';
  return new AuthError(
    response.status >= 500 ? 'InternalErrorException' : 'ApiError',
    detail,
    response.status,
  );
}
