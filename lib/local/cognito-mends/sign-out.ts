/** Mends of signing out: the calls cognito-local lacks, and revoking the access tokens with the refresh token. */
import type { MendContext, Operation } from './mend-context';
import { CognitoWireError } from './wire';

export function signOutOperations(context: MendContext): Record<string, Operation> {
  const { ctx, sessions, forward } = context;
  return {
    /** Added: signs the user out everywhere — every refresh token and the access tokens issued from them. */
    async GlobalSignOut(request) {
      const claims = context.checkAccessToken(request.AccessToken);
      const pool = await context.poolFor({}, claims.client_id);
      const user = pool && (await pool.getUserByUsername(ctx, String(claims.username ?? claims.sub)));
      if (!pool || !user) throw new CognitoWireError('NotAuthorizedException', 'Invalid Access Token');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      sessions.revokeAllOf(String(claims.sub), String(claims.jti));
      return {};
    },

    /** Added: the API's "sign out of all devices", as an administrator; cognito-local lacks the call. */
    async AdminUserGlobalSignOut(request) {
      const { pool, user } = await context.userNamedIn(request);
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      const sub = user.Attributes.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username;
      sessions.revokeAllOf(sub);
      return {};
    },

    /** The service also revokes the access tokens issued from the refresh token. */
    async RevokeToken(request) {
      const answer = await forward('RevokeToken', request);
      sessions.revokeSession(String(request.Token));
      return answer;
    },
  };
}
