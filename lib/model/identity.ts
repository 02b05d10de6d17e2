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
