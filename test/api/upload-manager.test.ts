/**
 * The browser's upload manager against the real local API and S3 (fetch standing in for
 * XMLHttpRequest): a 12 MB upload cut off by a "reload" resumes from the parts S3 lists, and a
 * cancel leaves no parts behind.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../web/src/lib/auth/__tests__/memory-storage';
import { UploadManager } from '../../web/src/lib/uploads/upload-manager';
import type { UploadApi } from '../../web/src/lib/uploads/upload-types';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { fetchSender, httpUploadApi as httpUploadApiOver } from '../support/upload-client';

const PART = 5_242_880;

let customer: SignedInCustomer;
beforeAll(async () => {
  customer = await signUpAndSignIn();
});

const httpUploadApi = () =>
  httpUploadApiOver((path, body) => callApi('POST', path, { token: customer.accessToken, body }));

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
