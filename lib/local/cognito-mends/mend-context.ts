/**
 * What every mended operation shares: cognito-local's pools, a way to pass a call through to it, the
 * token checks the service makes and cognito-local skips, and the registry of issued sessions.
 */
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import type { CognitoLocal } from '../cognito-local';
import { SessionRegistry } from './session-registry';
import { decodeJwt, nowSeconds, signedAccessTokenClaims } from './tokens';
import { CognitoWireError, type Json } from './wire';

export interface CognitoMendsOptions {
  cognito: CognitoLocal;
  issuer: (poolId: string) => string;
  /** File keeping revocations across restarts; memory only when absent. */
  sessionsFile?: string;
  log: (line: string) => void;
}

/** One mended operation: takes the request body, answers the response body or throws a wire error. */
export type Operation = (request: Json) => Promise<Json>;

export type MendContext = ReturnType<typeof createMendContext>;

export function createMendContext(options: CognitoMendsOptions) {
  const { cognito } = options;
  /** cognito-local's services want a context with a logger; the mends log through `options.log`. */
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
    const claims = signedAccessTokenClaims(token);
    if (!claims) throw new CognitoWireError('NotAuthorizedException', 'Invalid Access Token');
    if (Number(claims.exp) <= nowSeconds())
      throw new CognitoWireError('NotAuthorizedException', 'Access Token has expired');
    if (sessions.isAccessRevoked(String(claims.jti)))
      throw new CognitoWireError('NotAuthorizedException', 'Access Token has been revoked');
    return claims;
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

  /** Passes an operation through to cognito-local over its wire protocol. */
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

  /** The user a request names by `Username`, or UserNotFoundException as the service says it. */
  const userNamedIn = async (request: Json) => {
    const pool = await poolFor(request);
    const user = pool && (await pool.getUserByUsername(ctx, String(request.Username)));
    if (!pool || !user) throw new CognitoWireError('UserNotFoundException', 'User does not exist.');
    return { pool, user };
  };

  return { cognito, ctx, sessions, poolFor, checkAccessToken, checkRefreshToken, forward, userNamedIn };
}
