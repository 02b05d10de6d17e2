/**
 * Uploads against the local stack: the API presigns, the test sends the bytes straight to the local
 * S3 through the presigned URLs (as the browser does), and the API completes, checks and cleans up.
 * s3rver does not check SigV4 signatures, so a tampered URL is a cloud test; everything else is here.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import {
  CompleteUploadResponseSchema,
  DownloadUrlResponseSchema,
  ListPartsResponseSchema,
  SignPartsResponseSchema,
  StartUploadResponseSchema,
  uploadMessages,
} from '../../contract/uploads';
import { userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

const PART = 5_242_880;
const TWELVE_MB = 12_000_000;

let asha: SignedInCustomer;
let ravi: SignedInCustomer;
let ashaId: string;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
  ashaId = userIdOf(asha);
});

const post = (path: string, body: unknown, customer = asha) =>
  callApi('POST', path, { token: customer.accessToken, body });

async function start(size: number, contentType = 'image/jpeg', customer = asha) {
  const response = await post(
    '/uploads',
    { purpose: 'kyc-front', fileName: 'front.jpg', contentType, size },
    customer,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return StartUploadResponseSchema.parse(response.body);
}

async function startMultipart(size: number, customer = asha) {
  const started = await start(size, 'image/jpeg', customer);
  if (started.mode !== 'multipart') throw new Error(`expected multipart, got ${started.mode}`);
  return started;
}

async function signPart(key: string, uploadId: string, partNumber: number) {
  const response = await post('/uploads/parts', { key, uploadId, partNumbers: [partNumber] });
  expect(response.status).toBe(200);
  const url = SignPartsResponseSchema.parse(response.body).urls[0]?.url;
  if (!url) throw new Error('no part URL');
  return url;
}

/** PUTs one part through its presigned URL, as the browser does, and returns the ETag. */
async function putPart(key: string, uploadId: string, partNumber: number, body: Uint8Array<ArrayBuffer>) {
  const response = await fetch(await signPart(key, uploadId, partNumber), { method: 'PUT', body });
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error('no ETag');
  return { partNumber, etag };
}

/** A copy of one part's bytes (a copy has its own ArrayBuffer, as fetch's types want). */
const partOf = (file: Buffer, partNumber: number) =>
  new Uint8Array(file.subarray((partNumber - 1) * PART, partNumber * PART));

const expectProblem = (response: { status: number; body: unknown }, status: number, detail?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const problem = ProblemSchema.parse(response.body);
  if (detail) expect(problem.detail).toBe(detail);
  return problem;
};

async function download(key: string) {
  const response = await post('/uploads/download-url', { key });
  expect(response.status).toBe(200);
  const { url } = DownloadUrlResponseSchema.parse(response.body);
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

describe('a file of 5 MB or less: one presigned PUT', () => {
  it('stores the file under the caller’s own KYC folder and completes with the size checked', async () => {
    const file = randomBytes(200_000);
    const started = await start(file.length, 'image/png');
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    expect(started.key).toMatch(new RegExp(`^private/${ashaId}/kyc/kyc-front/[0-9a-f-]{36}\\.png$`));
    // The cloud refuses a PUT of another type or length than the API was told about.
    const signedHeaders = new URL(started.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signedHeaders).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(new URL(started.url).searchParams.get('X-Amz-Expires')).toBe('900');
    // No empty-body checksum in the URL, which would make S3 refuse the real file.
    expect(started.url).not.toMatch(/x-amz-checksum/i);

    const put = await fetch(started.url, { method: 'PUT', headers: started.headers, body: file });
    expect(put.status).toBe(200);
    const completed = await post('/uploads/complete', { key: started.key, size: file.length });
    expect(CompleteUploadResponseSchema.parse(completed.body)).toEqual({
      key: started.key,
      size: file.length,
    });
    expect(Buffer.from(await download(started.key)).equals(file)).toBe(true);
  });

  it('uses a single PUT up to exactly 5 MiB and multipart from one byte more', async () => {
    expect((await start(PART)).mode).toBe('single');
    expect((await start(PART + 1)).mode).toBe('multipart');
  });

  it('refuses a single PUT of another length than the one signed, as S3 does, and stores nothing', async () => {
    const started = await start(1000);
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    const put = await fetch(started.url, { method: 'PUT', headers: started.headers, body: randomBytes(999) });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expectProblem(await post('/uploads/complete', { key: started.key, size: 1000 }), 404);
    expectProblem(await post('/uploads/download-url', { key: started.key }), 404);
  });

  it('says 404 when completing before anything was uploaded', async () => {
    const started = await start(1000);
    expectProblem(await post('/uploads/complete', { key: started.key, size: 1000 }), 404);
  });
});

describe('the largest ID document accepted', () => {
  it('takes a scan of 100 MB, in twenty parts of 5 MiB', async () => {
    const started = await startMultipart(100 * 1024 * 1024);
    expect(started.partCount).toBe(20);
  });
});

describe('a 12 MB file: multipart through presigned part URLs', () => {
  it('uploads three parts, lists the first two midway, completes, and reads back the same bytes', async () => {
    const file = randomBytes(TWELVE_MB);
    const { key, uploadId, partSize, partCount } = await startMultipart(file.length);
    expect({ partSize, partCount }).toEqual({ partSize: PART, partCount: 3 });

    const first = await Promise.all([1, 2].map((n) => putPart(key, uploadId, n, partOf(file, n))));
    const listed = await post('/uploads/list-parts', { key, uploadId });
    expect(listed.status).toBe(200);
    expect(ListPartsResponseSchema.parse(listed.body).parts).toEqual([
      { partNumber: 1, etag: first[0]?.etag, size: PART },
      { partNumber: 2, etag: first[1]?.etag, size: PART },
    ]);

    const last = await putPart(key, uploadId, 3, partOf(file, 3));
    const completed = await post('/uploads/complete', {
      key,
      uploadId,
      parts: [...first, last],
      size: file.length,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(CompleteUploadResponseSchema.parse(completed.body)).toEqual({ key, size: TWELVE_MB });
    expect(Buffer.from(await download(key)).equals(file)).toBe(true);
    // The upload is over: its id no longer lists parts.
    expectProblem(await post('/uploads/list-parts', { key, uploadId }), 404);
  });

  it('signs part URLs for 15 minutes', async () => {
    const { key, uploadId } = await startMultipart(TWELVE_MB);
    const url = new URL(await signPart(key, uploadId, 2));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('partNumber')).toBe('2');
    expect(url.searchParams.get('uploadId')).toBe(uploadId);
    expect(url.search).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
  });

  it('detects a size mismatch when the declared size differs, and deletes the object', async () => {
    const file = randomBytes(PART + 1000);
    const { key, uploadId } = await startMultipart(file.length);
    const parts = await Promise.all([1, 2].map((n) => putPart(key, uploadId, n, partOf(file, n))));
    const completed = await post('/uploads/complete', { key, uploadId, parts, size: file.length + 1 });
    expectProblem(completed, 400, uploadMessages.sizeMismatch);
    expectProblem(await post('/uploads/download-url', { key }), 404);
  });

  it('refuses to complete with a part that was never uploaded', async () => {
    const file = randomBytes(PART + 1000);
    const { key, uploadId } = await startMultipart(file.length);
    const first = await putPart(key, uploadId, 1, partOf(file, 1));
    const completed = await post('/uploads/complete', {
      key,
      uploadId,
      parts: [first, { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' }],
      size: file.length,
    });
    expect(completed.status).toBeGreaterThanOrEqual(400);
    expect(completed.status).toBeLessThan(500);
  });

  it('abort cleans up: no part is left and the upload id is gone', async () => {
    const file = randomBytes(PART + 1000);
    const { key, uploadId } = await startMultipart(file.length);
    await putPart(key, uploadId, 1, partOf(file, 1));
    const aborted = await post('/uploads/abort', { key, uploadId });
    expect(aborted.status).toBe(204);
    expectProblem(await post('/uploads/list-parts', { key, uploadId }), 404);
    // Aborting again is harmless: the upload is already gone.
    expect((await post('/uploads/abort', { key, uploadId })).status).toBe(204);
  });
});

describe('the local S3 lets the SPA send parts and read their ETags', () => {
  it('answers the preflight of a part PUT from the app origin and exposes ETag', async () => {
    const appOrigin = inject('stack').appUrl;
    const { key, uploadId } = await startMultipart(TWELVE_MB);
    const url = await signPart(key, uploadId, 1);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: appOrigin, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const put = await fetch(url, { method: 'PUT', headers: { origin: appOrigin }, body: randomBytes(PART) });
    expect(put.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(put.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });

  it('lets the SPA send the signed headers of a single PUT: content type and original name', async () => {
    const appOrigin = inject('stack').appUrl;
    const started = await start(1000, 'image/png');
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    expect(Object.keys(started.headers).sort()).toEqual(['content-type', 'x-amz-meta-original-name']);
    const preflight = await fetch(started.url, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': Object.keys(started.headers).join(','),
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase();
    expect(allowed).toContain('content-type');
    expect(allowed).toContain('x-amz-meta-original-name');
  });
});

describe('another customer’s keys and key tricks', () => {
  let ashasKey: string;
  let ashasUploadId: string;
  beforeAll(async () => {
    const started = await startMultipart(TWELVE_MB);
    ashasKey = started.key;
    ashasUploadId = started.uploadId;
  });

  const routesWithKeys = (key: string, uploadId: string): [string, unknown][] => [
    ['/uploads/parts', { key, uploadId, partNumbers: [1] }],
    ['/uploads/list-parts', { key, uploadId }],
    ['/uploads/complete', { key, uploadId, parts: [{ partNumber: 1, etag: 'x' }], size: 10 }],
    ['/uploads/complete', { key, size: 10 }],
    ['/uploads/abort', { key, uploadId }],
    ['/uploads/download-url', { key }],
  ];

  it('refuses Ravi every route on Asha’s key with 403, and her upload is untouched', async () => {
    for (const [path, body] of routesWithKeys(ashasKey, ashasUploadId))
      expectProblem(await post(path, body, ravi), 403, 'You can only reach your own files.');
    expect((await post('/uploads/list-parts', { key: ashasKey, uploadId: ashasUploadId })).status).toBe(200);
  });

  it.each([
    ['parent traversal', (own: string) => `${own}../${ashaId}/kyc/kyc-front/x.jpg`],
    ['encoded traversal', (own: string) => `${own}%2e%2e/${ashaId}/x.jpg`],
    ['backslashes', (own: string) => `${own.replaceAll('/', '\\')}x.jpg`],
    ['full-width solidus', (own: string) => `${own}\uff0e\uff0e\uff0f${ashaId}/x.jpg`],
    ['an absolute URL', (own: string) => `https://evil.example/${own}x.jpg`],
    ['a leading slash', (own: string) => `/${own}x.jpg`],
  ])('refuses %s on every route with 403', async (_, trick) => {
    const raviId = userIdOf(ravi);
    const key = trick(`private/${raviId}/`);
    for (const [path, body] of routesWithKeys(key, ashasUploadId))
      expectProblem(await post(path, body, ravi), 403);
  });
});

describe('download links', () => {
  let key: string;
  let bytes: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    const started = await start(10, 'application/pdf');
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    bytes = new Uint8Array(randomBytes(10));
    await fetch(started.url, { method: 'PUT', headers: started.headers, body: bytes });
    key = started.key;
  });

  it('open only the object they were signed for, as S3 checks the signature', async () => {
    // Ravi's own link, with its key changed to Asha's file, and Asha's file asked for with no signature.
    const ravis = await start(10, 'application/pdf', ravi);
    if (ravis.mode !== 'single') throw new Error('expected a single PUT');
    const tampered = ravis.url.replace(encodeURI(ravis.key), encodeURI(key));
    expect(tampered).not.toBe(ravis.url);
    const unsigned = `${new URL(ravis.url).origin}${new URL(tampered).pathname}`;
    for (const [method, url] of [
      ['PUT', tampered],
      ['GET', tampered],
      ['GET', unsigned],
      ['DELETE', unsigned],
      ['PUT', unsigned],
    ] as const) {
      const answer = await fetch(url, { method, ...(method === 'PUT' ? { body: 'overwritten' } : {}) });
      expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 });
      expect(await answer.text()).toMatch(/<Code>(SignatureDoesNotMatch|AccessDenied)<\/Code>/);
    }
    const link = DownloadUrlResponseSchema.parse((await post('/uploads/download-url', { key })).body);
    expect(new Uint8Array(await (await fetch(link.url)).arrayBuffer())).toEqual(bytes);
  });

  it('last 900 seconds by default', async () => {
    const response = await post('/uploads/download-url', { key });
    const link = DownloadUrlResponseSchema.parse(response.body);
    expect(link.expiresIn).toBe(900);
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('may last up to 604800 seconds and no more', async () => {
    const week = await post('/uploads/download-url', { key, expiresIn: 604_800 });
    expect(DownloadUrlResponseSchema.parse(week.body).expiresIn).toBe(604_800);
    const problem = expectProblem(await post('/uploads/download-url', { key, expiresIn: 604_801 }), 400);
    expect(problem.errors?.expiresIn).toBe('A link can last at most 604800 seconds');
  });
});

describe('bad requests get a clear 4xx, never a 500', () => {
  it.each([
    [
      'an unaccepted type',
      { purpose: 'kyc-front', fileName: 'a.gif', contentType: 'image/gif', size: 10 },
      'contentType',
    ],
    [
      'an empty file',
      { purpose: 'kyc-front', fileName: 'a.jpg', contentType: 'image/jpeg', size: 0 },
      'size',
    ],
    [
      'a file over the limit of 100 MB',
      { purpose: 'kyc-front', fileName: 'a.jpg', contentType: 'image/jpeg', size: 100 * 1024 * 1024 + 1 },
      'size',
    ],
    [
      'an unknown purpose',
      { purpose: 'selfie', fileName: 'a.jpg', contentType: 'image/jpeg', size: 10 },
      'purpose',
    ],
  ])('refuses to start with %s', async (_, body, field) => {
    const problem = expectProblem(await post('/uploads', body), 400);
    expect(problem.errors?.[field]).toBeTypeOf('string');
  });

  it('refuses a body that is not JSON or is missing', async () => {
    const notJson = await callApi('POST', '/uploads', {
      token: asha.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(notJson, 400);
    expectProblem(await post('/uploads/parts', { key: 'x' }), 400);
  });

  it('refuses part numbers outside 1–10000', async () => {
    const { key, uploadId } = await startMultipart(TWELVE_MB);
    expectProblem(await post('/uploads/parts', { key, uploadId, partNumbers: [0] }), 400);
    expectProblem(await post('/uploads/parts', { key, uploadId, partNumbers: [10_001] }), 400);
  });

  it('says 404 for list-parts of an upload that never existed under the caller’s key', async () => {
    const { key } = await startMultipart(TWELVE_MB);
    expectProblem(await post('/uploads/list-parts', { key, uploadId: 'ffffffff' }), 404);
  });

  it('refuses every upload route without a token before any handler runs', async () => {
    for (const path of [
      '/uploads',
      '/uploads/parts',
      '/uploads/list-parts',
      '/uploads/complete',
      '/uploads/abort',
      '/uploads/download-url',
    ]) {
      const response = await callApi('POST', path, { body: {} });
      expect(response.status).toBe(401);
    }
  });
});

describe('an upload id belongs to the customer who started it, under the key it was started for', () => {
  /** Every route that takes an upload id, with the rest of its body filled in. */
  const routesWithUploadId = (key: string, uploadId: string): [string, unknown][] => [
    ['/uploads/parts', { key, uploadId, partNumbers: [1] }],
    ['/uploads/list-parts', { key, uploadId }],
    ['/uploads/complete', { key, uploadId, parts: [{ partNumber: 1, etag: '"x"' }], size: PART + 1000 }],
    ['/uploads/abort', { key, uploadId }],
    // Deleting an upload in progress from the documents list aborts it.
    ['/documents/delete', { key, uploadId }],
  ];
  const aborts = ['/uploads/abort', '/documents/delete'];

  it('refuses Ravi every route with his own key and Asha’s upload id; Asha still completes it', async () => {
    const file = randomBytes(PART + 1000);
    const ashas = await startMultipart(file.length);
    const first = await putPart(ashas.key, ashas.uploadId, 1, partOf(file, 1));
    const ravis = await startMultipart(file.length, ravi);

    for (const [path, body] of routesWithUploadId(ravis.key, ashas.uploadId))
      expectProblem(await post(path, body, ravi), 403, 'This upload belongs to someone else.');

    const listed = await post('/uploads/list-parts', { key: ashas.key, uploadId: ashas.uploadId });
    expect(ListPartsResponseSchema.parse(listed.body).parts).toEqual([
      { partNumber: 1, etag: first.etag, size: PART },
    ]);
    const second = await putPart(ashas.key, ashas.uploadId, 2, partOf(file, 2));
    const completed = await post('/uploads/complete', {
      key: ashas.key,
      uploadId: ashas.uploadId,
      parts: [first, second],
      size: file.length,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(Buffer.from(await download(ashas.key)).equals(file)).toBe(true);
  });

  it('says 404 on every route for an upload id nobody started', async () => {
    const { key } = await startMultipart(TWELVE_MB);
    for (const [path, body] of routesWithUploadId(key, `${randomBytes(16).toString('hex')}`))
      expectProblem(await post(path, body), 404);
  });

  it('says 404 on every route for Asha’s upload id under another of her keys', async () => {
    const [started, other] = await Promise.all([startMultipart(TWELVE_MB), startMultipart(TWELVE_MB)]);
    for (const [path, body] of routesWithUploadId(other.key, started.uploadId))
      expectProblem(await post(path, body), 404);
    expect((await post('/uploads/list-parts', { key: started.key, uploadId: started.uploadId })).status).toBe(
      200,
    );
  });

  it('ends the upload id when the upload completes: a repeated complete gives the same answer', async () => {
    const file = randomBytes(PART + 1000);
    const { key, uploadId } = await startMultipart(file.length);
    const parts = await Promise.all([1, 2].map((n) => putPart(key, uploadId, n, partOf(file, n))));
    const complete = () => post('/uploads/complete', { key, uploadId, parts, size: file.length });
    expect((await complete()).body).toEqual({ key, size: file.length });

    expectProblem(await post('/uploads/parts', { key, uploadId, partNumbers: [1] }), 404);
    expectProblem(await post('/uploads/list-parts', { key, uploadId }), 404);
    expectProblem(await post('/uploads/abort', { key, uploadId }), 404);
    expectProblem(await post('/documents/delete', { key, uploadId }), 404);
    // A retry of a complete whose answer was lost on the way finds the work done.
    const repeated = await complete();
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    expect(repeated.body).toEqual({ key, size: file.length });
    expect(Buffer.from(await download(key)).equals(file)).toBe(true);
  });

  it('ends the upload id when the upload is aborted: it can no longer be signed, listed or completed', async () => {
    const { key, uploadId } = await startMultipart(TWELVE_MB);
    expect((await post('/uploads/abort', { key, uploadId })).status).toBe(204);
    for (const [path, body] of routesWithUploadId(key, uploadId).filter(([path]) => !aborts.includes(path)))
      expectProblem(await post(path, body), 404);
  });
});
