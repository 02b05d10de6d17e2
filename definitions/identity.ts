/**
 * How long the SPA client's tokens last, in both worlds. The API's JWT authorizer cannot see
 * revocations, so a leaked access token works until it expires: 15 minutes bounds that for a wallet
 * that moves money. The SPA refreshes silently, and a revocable 30-day refresh token keeps a returning
 * customer signed in for a month.
 */
export const tokenValidity = {
  accessTokenMinutes: 15,
  idTokenMinutes: 15,
  refreshTokenDays: 30,
} as const;

/**
 * The scope every Cognito access token from USER_PASSWORD_AUTH carries and ID tokens lack. API
 * Gateway's JWT authorizer cannot tell an access token from an ID token by itself (both are signed
 * by the pool and name the client), so every route requires this scope: only access tokens open the
 * API. The local HTTP API requires the same.
 */
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';
