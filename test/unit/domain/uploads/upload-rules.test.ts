import { beforeEach, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../../contract/uploads';
import {
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  ServiceFailureError,
} from '../../../../lambdas/domain/errors';
import { abortUpload } from '../../../../lambdas/domain/uploads/abort-upload';
import { completeUpload } from '../../../../lambdas/domain/uploads/complete-upload';
import { downloadLink } from '../../../../lambdas/domain/uploads/download-link';
import { startUpload } from '../../../../lambdas/domain/uploads/start-upload';
import { listUploadedParts, signParts } from '../../../../lambdas/domain/uploads/upload-parts';
import {
  AnotherPersonsUploadError,
  NoSuchUploadError,
  type UploadDependencies,
} from '../../../../lambdas/domain/uploads/upload-session';
import { FakeUploadSessions } from './fake-upload-sessions';
import { FakeUploadStorage } from './fake-upload-storage';

const caller = { userId: 'user-1', username: 'user-1' };
const PART = 5_242_880;
const jpeg = { purpose: 'kyc-front', fileName: 'front.jpg', contentType: 'image/jpeg' } as const;

const START = new Date('2026-11-23T10:00:00Z');
const DAY_SECONDS = 86_400;

let storage: FakeUploadStorage;
let sessions: FakeUploadSessions;
let clock: Date;
let deps: UploadDependencies;
beforeEach(() => {
  storage = new FakeUploadStorage();
  sessions = new FakeUploadSessions();
  clock = START;
  deps = { storage, sessions, now: () => clock };
});

const start = (size: number, who = caller) =>
  startUpload(who, { ...jpeg, size }, { ...deps, newId: () => 'id-1' });

async function startMultipart(size: number) {
  const started = await start(size);
  if (started.mode !== 'multipart') throw new Error('expected multipart');
  return started;
}

describe('startUpload', () => {
  it('presigns one PUT, signing type and length, for a file of 5 MiB or less', async () => {
    const started = await start(PART);
    expect(started).toMatchObject({
      mode: 'single',
      key: 'private/user-1/kyc/kyc-front/id-1.jpg',
      headers: { 'content-type': 'image/jpeg', 'x-amz-meta-original-name': 'front.jpg' },
    });
    expect(started.mode === 'single' && started.url).toContain(`length=${PART}`);
    expect(started.mode === 'single' && started.url).toContain('expires=900');
  });

  it('keeps the file’s own name, made plain, with the object and never in its key', async () => {
    const fileName = 'C:\\scans/आधार\u202Egpj.exe\u0000 front 🙂.JPG';
    for (const size of [1000, 12_000_000]) {
      const started = await startUpload(
        caller,
        { ...jpeg, fileName, size },
        { ...deps, newId: () => `id-${size}` },
      );
      expect(started.key).toBe(`private/user-1/kyc/kyc-front/id-${size}.jpg`);
      expect(storage.originalNames.get(started.key)).toBe('C:_scans_आधारgpj.exe front 🙂.JPG');
    }
  });

  it('keeps no name when nothing showable is left of it', async () => {
    const started = await startUpload(
      caller,
      { ...jpeg, fileName: ' \u0007.. ', size: 1000 },
      { ...deps, newId: () => 'id-1' },
    );
    expect(started.mode === 'single' && started.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(storage.originalNames.get(started.key)).toBeUndefined();
  });

  it('creates a multipart upload with the part count for a larger file', async () => {
    expect(await start(12_000_000)).toEqual({
      mode: 'multipart',
      key: 'private/user-1/kyc/kyc-front/id-1.jpg',
      uploadId: 'upload-1',
      partSize: PART,
      partCount: 3,
    });
  });

  it('refuses more than 10000 parts before touching storage', async () => {
    await expect(start(10_001 * PART)).rejects.toThrow(uploadMessages.tooManyParts);
    expect(storage.calls).toEqual([]);
  });
});

describe('parts', () => {
  it('signs each asked part once, for 15 minutes', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    const { urls } = await signParts(caller, { key, uploadId, partNumbers: [2, 1, 2] }, deps);
    expect(urls.map((url) => url.partNumber)).toEqual([1, 2]);
    expect(urls[0]?.url).toContain('expires=900');
  });

  it('lists the parts S3 holds, and says 404 once the upload is gone', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.putPart(uploadId, 1, PART);
    expect((await listUploadedParts(caller, { key, uploadId }, deps)).parts).toEqual([
      { partNumber: 1, size: PART, etag: '"etag-1"' },
    ]);
    await expect(listUploadedParts(caller, { key, uploadId: 'gone' }, deps)).rejects.toThrow(NotFoundError);
  });
});

describe('completeUpload', () => {
  it('joins the parts in order and reports the stored size', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.putPart(uploadId, 2, PART);
    storage.putPart(uploadId, 1, PART);
    storage.putPart(uploadId, 3, 12_000_000 - 2 * PART);
    const parts = [3, 1, 2].map((partNumber) => ({ partNumber, etag: `"etag-${partNumber}"` }));
    expect(await completeUpload(caller, { key, uploadId, parts, size: 12_000_000 }, deps)).toEqual({
      key,
      size: 12_000_000,
    });
    expect(storage.calls).toContain('complete upload-1 1,2,3');
  });

  it('deletes a file whose stored size differs from the local one, with the spec’s words', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.putPart(uploadId, 1, PART);
    storage.putPart(uploadId, 2, PART);
    const parts = [1, 2].map((partNumber) => ({ partNumber, etag: `"etag-${partNumber}"` }));
    await expect(completeUpload(caller, { key, uploadId, parts, size: 12_000_000 }, deps)).rejects.toThrow(
      uploadMessages.sizeMismatch,
    );
    expect(storage.objects.has(key)).toBe(false);
  });

  it('checks a single PUT’s size too', async () => {
    storage.objects.set('private/user-1/kyc/kyc-front/a.jpg', 10);
    await expect(
      completeUpload(caller, { key: 'private/user-1/kyc/kyc-front/a.jpg', size: 11 }, deps),
    ).rejects.toThrow(uploadMessages.sizeMismatch);
    await expect(
      completeUpload(caller, { key: 'private/user-1/kyc/kyc-front/never.jpg', size: 11 }, deps),
    ).rejects.toThrow(NotFoundError);
  });

  it('answers a retried complete with the stored file instead of an error', async () => {
    const { key, uploadId } = await startMultipart(6_000_000);
    storage.putPart(uploadId, 1, PART);
    storage.putPart(uploadId, 2, 6_000_000 - PART);
    const parts = [1, 2].map((partNumber) => ({ partNumber, etag: `"etag-${partNumber}"` }));
    await completeUpload(caller, { key, uploadId, parts, size: 6_000_000 }, deps);
    expect(await completeUpload(caller, { key, uploadId, parts, size: 6_000_000 }, deps)).toEqual({
      key,
      size: 6_000_000,
    });
  });

  it('needs the part list, each part once, for a multipart upload', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    await expect(completeUpload(caller, { key, uploadId, size: 1 }, deps)).rejects.toThrow(
      InvalidRequestError,
    );
    const twice = [1, 1].map((partNumber) => ({ partNumber, etag: 'e' }));
    await expect(completeUpload(caller, { key, uploadId, parts: twice, size: 1 }, deps)).rejects.toThrow(
      'Each part number may appear only once.',
    );
  });
});

describe('abortUpload', () => {
  it('aborts and finds no part left', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.putPart(uploadId, 1, PART);
    await abortUpload(caller, { key, uploadId }, deps);
    expect(storage.calls.slice(-2)).toEqual(['abort upload-1', 'listParts upload-1']);
  });

  it('treats an upload S3 no longer knows (its lifecycle rule aborted it) as aborted', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.uploads.delete(uploadId);
    await expect(abortUpload(caller, { key, uploadId }, deps)).resolves.toBeUndefined();
    expect((await sessions.find(uploadId))?.endedAs).toBe('aborted');
  });

  it('answers a repeated abort as the first, and ends the upload for every other call', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    await abortUpload(caller, { key, uploadId }, deps);
    await expect(abortUpload(caller, { key, uploadId }, deps)).resolves.toBeUndefined();
    await expect(signParts(caller, { key, uploadId, partNumbers: [1] }, deps)).rejects.toThrow(
      NoSuchUploadError,
    );
    await expect(listUploadedParts(caller, { key, uploadId }, deps)).rejects.toThrow(NoSuchUploadError);
    await expect(completeUpload(caller, { key, uploadId, size: 1 }, deps)).rejects.toThrow(NoSuchUploadError);
  });

  it('says the clean-up failed when parts remain after the abort', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.putPart(uploadId, 1, PART);
    storage.abortBehaviour = 'keep-parts';
    await expect(abortUpload(caller, { key, uploadId }, deps)).rejects.toThrow(
      new ServiceFailureError(uploadMessages.cleanUpFailed),
    );
  });

  it('reports a storage service that refuses the abort as its failure, not the caller’s', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    storage.abortBehaviour = 'fail';
    await expect(abortUpload(caller, { key, uploadId }, deps)).rejects.toThrow(ServiceFailureError);
  });
});

describe('downloadLink', () => {
  const key = 'private/user-1/kyc/kyc-front/a.jpg';
  beforeEach(() => storage.objects.set(key, 10));

  it('lasts 900 seconds unless asked otherwise, and up to 604800', async () => {
    expect(await downloadLink(caller, { key }, storage)).toMatchObject({ expiresIn: 900 });
    expect(await downloadLink(caller, { key, expiresIn: 604_800 }, storage)).toMatchObject({
      expiresIn: 604_800,
    });
    await expect(downloadLink(caller, { key, expiresIn: 604_801 }, storage)).rejects.toThrow(
      InvalidRequestError,
    );
  });

  it('says 404 for a file that is not there', async () => {
    await expect(downloadLink(caller, { key: `${key}.missing` }, storage)).rejects.toThrow(NotFoundError);
  });
});

describe('every rule refuses another customer’s key before storage is asked anything', () => {
  const theirs = 'private/user-2/kyc/kyc-front/a.jpg';
  it.each([
    ['parts', () => signParts(caller, { key: theirs, uploadId: 'u', partNumbers: [1] }, deps)],
    ['list-parts', () => listUploadedParts(caller, { key: theirs, uploadId: 'u' }, deps)],
    ['complete', () => completeUpload(caller, { key: theirs, size: 1 }, deps)],
    ['abort', () => abortUpload(caller, { key: theirs, uploadId: 'u' }, deps)],
    ['download-url', () => downloadLink(caller, { key: theirs }, storage)],
  ])('%s', async (_, call) => {
    await expect(call()).rejects.toThrow(ForbiddenError);
    expect(storage.calls).toEqual([]);
  });
});

describe('an upload id is bound to the person and key it was started for', () => {
  const other = { userId: 'user-2', username: 'user-2' };
  const routes = (key: string, uploadId: string) =>
    [
      ['parts', () => signParts(other, { key, uploadId, partNumbers: [1] }, deps)],
      ['list-parts', () => listUploadedParts(other, { key, uploadId }, deps)],
      [
        'complete',
        () => completeUpload(other, { key, uploadId, parts: [{ partNumber: 1, etag: 'e' }], size: 1 }, deps),
      ],
      ['abort', () => abortUpload(other, { key, uploadId }, deps)],
    ] as const;

  it('refuses another person’s upload id under their own key, before storage is asked', async () => {
    const { uploadId } = await startMultipart(12_000_000);
    const theirOwn = 'private/user-2/kyc/kyc-front/b.jpg';
    storage.calls.length = 0;
    for (const [, call] of routes(theirOwn, uploadId))
      await expect(call()).rejects.toThrow(AnotherPersonsUploadError);
    expect(storage.calls).toEqual([]);
    expect((await sessions.find(uploadId))?.endedAs).toBeUndefined();
  });

  it('knows no upload id under another key of the same person, nor one never started', async () => {
    const { uploadId } = await startMultipart(12_000_000);
    const otherKey = 'private/user-1/kyc/kyc-front/other.jpg';
    const ask = (key: string, id: string) => [
      signParts(caller, { key, uploadId: id, partNumbers: [1] }, deps),
      listUploadedParts(caller, { key, uploadId: id }, deps),
      completeUpload(caller, { key, uploadId: id, parts: [{ partNumber: 1, etag: 'e' }], size: 1 }, deps),
      abortUpload(caller, { key, uploadId: id }, deps),
    ];
    for (const refused of [
      ...ask(otherKey, uploadId),
      ...ask(otherKey, 'never-started'),
      ...ask(otherKey, 'ü'),
    ])
      await expect(refused).rejects.toThrow(NoSuchUploadError);
  });

  it('forgets an upload a day after it started', async () => {
    const { key, uploadId } = await startMultipart(12_000_000);
    expect((await sessions.find(uploadId))?.expiresAt).toBe(START.getTime() / 1000 + DAY_SECONDS);
    clock = new Date(START.getTime() + (DAY_SECONDS - 1) * 1000);
    await expect(listUploadedParts(caller, { key, uploadId }, deps)).resolves.toEqual({ parts: [] });
    clock = new Date(START.getTime() + DAY_SECONDS * 1000);
    await expect(listUploadedParts(caller, { key, uploadId }, deps)).rejects.toThrow(NoSuchUploadError);
  });

  it('records no session for a single PUT, which has no upload id', async () => {
    await start(1000);
    expect(sessions.byId.size).toBe(0);
  });
});
