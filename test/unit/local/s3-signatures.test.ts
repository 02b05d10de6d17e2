/**
 * The local S3's signature check against what the AWS SDK really sends: header-signed calls and
 * presigned URLs made by the SDK's own signer pass; a changed key, method, header, a wrong secret, a
 * missing signature or an expired URL is refused as S3 refuses it.
 */

import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3SignatureRefusal } from '../../../lib/local/s3-signatures';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const endpoint = 'http://localhost:14569';
const client = (secretAccessKey = credentials.secretAccessKey) =>
  new S3Client({
    endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

/** An incoming request as the front server would see it, from a URL and headers. */
function incoming(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  const target = new URL(url);
  const message = Readable.from([]) as unknown as IncomingMessage;
  message.method = method;
  message.url = `${target.pathname}${target.search}`;
  message.headers = {
    host: target.host,
    ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
  };
  return message;
}

/** What the SDK sends for a command: its signed HTTP request, captured before it goes out. */
async function sentBy(s3: S3Client, command: PutObjectCommand | GetObjectCommand): Promise<IncomingMessage> {
  let captured: IncomingMessage | undefined;
  s3.middlewareStack.add(
    (_next) => async (args) => {
      const request = args.request as {
        method: string;
        path: string;
        query: Record<string, string>;
        headers: Record<string, string>;
      };
      const query = new URLSearchParams(request.query).toString().replaceAll('+', '%20');
      captured = incoming(
        request.method,
        `${endpoint}${request.path}${query ? `?${query}` : ''}`,
        request.headers,
      );
      return { response: { statusCode: 200, headers: {}, body: Readable.from([]) }, output: {} } as never;
    },
    { step: 'finalizeRequest', priority: 'low', name: 'capture' },
  );
  await s3.send(command as never).catch(() => undefined);
  if (!captured) throw new Error('nothing captured');
  return captured;
}

const key = 'private/ap-south-1:asha/kyc/front 1.png';

describe('the local S3 signature check', () => {
  it('accepts what the SDK signs in the Authorization header', async () => {
    const request = await sentBy(client(), new GetObjectCommand({ Bucket: 'wallet-uploads', Key: key }));
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(s3SignatureRefusal(request, credentials)).toBeUndefined();
  });

  it('refuses the same request signed with another secret, or with a header changed', async () => {
    const wrong = await sentBy(
      client('not-the-secret'),
      new GetObjectCommand({ Bucket: 'wallet-uploads', Key: key }),
    );
    expect(s3SignatureRefusal(wrong, credentials)?.code).toBe('SignatureDoesNotMatch');
    const changed = await sentBy(client(), new GetObjectCommand({ Bucket: 'wallet-uploads', Key: key }));
    changed.url = (changed.url ?? '').replace('asha', 'ravi');
    expect(s3SignatureRefusal(changed, credentials)?.code).toBe('SignatureDoesNotMatch');
  });

  it('accepts a presigned GET, PUT and part upload as the browser sends them', async () => {
    for (const command of [
      new GetObjectCommand({ Bucket: 'wallet-uploads', Key: key }),
      new PutObjectCommand({ Bucket: 'wallet-uploads', Key: key, ContentType: 'image/png' }),
      new UploadPartCommand({ Bucket: 'wallet-uploads', Key: key, UploadId: 'abc~1', PartNumber: 2 }),
    ]) {
      const url = await getSignedUrl(client(), command as never, { expiresIn: 900 });
      const method = command instanceof GetObjectCommand ? 'GET' : 'PUT';
      const headers: Record<string, string> =
        command instanceof PutObjectCommand ? { 'content-type': 'image/png' } : {};
      expect(s3SignatureRefusal(incoming(method, url, headers), credentials), url).toBeUndefined();
    }
  });

  it('refuses a presigned URL with its key, method or expiry changed, or past its expiry', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: 'wallet-uploads', Key: key }), {
      expiresIn: 60,
    });
    const otherKey = url.replace('asha', 'ravi');
    expect(s3SignatureRefusal(incoming('GET', otherKey), credentials)?.code).toBe('SignatureDoesNotMatch');
    expect(s3SignatureRefusal(incoming('DELETE', url), credentials)?.code).toBe('SignatureDoesNotMatch');
    expect(
      s3SignatureRefusal(
        incoming('GET', url.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800')),
        credentials,
      )?.code,
    ).toBe('SignatureDoesNotMatch');
    const later = new Date(Date.now() + 61_000);
    expect(s3SignatureRefusal(incoming('GET', url), credentials, later)?.message).toBe('Request has expired');
  });

  it('refuses a request with no signature, another access key, or a query that does not decode', () => {
    expect(s3SignatureRefusal(incoming('GET', `${endpoint}/wallet-uploads/${key}`), credentials)?.code).toBe(
      'AccessDenied',
    );
    expect(
      s3SignatureRefusal(
        incoming('GET', `${endpoint}/wallet-uploads/x`, {
          authorization: `AWS4-HMAC-SHA256 Credential=AKIAOTHER/20261125/ap-south-1/s3/aws4_request, SignedHeaders=host, Signature=${'0'.repeat(64)}`,
          'x-amz-date': '20261125T000000Z',
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        }),
        credentials,
      )?.code,
    ).toBe('InvalidAccessKeyId');
    expect(
      s3SignatureRefusal(
        incoming('GET', `${endpoint}/wallet-uploads/x?X-Amz-Signature=%E0%A4%A`),
        credentials,
      )?.code,
    ).toBe('AccessDenied');
  });

  it('lets a CORS preflight through, as S3 does', () => {
    expect(
      s3SignatureRefusal(incoming('OPTIONS', `${endpoint}/wallet-uploads/${key}`), credentials),
    ).toBeUndefined();
  });
});
