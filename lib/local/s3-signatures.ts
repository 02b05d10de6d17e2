/**
 * AWS Signature Version 4 as S3 checks it, for the local S3's front server: s3rver checks no signature,
 * so without this a presigned URL with its key changed (another customer's ID image) or a request with
 * no signature at all would be served. Both kinds S3 accepts are verified: the Authorization header the
 * SDK sends, and the query of a presigned URL the browser uses. The canonical request follows AWS's
 * documented algorithm (S3's variant: the path is signed as sent, not encoded again).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3's error codes for what it refuses before looking at the bucket. */
export type S3SignatureRefusal = {
  code: 'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'AuthorizationQueryParametersError';
  message: string;
};

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** How far a request's clock may be from ours, as S3 allows (RequestTimeTooSkewed beyond it). */
const MAX_SKEW_MS = 15 * 60 * 1000;

interface SignedParts {
  accessKeyId: string;
  /** `20261125/ap-south-1/s3/aws4_request` */
  scope: string;
  date: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Query parameters taking part in the canonical query (all but the signature itself). */
  query: [string, string][];
  expiresSeconds?: number;
}

/** RFC 3986 encoding as SigV4 wants it: every byte but A–Z a–z 0–9 - _ . ~ escaped, upper-case hex. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function parseQuery(raw: string): [string, string][] | undefined {
  if (raw === '') return [];
  try {
    return raw.split('&').map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
  } catch {
    return undefined;
  }
}

const refusal = (code: S3SignatureRefusal['code'], message: string): S3SignatureRefusal => ({
  code,
  message,
});

function credentialParts(credential: string, accessKeyId: string) {
  const [key, date, region, service, terminator, ...rest] = credential.split('/');
  if (!key || !date || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length > 0)
    return refusal(
      'AuthorizationQueryParametersError',
      'The credential is not key/date/region/s3/aws4_request.',
    );
  if (key !== accessKeyId)
    return refusal('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  return { accessKeyId: key, date, scope: `${date}/${region}/s3/aws4_request` };
}

/** The parts of a request signed in its Authorization header. */
function fromHeader(
  request: IncomingMessage,
  authorization: string,
  query: [string, string][],
  accessKeyId: string,
): SignedParts | S3SignatureRefusal {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization.trim(),
    );
  if (!match)
    return refusal('AccessDenied', 'The authorization header is not an AWS4-HMAC-SHA256 signature.');
  const credential = credentialParts(match[1] as string, accessKeyId);
  if ('code' in credential) return credential;
  const amzDate = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || typeof payloadHash !== 'string')
    return refusal('AccessDenied', 'A signed request carries x-amz-date and x-amz-content-sha256.');
  return {
    ...credential,
    amzDate,
    signedHeaders: (match[2] as string).split(';'),
    signature: match[3] as string,
    payloadHash,
    query,
  };
}

/** The parts of a presigned URL, signed in its query. */
function fromQuery(query: [string, string][], accessKeyId: string): SignedParts | S3SignatureRefusal {
  const parameter = (name: string) => query.find(([key]) => key === name)?.[1];
  const [credential, amzDate, expires, signedHeaders, signature] = [
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ].map(parameter);
  if (parameter('X-Amz-Algorithm') !== ALGORITHM || !credential || !amzDate || !signedHeaders || !signature)
    return refusal(
      'AuthorizationQueryParametersError',
      'A presigned URL carries X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-SignedHeaders and X-Amz-Signature.',
    );
  if (!/^[0-9a-f]{64}$/.test(signature))
    return refusal(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  const parts = credentialParts(credential, accessKeyId);
  if ('code' in parts) return parts;
  const expiresSeconds = expires === undefined ? undefined : Number(expires);
  if (
    expiresSeconds !== undefined &&
    !(Number.isInteger(expiresSeconds) && expiresSeconds > 0 && expiresSeconds <= 604_800)
  )
    return refusal('AuthorizationQueryParametersError', 'X-Amz-Expires must be 1 to 604800 seconds.');
  return {
    ...parts,
    amzDate,
    signedHeaders: signedHeaders.split(';'),
    signature,
    payloadHash: UNSIGNED_PAYLOAD,
    query: query.filter(([key]) => key !== 'X-Amz-Signature'),
    ...(expiresSeconds !== undefined ? { expiresSeconds } : {}),
  };
}

/** `20261125T041200Z` as a Date, or undefined. */
function amzDateOf(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function canonicalRequest(request: IncomingMessage, path: string, parts: SignedParts): string | undefined {
  const headers: string[] = [];
  for (const name of parts.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return undefined;
    const joined = Array.isArray(value) ? value.join(',') : value;
    headers.push(`${name}:${joined.trim().replace(/\s+/g, ' ')}\n`);
  }
  const query = parts.query
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [
    request.method,
    path,
    query,
    headers.join(''),
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function signatureOf(secretAccessKey: string, parts: SignedParts, canonical: string): string {
  const [date, region] = parts.scope.split('/') as [string, string];
  const stringToSign = [
    ALGORITHM,
    parts.amzDate,
    parts.scope,
    createHash('sha256').update(canonical, 'utf8').digest('hex'),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

/**
 * Undefined when the request is signed by the credentials and in date; otherwise S3's refusal. A
 * preflight (OPTIONS) carries no signature, as a browser sends none.
 */
export function s3SignatureRefusal(
  request: IncomingMessage,
  credentials: S3Credentials,
  now: Date = new Date(),
): S3SignatureRefusal | undefined {
  if (request.method === 'OPTIONS') return undefined;
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = parseQuery(mark < 0 ? '' : url.slice(mark + 1));
  if (!query) return refusal('AccessDenied', 'The query string is not valid percent-encoding.');
  const authorization = request.headers.authorization;
  const presigned = query.some(([name]) => name === 'X-Amz-Signature' || name === 'X-Amz-Algorithm');
  if (!authorization && !presigned) return refusal('AccessDenied', 'Anonymous access is not allowed.');
  const parts = authorization
    ? fromHeader(request, authorization, query, credentials.accessKeyId)
    : fromQuery(query, credentials.accessKeyId);
  if ('code' in parts) return parts;
  const signedAt = amzDateOf(parts.amzDate);
  if (!signedAt || parts.amzDate.slice(0, 8) !== parts.date)
    return refusal('AccessDenied', 'The request date does not match the credential scope.');
  if (parts.expiresSeconds !== undefined) {
    if (now.getTime() > signedAt.getTime() + parts.expiresSeconds * 1000)
      return refusal('AccessDenied', 'Request has expired');
  } else if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
    return refusal(
      'AccessDenied',
      'The difference between the request time and the current time is too large.',
    );
  }
  if (!parts.signedHeaders.includes('host'))
    return refusal('AccessDenied', 'The signature must cover the host header.');
  const canonical = canonicalRequest(request, path, parts);
  if (!canonical) return refusal('SignatureDoesNotMatch', 'A header the signature names is missing.');
  const expected = Buffer.from(signatureOf(credentials.secretAccessKey, parts, canonical));
  const given = Buffer.from(parts.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return refusal(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  return undefined;
}
