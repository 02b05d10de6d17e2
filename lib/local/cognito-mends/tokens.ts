/** Reading and checking the tokens cognito-local issues, with its own signing key. */
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Json } from './wire';

export const nowSeconds = () => Date.now() / 1000;

export function decodeJwt(
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

/** The claims of an access token signed by cognito-local, or undefined for anything else. */
export function signedAccessTokenClaims(token: unknown): Json | undefined {
  const decoded = typeof token === 'string' ? decodeJwt(token) : undefined;
  const valid =
    decoded?.header.alg === 'RS256' &&
    decoded.payload.token_use === 'access' &&
    verify('RSA-SHA256', Buffer.from(decoded.signingInput), signingKey, decoded.signature);
  return valid ? decoded.payload : undefined;
}
