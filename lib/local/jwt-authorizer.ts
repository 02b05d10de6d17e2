/**
 * The checks of API Gateway's JWT authorizer for a Cognito user pool, done locally: RS256 signature
 * by a key in the pool's JWKS, issuer, `aud` (or `client_id` when there is no `aud`) among the
 * configured audiences, `exp`/`nbf`/`iat` against the clock, and the route's required scope. It does
 * not consult Cognito, so a revoked but unexpired token still passes — as in the cloud.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import {
  JwtExpiredError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  KidNotFoundInJwksError,
} from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';

export interface AuthorizedCaller {
  claims: Record<string, unknown>;
  scopes: string[];
}

/**
 * Why a token was refused, in API Gateway's own words (its `WWW-Authenticate` error_description).
 * Only these fixed sentences reach a response header: the verifier's message quotes the token, and a
 * header with a character Node refuses would throw while answering.
 */
export const refusalDescriptions = {
  missing: 'the token is missing',
  malformed: 'the token is malformed',
  signature: 'the token does not have a valid signature',
  expired: 'the token has expired',
  'not-yet-valid': 'the token is not valid yet',
  'issued-in-future': 'the token was issued in the future',
  issuer: 'the token does not have a valid issuer',
  audience: 'the token does not have a valid audience',
  scope: 'the token does not have a required scope',
} as const;

export type AuthorizerRefusal = keyof typeof refusalDescriptions;

export type Authorization =
  | { ok: true; caller: AuthorizedCaller }
  | {
      ok: false;
      refusal: AuthorizerRefusal;
      /** The verifier's own explanation, for the log only: it may quote any part of the token. */
      detail?: string;
    };

function refusalOf(error: unknown): AuthorizerRefusal {
  if (error instanceof JwtExpiredError) return 'expired';
  if (error instanceof JwtNotBeforeError) return 'not-yet-valid';
  if (error instanceof JwtInvalidIssuerError) return 'issuer';
  if (
    error instanceof JwtInvalidSignatureError ||
    error instanceof JwtInvalidSignatureAlgorithmError ||
    error instanceof KidNotFoundInJwksError
  )
    return 'signature';
  return 'malformed';
}

export function createJwtAuthorizer(options: {
  issuer: string;
  audience: string[];
  jwks: Jwks;
  /** API Gateway's authorization scopes: a token must carry at least one (see definitions/identity.ts). */
  requiredScopes: readonly string[];
}) {
  // JwtVerifier refuses http JWKS URIs, so the keys are loaded once and cached here.
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
  });
  verifier.cacheJwks(options.jwks);

  return (authorizationHeader: string | undefined): Authorization => {
    const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, refusal: 'missing' };
    let payload: Record<string, unknown>;
    try {
      payload = verifier.verifySync(token) as Record<string, unknown>;
    } catch (error) {
      return { ok: false, refusal: refusalOf(error), detail: String((error as Error)?.message ?? error) };
    }
    // A token without an expiry would open the API for ever; API Gateway requires `exp`, the verifier
    // only checks it when present.
    if (typeof payload.exp !== 'number') return { ok: false, refusal: 'malformed' };
    // API Gateway checks client_id only when the token has no aud (Cognito access tokens).
    const audience = payload.aud ?? payload.client_id;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.some((value) => typeof value === 'string' && options.audience.includes(value)))
      return { ok: false, refusal: 'audience' };
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000)
      return { ok: false, refusal: 'issued-in-future' };
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    if (options.requiredScopes.length > 0 && !options.requiredScopes.some((scope) => scopes.includes(scope)))
      return { ok: false, refusal: 'scope' };
    return { ok: true, caller: { claims: payload, scopes } };
  };
}
