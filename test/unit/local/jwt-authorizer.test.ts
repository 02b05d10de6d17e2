import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwtAuthorizer, refusalDescriptions } from '../../../lib/local/jwt-authorizer';

const issuer = 'http://localhost:19229/local_pool';
const clientId = 'client-1';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const authorize = createJwtAuthorizer({
  issuer,
  audience: [clientId],
  jwks: { keys: [jwk as never] },
  requiredScopes: ['aws.cognito.signin.user.admin'],
});

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function token(claims: Record<string, unknown>, key: KeyObject = privateKey, kid = 'k1') {
  const input = `${b64({ alg: 'RS256', kid })}.${b64({ iss: issuer, iat: now(), exp: now() + 3600, ...claims })}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}
const accessToken = (claims: Record<string, unknown> = {}) =>
  token({
    sub: 'u1',
    client_id: clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    ...claims,
  });

describe('local JWT authorizer (API Gateway rules)', () => {
  it('accepts an access token of this client, with or without the Bearer prefix', () => {
    const result = authorize(`Bearer ${accessToken()}`);
    expect(result).toMatchObject({
      ok: true,
      caller: { claims: { sub: 'u1' }, scopes: ['aws.cognito.signin.user.admin'] },
    });
    expect(authorize(accessToken()).ok).toBe(true);
  });

  it('refuses an ID token of this client: it lacks the scope every route requires', () => {
    expect(authorize(token({ sub: 'u1', aud: clientId, token_use: 'id' }))).toEqual({
      ok: false,
      refusal: 'scope',
    });
    expect(authorize(accessToken({ scope: 'openid email' }))).toMatchObject({ ok: false, refusal: 'scope' });
  });

  it('names each refusal by one of its fixed descriptions, never by text from the token', () => {
    const notUtf8 = `${Buffer.from([0xff, 0xfe]).toString('base64url')}.${Buffer.from([0xc3, 0x28]).toString('base64url')}.c2ln`;
    const strangeKid = token({ sub: 'u1' }, privateKey, 'ключ\u2028"');
    const refusals = ['not.a.jwt', notUtf8, strangeKid, accessToken({ exp: now() - 1 })].map((value) => {
      const result = authorize(`Bearer ${value}`);
      return result.ok ? 'accepted' : result.refusal;
    });
    expect(refusals).toEqual(['malformed', 'malformed', 'signature', 'expired']);
    for (const description of Object.values(refusalDescriptions)) expect(description).toMatch(/^[a-z ]+$/);
  });

  it('refuses a token without an expiry, which would open the API for ever', () => {
    expect(authorize(accessToken({ exp: undefined }))).toEqual({ ok: false, refusal: 'malformed' });
  });

  it('refuses a missing or malformed token', () => {
    expect(authorize(undefined).ok).toBe(false);
    expect(authorize('Bearer ').ok).toBe(false);
    expect(authorize('Bearer not-a-jwt').ok).toBe(false);
  });

  it('refuses another client: aud is checked when present, client_id only when aud is absent', () => {
    expect(authorize(accessToken({ client_id: 'other' })).ok).toBe(false);
    expect(authorize(token({ sub: 'u1', aud: 'other', client_id: clientId })).ok).toBe(false);
  });

  it('refuses another issuer, an expired token, a not-yet-valid token and one issued in the future', () => {
    expect(authorize(accessToken({ iss: 'https://cognito-idp.ap-south-1.amazonaws.com/x' })).ok).toBe(false);
    expect(authorize(accessToken({ exp: now() - 1 })).ok).toBe(false);
    expect(authorize(accessToken({ nbf: now() + 60 })).ok).toBe(false);
    expect(authorize(accessToken({ iat: now() + 60 })).ok).toBe(false);
  });

  it('refuses a token signed by an unpublished key or altered after signing', () => {
    expect(authorize(token({ sub: 'u1', client_id: clientId }, stranger)).ok).toBe(false);
    expect(authorize(token({ sub: 'u1', client_id: clientId }, privateKey, 'unknown-kid')).ok).toBe(false);
    const [header, , signature] = accessToken().split('.');
    const forged = b64({
      iss: issuer,
      sub: 'someone-else',
      client_id: clientId,
      iat: now(),
      exp: now() + 60,
    });
    expect(authorize(`${header}.${forged}.${signature}`).ok).toBe(false);
  });
});
