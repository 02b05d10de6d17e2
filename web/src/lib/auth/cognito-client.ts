/**
 * Cognito's user-pool API, spoken directly: JSON 1.1 over POST, the operation in `x-amz-target`. The
 * public client needs no AWS signature for these calls. Hand-written instead of aws-amplify (~5 KB
 * instead of ~42 KB gzip), which also gives exact control over refresh, clock skew and revocation.
 */
import { AuthError, networkError } from './auth-error';

export interface CognitoClientOptions {
  /** The local stand-in's URL, or the regional endpoint (see cognitoEndpoint). */
  endpoint: string;
  clientId: string;
  fetch?: typeof fetch;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  /** Absent from a refresh unless the pool rotates refresh tokens. */
  RefreshToken?: string;
  ExpiresIn?: number;
}

export interface CodeDelivery {
  CodeDeliveryDetails?: { Destination?: string; DeliveryMedium?: string; AttributeName?: string };
}

export function cognitoEndpoint(config: { region: string; cognito: { endpoint?: string } }): string {
  return config.cognito.endpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
}

/** `com.amazonaws.cognito…#NotAuthorizedException` and `NotAuthorizedException:` both name the same. */
const exceptionName = (type: string) => type.split('#').pop()?.split(':')[0] ?? type;

export function createCognitoClient(options: CognitoClientOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const url = options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`;
  const { clientId } = options;

  async function call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
        cache: 'no-store',
      });
    } catch {
      throw networkError();
    }
    const text = await response.text().catch(() => '');
    let answer: Record<string, unknown> = {};
    try {
      answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A proxy's HTML error page: described by the status below.
    }
    if (response.ok) return answer as T;
    const type = answer.__type ?? answer.code ?? response.headers.get('x-amzn-errortype');
    const message = answer.message ?? answer.Message;
    throw new AuthError(
      typeof type === 'string' ? exceptionName(type) : 'InternalErrorException',
      typeof message === 'string' ? message : `Cognito answered ${response.status}`,
      response.status,
    );
  }

  return {
    signUp: (email: string, password: string) =>
      call<{ UserConfirmed: boolean; UserSub: string } & CodeDelivery>('SignUp', {
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    confirmSignUp: (email: string, code: string) =>
      call<object>('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code }),
    resendConfirmationCode: (email: string) =>
      call<CodeDelivery>('ResendConfirmationCode', { ClientId: clientId, Username: email }),
    signInWithPassword: async (email: string, password: string) => {
      const answer = await call<{ AuthenticationResult?: AuthenticationResult; ChallengeName?: string }>(
        'InitiateAuth',
        {
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        },
      );
      // The pool asks no challenges (no MFA, no admin-created users); one would be a setup change.
      if (!answer.AuthenticationResult)
        throw new AuthError(
          'UnsupportedChallenge',
          `Sign-in needs a step this app does not offer (${answer.ChallengeName}).`,
        );
      return answer.AuthenticationResult;
    },
    refreshTokens: async (refreshToken: string) => {
      const answer = await call<{ AuthenticationResult?: AuthenticationResult }>('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      if (!answer.AuthenticationResult)
        throw new AuthError('NotAuthorizedException', 'Invalid Refresh Token');
      return answer.AuthenticationResult;
    },
    forgotPassword: (email: string) =>
      call<CodeDelivery>('ForgotPassword', { ClientId: clientId, Username: email }),
    confirmForgotPassword: (email: string, code: string, password: string) =>
      call<object>('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    getUser: (accessToken: string) =>
      call<{ Username: string; UserAttributes: { Name: string; Value: string }[] }>('GetUser', {
        AccessToken: accessToken,
      }),
    revokeToken: (refreshToken: string) =>
      call<object>('RevokeToken', { ClientId: clientId, Token: refreshToken }),
    globalSignOut: (accessToken: string) => call<object>('GlobalSignOut', { AccessToken: accessToken }),
  };
}

export type CognitoClient = ReturnType<typeof createCognitoClient>;
