/**
 * POST /me/sign-out-everywhere: ends every session of the caller on every device. The API's own
 * cut-off is recorded first, because it is what refuses the tokens already out there; then the user
 * pool revokes the refresh tokens, so no device can mint new ones. A failure of the second step fails
 * the request, and calling again repeats both steps harmlessly.
 */
import type { Caller } from './open-profile';
import { epochSeconds } from './session-revocation';

export interface SignOutEverywhereDependencies {
  recordTokensValidAfter(userId: string, epochSeconds: number): Promise<void>;
  revokeRefreshTokens(username: string): Promise<void>;
  now(): Date;
}

export async function signOutEverywhere(caller: Caller, deps: SignOutEverywhereDependencies): Promise<void> {
  await deps.recordTokensValidAfter(caller.userId, epochSeconds(deps.now()));
  await deps.revokeRefreshTokens(caller.username);
}
