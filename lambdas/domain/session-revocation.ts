/**
 * "Sign out of all devices" takes effect at the API at once. API Gateway's JWT authorizer accepts a
 * signed, unexpired token until it expires (up to an hour), so the API keeps, per customer, the time
 * after which tokens are valid again and refuses anything issued before it.
 *
 * Token `iat` has one-second granularity, so a token issued in the same second as the sign-out cannot
 * be told apart from one issued just before it: it is refused too (sign in again a second later).
 */

/** Seconds since the epoch, the unit of a token's `iat`. */
export const epochSeconds = (time: Date): number => Math.floor(time.getTime() / 1000);

/**
 * Whether a token issued at `issuedAt` (epoch seconds) was signed out. Without a recorded sign-out
 * every token stands; with one, a token whose issue time is missing or unreadable is refused.
 */
export function isTokenRevoked(issuedAt: number, tokensValidAfter: number | undefined): boolean {
  if (tokensValidAfter === undefined) return false;
  if (!Number.isFinite(issuedAt)) return true;
  return issuedAt <= tokensValidAfter;
}
