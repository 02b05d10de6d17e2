/**
 * The mending layer: an HTTP server on the public Cognito port that forwards to cognito-local and
 * restores the service's wire contract where cognito-local differs from it. Each mend below names
 * the behaviour of the real service it restores; everything else passes through unchanged.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import type { CognitoLocal } from './cognito-local';
import { listenOnLoopback } from './listen';
import { createGuardedServer } from './request-guard';

type Json = Record<string, unknown>;

/** A Cognito error in its JSON wire format. */
export class CognitoWireError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** Messages the service uses where cognito-local words them differently. */
const serviceMessages: Record<string, string> = {
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  UsernameExistsException: 'An account with the given email already exists.',
  UserNotFoundException: 'User does not exist.',
};

interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/** The service checks new passwords against the pool policy; cognito-local stores any password. */
export function passwordPolicyViolation(password: string, policy: PasswordPolicy): string | undefined {
  const reasons: [boolean | undefined, string][] = [
    [password.length < (policy.MinimumLength ?? 8), 'Password not long enough'],
    [policy.RequireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [policy.RequireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [policy.RequireNumbers && !/[0-9]/.test(password), 'Password must have numeric characters'],
    [
      policy.RequireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password),
      'Password must have symbol characters',
    ],
  ];
  const reason = reasons.find(([violated]) => violated)?.[1];
  return reason ? `Password did not conform with policy: ${reason}` : undefined;
}

/** Which field of which operation carries a new password. */
const newPasswordField: Record<string, (request: Json) => unknown> = {
  SignUp: (request) => request.Password,
  ConfirmForgotPassword: (request) => request.Password,
  ChangePassword: (request) => request.ProposedPassword,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  RespondToAuthChallenge: (request) => (request.ChallengeResponses as Json | undefined)?.NEW_PASSWORD,
};

function decodeJwt(
  token: string,
): { header: Json; payload: Json; signingInput: string; signature: Buffer } | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || signature === undefined) return undefined;
  try {
    return {
      header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Json,
      payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Json,
      signingInput: `${header}.${payload}`,
      signature: Buffer.from(signature, 'base64url'),
    };
  } catch {
    return undefined;
  }
}

const publicKeyFile = createRequire(import.meta.url).resolve(
  'cognito-local/lib/keys/cognitoLocal.public.json',
);
const signingKey = createPublicKey({
  key: (JSON.parse(readFileSync(publicKeyFile, 'utf8')) as { jwk: Json }).jwk as never,
  format: 'jwk',
});

const nowSeconds = () => Date.now() / 1000;

/**
 * Who was signed in with which tokens, so RevokeToken and GlobalSignOut can revoke the access
 * tokens issued from a refresh token, as the service does (cognito-local only forgets the refresh token).
 */
interface SessionState {
  /** refresh token jti → { sub, access token jtis issued from it, refresh expiry } */
  sessions: Record<string, { sub: string; accessJtis: string[]; expiresAt: number }>;
  revokedAccessJtis: Record<string, number>;
  revokedRefreshJtis: Record<string, number>;
}

class SessionRegistry {
  private state: SessionState = { sessions: {}, revokedAccessJtis: {}, revokedRefreshJtis: {} };

  constructor(private readonly file?: string) {
    if (file) {
      try {
        this.state = JSON.parse(readFileSync(file, 'utf8')) as SessionState;
      } catch {
        // first run
      }
    }
  }

  issued(refreshToken: string, accessToken: string) {
    const refresh = decodeJwt(refreshToken)?.payload;
    const access = decodeJwt(accessToken)?.payload;
    if (typeof refresh?.jti !== 'string' || typeof access?.jti !== 'string') return;
    const session = this.state.sessions[refresh.jti] ?? {
      sub: String(access.sub),
      accessJtis: [],
      expiresAt: Number(refresh.exp),
    };
    session.accessJtis.push(access.jti);
    this.state.sessions[refresh.jti] = session;
    this.save();
  }

  revokeSession(refreshToken: string) {
    const jti = decodeJwt(refreshToken)?.payload.jti;
    if (typeof jti !== 'string') return;
    const session = this.state.sessions[jti];
    this.state.revokedRefreshJtis[jti] = session?.expiresAt ?? nowSeconds() + 30 * 86400;
    for (const accessJti of session?.accessJtis ?? [])
      this.state.revokedAccessJtis[accessJti] = session?.expiresAt ?? 0;
    delete this.state.sessions[jti];
    this.save();
  }

  revokeAllOf(sub: string, presentedAccessJti?: string) {
    if (presentedAccessJti) this.state.revokedAccessJtis[presentedAccessJti] = nowSeconds() + 86400;
    for (const [jti, session] of Object.entries(this.state.sessions)) {
      if (session.sub !== sub) continue;
      this.state.revokedRefreshJtis[jti] = session.expiresAt;
      for (const accessJti of session.accessJtis) this.state.revokedAccessJtis[accessJti] = session.expiresAt;
      delete this.state.sessions[jti];
    }
    this.save();
  }

  isAccessRevoked = (jti: string) => jti in this.state.revokedAccessJtis;
  isRefreshRevoked = (jti: string) => jti in this.state.revokedRefreshJtis;

  private save() {
    // Forget what can no longer be presented anyway.
    const now = nowSeconds();
    for (const map of [this.state.revokedAccessJtis, this.state.revokedRefreshJtis])
      for (const [jti, until] of Object.entries(map)) if (until < now) delete map[jti];
    for (const [jti, session] of Object.entries(this.state.sessions))
      if (session.expiresAt < now) delete this.state.sessions[jti];
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.state));
  }
}

export interface CognitoMendsOptions {
  cognito: CognitoLocal;
  issuer: (poolId: string) => string;
  /** File keeping revocations across restarts; memory only when absent. */
  sessionsFile?: string;
  log: (line: string) => void;
}

export function createCognitoMends(options: CognitoMendsOptions) {
  const { cognito } = options;
  const ctx = { logger: { debug() {}, info() {}, warn() {}, error() {} } } as never;
  const sessions = new SessionRegistry(options.sessionsFile);

  const poolFor = async (request: Json, tokenClientId?: unknown): Promise<UserPoolService | undefined> => {
    const services = cognito.services.cognito;
    if (typeof request.UserPoolId === 'string') return services.getUserPool(ctx, request.UserPoolId);
    const clientId = request.ClientId ?? tokenClientId;
    if (typeof clientId === 'string') return services.getUserPoolForClientId(ctx, clientId);
    return undefined;
  };

  /** The service refuses a bad, expired, foreign or revoked access token; cognito-local only decodes it. */
  const checkAccessToken = (token: unknown): Json => {
    const decoded = typeof token === 'string' ? decodeJwt(token) : undefined;
    const valid =
      decoded?.header.alg === 'RS256' &&
      decoded.payload.token_use === 'access' &&
      verify('RSA-SHA256', Buffer.from(decoded.signingInput), signingKey, decoded.signature);
    if (!decoded || !valid) throw new CognitoWireError('NotAuthorizedException', 'Invalid Access Token');
    if (Number(decoded.payload.exp) <= nowSeconds())
      throw new CognitoWireError('NotAuthorizedException', 'Access Token has expired');
    if (sessions.isAccessRevoked(String(decoded.payload.jti)))
      throw new CognitoWireError('NotAuthorizedException', 'Access Token has been revoked');
    return decoded.payload;
  };

  /** The service checks refresh tokens for expiry and revocation before issuing new tokens. */
  const checkRefreshToken = (token: unknown) => {
    const payload = typeof token === 'string' ? decodeJwt(token)?.payload : undefined;
    if (!payload) throw new CognitoWireError('NotAuthorizedException', 'Invalid Refresh Token');
    if (sessions.isRefreshRevoked(String(payload.jti)))
      throw new CognitoWireError('NotAuthorizedException', 'Refresh Token has been revoked');
    if (Number(payload.exp) <= nowSeconds())
      throw new CognitoWireError('NotAuthorizedException', 'Refresh Token has expired');
  };

  /** Added: the "send the code again" link of the confirm screen; cognito-local lacks the call. */
  const resendConfirmationCode = async (request: Json): Promise<Json> => {
    const pool = await poolFor(request);
    const user = pool && (await pool.getUserByUsername(ctx, String(request.Username)));
    if (!pool || !user) throw new CognitoWireError('UserNotFoundException', 'User does not exist.');
    if (user.UserStatus === 'CONFIRMED')
      throw new CognitoWireError('InvalidParameterException', 'User is already confirmed.');
    const email =
      user.Attributes.find((attribute) => attribute.Name === 'email')?.Value ?? String(request.Username);
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = cognito.services.otp();
    await cognito.services.messages.deliver(
      ctx,
      'ResendCode',
      String(request.ClientId),
      pool.options.Id,
      user,
      code,
      undefined,
      delivery as never,
    );
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    return { CodeDeliveryDetails: delivery };
  };

  const forward = async (operation: string, request: Json): Promise<Json> => {
    const response = await fetch(cognito.internalUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    const body = (text ? JSON.parse(text) : {}) as Json;
    if (!response.ok) {
      const type = String(body.__type ?? body.code ?? 'InternalErrorException');
      throw new CognitoWireError(type, String(body.message ?? 'Internal error'), response.status);
    }
    return body;
  };

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
    checkRefreshToken(refreshToken);
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

  /** The service masks where the code went (`a***@e***`); cognito-local shows the full address. */
  const maskDelivery = (answer: Json): Json => {
    const details = answer.CodeDeliveryDetails as Json | undefined;
    if (typeof details?.Destination === 'string') details.Destination = maskEmail(details.Destination);
    return answer;
  };

  /**
   * With PreventUserExistenceErrors the service answers as if a code was sent to an unknown user,
   * so the screens cannot be used to find out who has an account.
   */
  const withoutUserExistence = (call: (request: Json) => Promise<Json>) => async (request: Json) =>
    maskDelivery(
      await call(request).catch((error: unknown) => {
        if (!(error instanceof CognitoWireError) || error.type !== 'UserNotFoundException') throw error;
        return {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: String(request.Username),
          },
        };
      }),
    );

  /** The service refuses an auth flow the app client does not allow; cognito-local runs any it knows. */
  const assertFlowAllowed = async (request: Json) => {
    const client = await cognito.services.cognito.getAppClient(ctx, String(request.ClientId));
    const allowed = client?.ExplicitAuthFlows ?? [];
    const flow = String(request.AuthFlow);
    const alias = flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow;
    if (client && !allowed.includes(`ALLOW_${alias}`))
      throw new CognitoWireError('InvalidParameterException', `${flow} flow not enabled for this client`);
  };

  const operations: Record<string, (request: Json) => Promise<Json>> = {
    async SignUp(request) {
      return maskDelivery(await forward('SignUp', request));
    },
    ForgotPassword: withoutUserExistence((request) => forward('ForgotPassword', request)),
    ResendConfirmationCode: withoutUserExistence(resendConfirmationCode),

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

    /** Added: signs the user out everywhere — every refresh token and the access tokens issued from them. */
    async GlobalSignOut(request) {
      const claims = checkAccessToken(request.AccessToken);
      const pool = await poolFor({}, claims.client_id);
      const user = pool && (await pool.getUserByUsername(ctx, String(claims.username ?? claims.sub)));
      if (!pool || !user) throw new CognitoWireError('NotAuthorizedException', 'Invalid Access Token');
      await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      sessions.revokeAllOf(String(claims.sub), String(claims.jti));
      return {};
    },

    /** Added: the API's "sign out of all devices", as an administrator; cognito-local lacks the call. */
    async AdminUserGlobalSignOut(request) {
      const pool = await poolFor(request);
      const user = pool && (await pool.getUserByUsername(ctx, String(request.Username)));
      if (!pool || !user) throw new CognitoWireError('UserNotFoundException', 'User does not exist.');
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

    /** With email as a verified attribute, confirming the sign-up code verifies the email. */
    async ConfirmSignUp(request) {
      const answer = await forward('ConfirmSignUp', request);
      const pool = await poolFor(request);
      const user = pool && (await pool.getUserByUsername(ctx, String(request.Username)));
      if (pool && user) {
        const attributes = user.Attributes.filter((attribute) => attribute.Name !== 'email_verified');
        await pool.saveUser(ctx, {
          ...user,
          Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }],
        });
      }
      return answer;
    },

    /** A wrong current password is NotAuthorizedException in the service. */
    async ChangePassword(request) {
      return forward('ChangePassword', request).catch((error: unknown) => {
        if (error instanceof CognitoWireError && error.type === 'InvalidPasswordException')
          throw new CognitoWireError('NotAuthorizedException', INCORRECT_CREDENTIALS);
        throw error;
      });
    },
  };

  const handle = async (operation: string, request: Json): Promise<Json> => {
    const claims = 'AccessToken' in request ? checkAccessToken(request.AccessToken) : undefined;
    const password = newPasswordField[operation]?.(request);
    if (typeof password === 'string') {
      const policy = (await poolFor(request, claims?.client_id))?.options.Policies?.PasswordPolicy;
      const violation = passwordPolicyViolation(password, policy ?? {});
      if (violation) throw new CognitoWireError('InvalidPasswordException', violation);
    }
    return (operations[operation] ?? ((body: Json) => forward(operation, body)))(request);
  };

  return { handle };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

/** The service answers a body that is not a JSON object with SerializationException, not a 500. */
function parseRequestBody(body: string): Json {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : {};
  } catch {
    throw new CognitoWireError('SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new CognitoWireError('SerializationException', 'The request body must be a JSON object.');
  return parsed as Json;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date',
};

/** Answers like the service: JSON 1.1 bodies, errors as `{__type, message}` with `x-amzn-ErrorType`. */
export async function startCognitoMends(port: number, options: CognitoMendsOptions) {
  const mends = createCognitoMends(options);
  const server = createGuardedServer('cognito', options.log, async (request, response: ServerResponse) => {
    const requestId = randomUUID();
    const target = request.headers['x-amz-target'];
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    const discovery = /^\/([\w-]+)\/\.well-known\/openid-configuration$/.exec(request.url ?? '');
    if (request.method === 'GET' && discovery?.[1]) {
      // cognito-local names port 9229 here whatever its port; the issuer must match the tokens.
      const issuer = options.issuer(discovery[1]);
      response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        }),
      );
      return;
    }
    if (request.method !== 'POST' || typeof target !== 'string') {
      // JWKS, OpenID configuration and health come straight from cognito-local.
      const answer = await fetch(`${options.cognito.internalUrl}${request.url ?? '/'}`).catch(
        () => undefined,
      );
      response.writeHead(answer?.status ?? 502, {
        ...corsHeaders,
        'content-type': answer?.headers.get('content-type') ?? 'text/plain',
      });
      response.end(answer ? Buffer.from(await answer.arrayBuffer()) : 'cognito-local is not answering');
      return;
    }
    const operation = target.split('.').pop() ?? '';
    try {
      const result = await mends.handle(operation, parseRequestBody(await readBody(request)));
      response.writeHead(200, {
        ...corsHeaders,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
      });
      response.end(JSON.stringify(result));
    } catch (error) {
      const wire =
        error instanceof CognitoWireError
          ? error
          : new CognitoWireError('InternalErrorException', (error as Error).message, 500);
      const message = serviceMessages[wire.type] ?? wire.message;
      if (wire.status >= 500) options.log(`${operation} failed: ${(error as Error).stack ?? wire.message}`);
      else options.log(`${operation} → ${wire.type}: ${message}`);
      response.writeHead(wire.status, {
        ...corsHeaders,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
        'x-amzn-errortype': `${wire.type}:`,
        // A header may carry only visible ASCII here; the body keeps the message as it is.
        'x-amzn-errormessage': message.replace(/[^\x20-\x7e]/g, '?'),
      });
      response.end(JSON.stringify({ __type: wire.type, message }));
    }
  });
  const closeServer = await listenOnLoopback(server, port);
  return {
    url: `http://localhost:${port}`,
    stop: closeServer,
  };
}
