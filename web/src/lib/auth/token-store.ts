/**
 * Where the browser keeps a signed-in person's Cognito tokens: localStorage, per app client and per
 * username, in the key layout the Cognito SDKs use (`CognitoIdentityServiceProvider.<clientId>.…`),
 * so the last user is remembered across reloads and several people can share one browser.
 */
export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface StoredSession extends StoredTokens {
  username: string;
  /** Seconds to add to the device clock to get the server's clock (see token-expiry.ts). */
  clockDrift: number;
}

const TOKEN_NAMES = ['idToken', 'accessToken', 'refreshToken'] as const;

const prefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}`;
const lastUserKey = (clientId: string) => `${prefix(clientId)}.LastAuthUser`;
const userKey = (clientId: string, username: string, name: string) =>
  `${prefix(clientId)}.${username}.${name}`;

/** What is stored for the last signed-in user, token by token: any of them may be missing. */
export type StoredUser = { username: string; clockDrift: number } & {
  [name in (typeof TOKEN_NAMES)[number]]: string | null;
};

export function readStoredUser(clientId: string, storage: Storage = localStorage): StoredUser | null {
  const username = storage.getItem(lastUserKey(clientId));
  if (!username) return null;
  const [idToken = null, accessToken = null, refreshToken = null] = TOKEN_NAMES.map((name) =>
    storage.getItem(userKey(clientId, username, name)),
  );
  const clockDrift = Number(storage.getItem(userKey(clientId, username, 'clockDrift')) ?? 0);
  return {
    username,
    idToken,
    accessToken,
    refreshToken,
    clockDrift: Number.isFinite(clockDrift) ? clockDrift : 0,
  };
}

/** The last signed-in user's session, when every token is there. */
export function readSession(clientId: string, storage: Storage = localStorage): StoredSession | null {
  const user = readStoredUser(clientId, storage);
  if (!user?.idToken || !user.accessToken || !user.refreshToken) return null;
  return { ...user, idToken: user.idToken, accessToken: user.accessToken, refreshToken: user.refreshToken };
}

/** Keeps a newly learned clock drift with the signed-in user's session. */
export function writeClockDrift(clientId: string, clockDrift: number, storage: Storage = localStorage): void {
  const username = storage.getItem(lastUserKey(clientId));
  if (username) storage.setItem(userKey(clientId, username, 'clockDrift'), String(clockDrift));
}

export function writeSession(
  clientId: string,
  session: StoredSession,
  storage: Storage = localStorage,
): void {
  storage.setItem(lastUserKey(clientId), session.username);
  for (const name of TOKEN_NAMES) storage.setItem(userKey(clientId, session.username, name), session[name]);
  storage.setItem(userKey(clientId, session.username, 'clockDrift'), String(session.clockDrift));
}

/** Forgets the signed-in user's tokens (sign-out, or a refresh the service refused). */
export function clearSession(clientId: string, storage: Storage = localStorage): void {
  const username = storage.getItem(lastUserKey(clientId));
  if (username) {
    for (const name of [...TOKEN_NAMES, 'clockDrift']) storage.removeItem(userKey(clientId, username, name));
  }
  storage.removeItem(lastUserKey(clientId));
}
