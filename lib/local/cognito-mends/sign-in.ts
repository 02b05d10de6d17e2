/** Mends of signing in and refreshing: the service's errors, answer fields and refresh-token checks. */
import type { MendContext, Operation } from './mend-context';
import { decodeJwt } from './tokens';
import { CognitoWireError, INCORRECT_CREDENTIALS, type Json } from './wire';

export function signInOperations(context: MendContext): Record<string, Operation> {
  const { cognito, ctx, sessions, forward } = context;

  /** The service answers with ExpiresIn and TokenType; cognito-local leaves them out. */
  const completeAuthenticationResult = (result: Json | undefined) => {
    if (!result || typeof result.AccessToken !== 'string') return;
    const access = decodeJwt(result.AccessToken)?.payload;
    result.ExpiresIn = Number(access?.exp) - Number(access?.iat);
    result.TokenType = 'Bearer';
    for (const key of Object.keys(result))
      if (result[key] === undefined || result[key] === null) delete result[key];
  };

  const refreshFlow = async (request: Json, refreshToken: unknown): Promise<Json> => {
    context.checkRefreshToken(refreshToken);
    const answer = await forward('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }).catch((error: unknown) => {
      if (error instanceof CognitoWireError && error.type === 'NotAuthorizedException')
        throw new CognitoWireError('NotAuthorizedException', 'Invalid Refresh Token');
      throw error;
    });
    const result = answer.AuthenticationResult as Json | undefined;
    completeAuthenticationResult(result);
    if (typeof result?.AccessToken === 'string') sessions.issued(String(refreshToken), result.AccessToken);
    return answer;
  };

  /** The service refuses an auth flow the app client does not allow; cognito-local runs any it knows. */
  const assertFlowAllowed = async (request: Json) => {
    const client = await cognito.services.cognito.getAppClient(ctx, String(request.ClientId));
    const allowed = client?.ExplicitAuthFlows ?? [];
    const flow = String(request.AuthFlow);
    const alias = flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow;
    if (client && !allowed.includes(`ALLOW_${alias}`))
      throw new CognitoWireError('InvalidParameterException', `${flow} flow not enabled for this client`);
  };

  return {
    async InitiateAuth(request) {
      await assertFlowAllowed(request);
      const parameters = (request.AuthParameters ?? {}) as Json;
      if (request.AuthFlow === 'REFRESH_TOKEN_AUTH' || request.AuthFlow === 'REFRESH_TOKEN')
        return refreshFlow(request, parameters.REFRESH_TOKEN);
      const answer = await forward('InitiateAuth', request).catch((error: unknown) => {
        // The service says the same for an unknown user and a wrong password (no user enumeration);
        // cognito-local answers InvalidPasswordException for the latter.
        if (
          error instanceof CognitoWireError &&
          (error.type === 'InvalidPasswordException' || error.type === 'NotAuthorizedException')
        )
          throw new CognitoWireError('NotAuthorizedException', INCORRECT_CREDENTIALS);
        throw error;
      });
      const result = answer.AuthenticationResult as Json | undefined;
      completeAuthenticationResult(result);
      if (typeof result?.RefreshToken === 'string' && typeof result.AccessToken === 'string')
        sessions.issued(result.RefreshToken, result.AccessToken);
      return answer;
    },

    /** Added: aws-amplify 6.22 refreshes sessions with it; cognito-local lacks it. */
    async GetTokensFromRefreshToken(request) {
      const answer = await refreshFlow(request, request.RefreshToken);
      return { AuthenticationResult: answer.AuthenticationResult };
    },
  };
}
