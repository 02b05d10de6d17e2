/** POST /me/sign-out-everywhere — ends the caller's sessions on every device, this one included. */

import { accountRoutes } from '../../contract/routes/account';
import { recordTokensValidAfter } from '../adapters/session-repository';
import { revokeRefreshTokens } from '../adapters/user-sessions';
import { signOutEverywhere } from '../domain/sign-out-everywhere';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

const deps = { recordTokensValidAfter, revokeRefreshTokens, now: () => new Date() };

export const handler = apiHandler(accountRoutes.signOutEverywhere, async ({ caller }) => {
  await signOutEverywhere(caller, deps);
  return noContent();
});
