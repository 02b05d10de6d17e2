/**
 * The checks of API Gateway's JWT authorizer for a Cognito user pool, done locally: RS256 signature
 * by a key in the pool's JWKS, issuer, `aud` (or `client_id` when there is no `aud`) among the
 * configured audiences, and `exp`/`nbf`/`iat` against the clock. It does not consult Cognito, so a
 * revoked but unexpired token still passes — as in the cloud.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

export interface AuthorizedCaller {
  claims: Record<string, unknown>;
  scopes: string[];
}

export type Authorization = { ok: true; caller: AuthorizedCaller } | { ok: false; reason: string };

export function createJwtAuthorizer(options: { issuer: string; audience: string[]; jwks: Jwks }) {
  // JwtVerifier refuses http JWKS URIs, so the keys are loaded once and cached here.
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
  });
  verifier.cacheJwks(options.jwks);

  return (authorizationHeader: string | undefined): Authorization => {
    const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, reason: 'missing token' };
    let payload: Record<string, unknown>;
    try {
      payload = verifier.verifySync(token) as Record<string, unknown>;
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    // API Gateway checks client_id only when the token has no aud (Cognito access tokens).
    const audience = payload.aud ?? payload.client_id;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.some((value) => typeof value === 'string' && options.audience.includes(value)))
      return { ok: false, reason: 'aud/client_id does not match' };
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000)
      return { ok: false, reason: 'token issued in the future' };
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    return { ok: true, caller: { claims: payload, scopes } };
  };
}
