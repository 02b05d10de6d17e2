/**
 * Token surgery for authorizer tests: decode a real token, and re-sign altered claims with the local
 * Cognito's own signing key, so a test can build a token that is valid in every way but one.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Json = Record<string, unknown>;

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function decodeToken(token: string): { header: Json; payload: Json } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
  };
}

function localCognitoKey(): KeyObject {
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: Json };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

export function signToken(header: Json, payload: Json, key: KeyObject = localCognitoKey()): string {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${base64url(sign('RSA-SHA256', Buffer.from(signingInput), key))}`;
}

/** The same token with some claims changed, properly signed by the local Cognito's key. */
export function resignWith(token: string, changes: Json): string {
  const { header, payload } = decodeToken(token);
  return signToken(header, { ...payload, ...changes });
}

/** The same claims signed by a key the user pool never published. */
export function signWithStrangerKey(token: string): string {
  const { header, payload } = decodeToken(token);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signToken(header, payload, privateKey);
}

/** Changes a claim without re-signing: the signature no longer matches. */
export function tamper(token: string, changes: Json): string {
  const [header, , signature] = token.split('.');
  const { payload } = decodeToken(token);
  return `${header}.${base64url(JSON.stringify({ ...payload, ...changes }))}.${signature}`;
}

/** The same claims under `alg: none` and no signature, which a careless verifier takes as signed. */
export function unsigned(token: string): string {
  const { header, payload } = decodeToken(token);
  return `${base64url(JSON.stringify({ ...header, alg: 'none' }))}.${base64url(JSON.stringify(payload))}.`;
}

/** The same header and claims with one bit of the signature flipped. */
export function withBrokenSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}
