/**
 * The browser's upload manager against the real local API and S3 (fetch standing in for
 * XMLHttpRequest): a 12 MB upload cut off by a "reload" resumes from the parts S3 lists, and a
 * cancel leaves no parts behind.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import {
  CompleteUploadResponseSchema,
  DownloadUrlResponseSchema,
  ListPartsResponseSchema,
  SignPartsResponseSchema,
  StartUploadResponseSchema,
} from '../../contract/uploads';
import { MemoryStorage } from '../../web/src/lib/auth/__tests__/memory-storage';
import { UploadManager } from '../../web/src/lib/uploads/upload-manager';
import type { PartSender, UploadApi } from '../../web/src/lib/uploads/upload-types';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

const PART = 5_242_880;

let customer: SignedInCustomer;
beforeAll(async () => {
  customer = await signUpAndSignIn();
});

/** The six calls over HTTP, failing as the SPA's API client does: the problem's detail and the status. */
function httpUploadApi(): UploadApi {
  const post = async <T>(path: string, body: unknown, parse: (value: unknown) => T): Promise<T> => {
    const response = await callApi('POST', path, { token: customer.accessToken, body });
    if (response.status >= 400) {
      const problem = ProblemSchema.safeParse(response.body);
      throw Object.assign(new Error(problem.success ? problem.data.detail : `HTTP ${response.status}`), {
        status: response.status,
      });
    }
    return parse(response.body);
  };
  return {
    start: (request) => post('/uploads', request, StartUploadResponseSchema.parse),
    signParts: (request) => post('/uploads/parts', request, SignPartsResponseSchema.parse),
    listParts: (request) => post('/uploads/list-parts', request, ListPartsResponseSchema.parse),
    complete: (request) => post('/uploads/complete', request, CompleteUploadResponseSchema.parse),
    abort: (request) => post('/uploads/abort', request, () => undefined),
    downloadUrl: (request) => post('/uploads/download-url', request, DownloadUrlResponseSchema.parse),
  };
}

/** PUTs with fetch; `holdParts` never answer until aborted (the parts a reload cuts off). */
function fetchSender(holdParts: number[] = []): PartSender {
  return async ({ url, body, headers, signal, onProgress }) => {
    const partNumber = Number(new URL(url).searchParams.get('partNumber'));
    if (holdParts.includes(partNumber))
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    const response = await fetch(url, { method: 'PUT', body, headers, signal });
    if (!response.ok) throw Object.assign(new Error(`PUT ${response.status}`), { status: response.status });
    onProgress(body.size);
    return { etag: response.headers.get('etag') ?? '' };
  };
}

/** Waits for the condition; the test's own time limit ends a wait that never comes true. */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the upload manager against the local stack', () => {
  it('resumes a 12 MB upload after a reload from the parts S3 holds, and stores the same bytes', async () => {
    const bytes = randomBytes(12_000_000);
    const file = new File([bytes], 'aadhaar-front.jpg', {
      type: 'image/jpeg',
      lastModified: 1_767_225_600_000,
    });
    const storage = new MemoryStorage();
    const options = { api: httpUploadApi(), purpose: 'kyc-front' as const, userId: () => 'asha', storage };

    const beforeReload = new UploadManager({ ...options, sendPart: fetchSender([2, 3]) });
    const cutOff = beforeReload.start(file);
    await until(() => beforeReload.getSnapshot().progress.loadedBytes === PART);
    beforeReload.pause();
    await cutOff;
    expect(storage.keys().filter((key) => key.startsWith('wallet.upload.asha.'))).toHaveLength(1);

    const afterReload = new UploadManager({ ...options, sendPart: fetchSender() });
    await afterReload.start(
      new File([bytes], file.name, { type: file.type, lastModified: file.lastModified }),
    );
    const done = afterReload.getSnapshot();
    expect(done).toMatchObject({ state: 'completed', error: null, partsReused: 1, partsResent: 2 });
    expect(done.progress).toEqual({ loadedBytes: 12_000_000, totalBytes: 12_000_000, percent: 100 });
    expect(storage.length).toBe(0);

    const { url } = await options.api.downloadUrl({ key: done.key ?? '' });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('cancels a multipart upload and leaves no parts in S3', async () => {
    const http = httpUploadApi();
    let uploadId = '';
    const api: UploadApi = {
      ...http,
      start: async (request) => {
        const started = await http.start(request);
        if (started.mode === 'multipart') uploadId = started.uploadId;
        return started;
      },
    };
    const manager = new UploadManager({ api, sendPart: fetchSender([2]), purpose: 'kyc-back' });
    const running = manager.start(new File([randomBytes(PART + 10)], 'back.png', { type: 'image/png' }));
    await until(() => manager.getSnapshot().progress.loadedBytes === PART);
    const { key } = manager.getSnapshot();
    expect((await api.listParts({ key: key ?? '', uploadId })).parts).toHaveLength(1);

    expect(await manager.cancel()).toBeNull();
    await running;
    expect(manager.getSnapshot()).toMatchObject({ state: 'cancelled', error: 'Upload was cancelled.' });
    await expect(api.listParts({ key: key ?? '', uploadId })).rejects.toMatchObject({ status: 404 });
    expect(manager.pause()).toBe('Nothing to pause: this upload has already been cancelled.');
  });

  it('sends a small file in one PUT and completes it', async () => {
    const manager = new UploadManager({ api: httpUploadApi(), sendPart: fetchSender(), purpose: 'kyc-back' });
    await manager.start(new File([randomBytes(4096)], 'back.pdf', { type: 'application/pdf' }));
    expect(manager.getSnapshot()).toMatchObject({ state: 'completed', progress: { percent: 100 } });
    expect(manager.getSnapshot().key).toMatch(/^private\/[0-9a-f-]+\/kyc\/kyc-back\/[0-9a-f-]+\.pdf$/);
  });
});
