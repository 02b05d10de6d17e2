import { uploadMessages } from '@contract/uploads';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../auth/__tests__/memory-storage';
import { UploadManager, type UploadManagerOptions } from '../upload-manager';
import type { UploadState } from '../upload-types';
import { FakeApiError, FakePartSender, FakeUploadApi, until } from './fake-upload-api';

const PART = 5_242_880;
const MiB = 1024 * 1024;

const fileOf = (size: number, name = 'front.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_767_225_600_000 });

let api: FakeUploadApi;
let sender: FakePartSender;
let storage: MemoryStorage;

beforeEach(() => {
  api = new FakeUploadApi();
  sender = new FakePartSender(api);
  storage = new MemoryStorage();
});

function managerWith(options: Partial<UploadManagerOptions> = {}) {
  const manager = new UploadManager({
    api,
    sendPart: sender.send,
    purpose: 'kyc-front',
    userId: () => 'user-1',
    storage,
    ...options,
  });
  const states: UploadState[] = [];
  manager.subscribe(() => {
    const { state } = manager.getSnapshot();
    if (states.at(-1) !== state) states.push(state);
  });
  return { manager, states, snapshot: () => manager.getSnapshot() };
}

describe('a file of 5 MiB or less', () => {
  it('goes in one PUT with the signed headers, then completes: init → in progress → completed', async () => {
    sender.automatic = true;
    const { manager, states, snapshot } = managerWith();
    await manager.start(fileOf(5 * MiB));
    expect(sender.sentUrls).toEqual(['put://private/user-1/kyc/kyc-front/file-1.jpg']);
    expect(api.calls).toEqual([`start image/jpeg ${5 * MiB}`, 'complete single ']);
    expect(states).toEqual(['init', 'in progress', 'completed']);
    expect(snapshot()).toMatchObject({
      state: 'completed',
      key: 'private/user-1/kyc/kyc-front/file-1.jpg',
      progress: { loadedBytes: 5 * MiB, totalBytes: 5 * MiB, percent: 100 },
      error: null,
    });
  });

  it('sends every header the URL was signed with: the content type and the file’s own name', async () => {
    const { manager } = managerWith();
    void manager.start(fileOf(1000, 'PAN card – Asha 🙂.pdf', 'application/pdf'));
    await until(() => sender.pending.length === 1);
    expect(sender.pending[0]?.request.headers).toEqual({
      'content-type': 'application/pdf',
      'x-amz-meta-original-name': encodeURIComponent('PAN card – Asha 🙂.pdf'),
    });
  });

  it('gives the API the whole file name, which it shortens itself without cutting an emoji in half', async () => {
    const starts: string[] = [];
    const start = api.start;
    api.start = (request) => {
      starts.push(request.fileName);
      return start(request);
    };
    const { manager } = managerWith();
    const name = `${'🙂'.repeat(200)}.jpg`;
    void manager.start(fileOf(1000, name));
    await until(() => sender.pending.length === 1);
    expect(starts).toEqual([name]);
  });

  it('asks for a fresh URL when a paused single PUT resumes', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(1000));
    await until(() => sender.pending.length === 1);
    manager.pause();
    expect(snapshot().state).toBe('paused');
    sender.automatic = true;
    manager.resume();
    await until(() => snapshot().state === 'completed');
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(2);
    expect(snapshot().partsResent).toBe(1);
  });
});

describe('a larger file: multipart, 4 parts in flight', () => {
  it('never has more than 4 parts in flight, and starts the next as one finishes', async () => {
    const { manager, snapshot } = managerWith();
    const file = fileOf(25 * MiB); // 5 parts
    const done = manager.start(file);
    await until(() => sender.pending.length === 4, '4 parts in flight');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sender.pendingParts()).toEqual([1, 2, 3, 4]);
    expect(snapshot().state).toBe('in progress');
    sender.part(2).respond();
    await until(() => sender.pendingParts().includes(5), 'part 5');
    expect(sender.inFlight).toBe(4);
    sender.automatic = true;
    for (const entry of [...sender.pending]) entry.respond();
    await done;
    expect(sender.maxInFlight).toBe(4);
    expect(snapshot()).toMatchObject({
      state: 'completed',
      progress: { percent: 100, loadedBytes: 25 * MiB },
    });
    expect(api.calls.at(-1)).toBe('complete upload-1 1,2,3,4,5');
  });

  it('reads each part as a slice of the file, the last one shorter', async () => {
    sender.automatic = true;
    const { manager } = managerWith();
    await manager.start(fileOf(12_000_000));
    const [parts] = [[...api.objects]];
    expect(parts).toEqual([['private/user-1/kyc/kyc-front/file-1.jpg', 12_000_000]]);
  });

  it('reports progress in bytes and percent, with parts in flight counted as they go', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(2 * PART));
    await until(() => sender.pending.length === 2);
    sender.part(1).request.onProgress(PART / 2);
    expect(snapshot().progress).toEqual({ loadedBytes: PART / 2, totalBytes: 2 * PART, percent: 25 });
    sender.part(1).respond();
    await until(() => snapshot().progress.loadedBytes === PART);
    expect(snapshot().progress.percent).toBe(50);
  });
});

describe('pause and resume', () => {
  it('pause aborts the parts in flight and keeps the finished ones; resume sends only the rest', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(25 * MiB));
    await until(() => sender.pending.length === 4);
    sender.part(1).respond();
    await until(() => sender.pendingParts().includes(5), 'part 5 to take part 1’s place');
    const inFlight = sender.pending.map((entry) => entry.request.signal);

    expect(manager.pause()).toBeNull();
    expect(snapshot().state).toBe('paused');
    expect(inFlight.every((signal) => signal.aborted)).toBe(true);
    expect(sender.pending).toHaveLength(0);
    expect(snapshot().progress.loadedBytes).toBe(PART);

    sender.automatic = true;
    expect(manager.resume()).toBeNull();
    await until(() => snapshot().state === 'completed');
    const sentAfterPause = sender.sentUrls.slice(5).map((url) => Number(url.split('/').pop()));
    expect(sentAfterPause.sort()).toEqual([2, 3, 4, 5]);
    // Parts 2–5 were cut off by the pause and sent again; part 1 was kept.
    expect(snapshot().partsResent).toBe(4);
    expect(api.calls.at(-1)).toBe('complete upload-1 1,2,3,4,5');
  });

  it('can be paused while the API is still starting it, without starting twice', async () => {
    let open = () => {};
    api.startGate = new Promise((resolve) => {
      open = resolve;
    });
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => api.calls.length === 1);
    expect(snapshot().state).toBe('init');
    manager.pause();
    expect(snapshot().state).toBe('paused');
    sender.automatic = true;
    manager.resume();
    open();
    await until(() => snapshot().state === 'completed');
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
  });

  it('resume of an upload in progress does nothing', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
    expect(manager.resume()).toBeNull();
    expect(snapshot().state).toBe('in progress');
    expect(sender.sentUrls).toHaveLength(3);
  });
});

describe('a part that fails on its own', () => {
  it('shows the error and pauses; resume retries and completes', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
    const others = [sender.part(1).request.signal, sender.part(3).request.signal];
    sender.part(2).fail(new Error('Network error: check your internet connection, then resume.'));
    await until(() => snapshot().state === 'paused');
    expect(snapshot().error).toBe('Network error: check your internet connection, then resume.');
    expect(others.every((signal) => signal.aborted)).toBe(true);

    sender.automatic = true;
    manager.resume();
    await until(() => snapshot().state === 'completed');
    expect(snapshot().error).toBeNull();
  });

  it('pauses with the error when the API will not sign a part', async () => {
    api.failures.signParts = new FakeApiError('Something went wrong on our side.', 502);
    sender.automatic = true;
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(12 * MiB));
    expect(snapshot()).toMatchObject({ state: 'paused', error: 'Something went wrong on our side.' });
    manager.resume();
    await until(() => snapshot().state === 'completed');
  });

  it('cancels a simple (non-resumable) multipart upload and aborts it at the API', async () => {
    const { manager, snapshot } = managerWith({ resumable: false });
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
    sender.part(2).fail(new Error('Network error.'));
    await until(() => api.calls.includes('abort upload-1'));
    expect(snapshot().state).toBe('cancelled');
    expect(snapshot().error).toBe(`Network error. ${uploadMessages.cancelled}`);
    expect(api.uploads.size).toBe(0);
    expect(storage.length).toBe(0);
  });
});

describe('cancel', () => {
  async function inFlight(manager: UploadManager) {
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
  }

  it('aborts the parts in flight and the multipart upload: "Upload was cancelled."', async () => {
    const { manager, snapshot, states } = managerWith();
    await inFlight(manager);
    const signals = sender.pending.map((entry) => entry.request.signal);
    expect(await manager.cancel()).toBeNull();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(api.calls).toContain('abort upload-1');
    expect(snapshot()).toMatchObject({ state: 'cancelled', error: 'Upload was cancelled.' });
    expect(states.at(-1)).toBe('cancelled');
    expect(storage.length).toBe(0);
  });

  it('appends the clean-up failure when the abort fails', async () => {
    const { manager, snapshot } = managerWith();
    await inFlight(manager);
    api.failures.abort = new FakeApiError(
      'The storage service could not abort the upload. Please try again.',
      502,
    );
    await manager.cancel();
    expect(snapshot().error).toBe(
      'Upload was cancelled. The storage service could not abort the upload. Please try again.',
    );
  });

  it('says "Multi Part upload clean up failed" when parts remain after the abort', async () => {
    const { manager, snapshot } = managerWith();
    await inFlight(manager);
    api.failures.abort = new FakeApiError(uploadMessages.cleanUpFailed, 502);
    await manager.cancel();
    expect(snapshot().error).toBe('Upload was cancelled. Multi Part upload clean up failed');
  });

  it('aborts an upload that the API was still creating when cancel came', async () => {
    let open = () => {};
    api.startGate = new Promise((resolve) => {
      open = resolve;
    });
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => api.calls.length === 1);
    const cancelling = manager.cancel();
    expect(snapshot().state).toBe('cancelled');
    open();
    await cancelling;
    expect(api.calls).toContain('abort upload-1');
    expect(sender.sentUrls).toEqual([]);
    expect(storage.length).toBe(0);
  });
});

describe('pausing or cancelling an upload that is over gives a warning, not a crash', () => {
  it('after completion', async () => {
    sender.automatic = true;
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(1000));
    expect(manager.pause()).toBe('Nothing to pause: this upload has already been completed.');
    expect(snapshot()).toMatchObject({
      state: 'completed',
      warning: 'Nothing to pause: this upload has already been completed.',
    });
    expect(await manager.cancel()).toBe('Nothing to cancel: this upload has already been completed.');
    expect(manager.resume()).toBe('Nothing to resume: this upload has already been completed.');
    expect(snapshot().state).toBe('completed');
    expect(api.calls).not.toContain('abort');
  });

  it('after cancellation', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
    await manager.cancel();
    expect(manager.pause()).toBe('Nothing to pause: this upload has already been cancelled.');
    expect(await manager.cancel()).toBe('Nothing to cancel: this upload has already been cancelled.');
    expect(snapshot()).toMatchObject({ state: 'cancelled', error: 'Upload was cancelled.' });
    expect(api.calls.filter((call) => call.startsWith('abort'))).toHaveLength(1);
  });

  it('before anything was chosen', async () => {
    const { manager, snapshot } = managerWith();
    expect(manager.pause()).toBe('There is no upload to pause.');
    expect(await manager.cancel()).toBe('There is no upload to cancel.');
    expect(snapshot().state).toBe('init');
  });
});

describe('resume after a reload', () => {
  const cachedKeys = () => storage.keys().filter((key) => key.startsWith('wallet.upload.user-1.'));

  it('continues from the parts S3 already has when the same file is chosen again', async () => {
    const file = fileOf(25 * MiB);
    const before = managerWith();
    void before.manager.start(file);
    await until(() => sender.pending.length === 4);
    sender.part(1).respond();
    sender.part(3).respond();
    await until(() => sender.pendingParts().join() === '2,4,5', 'part 5 in flight');
    expect(cachedKeys()).toHaveLength(1);
    expect(cachedKeys()[0]).toMatch(/^wallet\.upload\.user-1\.[0-9a-f]{64}$/);
    // The reload: the page and its requests are gone; the new page knows only localStorage.
    sender.pending.splice(0);
    sender.inFlight = 0;

    const after = managerWith();
    sender.automatic = true;
    await after.manager.start(
      new File([file], file.name, { type: file.type, lastModified: file.lastModified }),
    );
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
    expect(api.calls).toContain('list upload-1');
    const resent = sender.sentUrls.slice(5).map((url) => Number(url.split('/').pop()));
    expect(resent.sort()).toEqual([2, 4, 5]);
    expect(after.snapshot()).toMatchObject({
      state: 'completed',
      partsReused: 2,
      // Parts 2, 4 and 5 were in flight at the reload: sent again; 1 and 3 were in S3.
      partsResent: 3,
      progress: { percent: 100 },
    });
    expect(cachedKeys()).toEqual([]);
  });

  it('shows the parts S3 had as progress before sending anything', async () => {
    const file = fileOf(12 * MiB);
    const before = managerWith();
    void before.manager.start(file);
    await until(() => sender.pending.length === 3);
    sender.part(1).respond();
    await until(() => api.uploads.get('upload-1')?.parts.size === 1);
    sender.pending.splice(0);

    const after = managerWith();
    void after.manager.start(file);
    await until(() => after.snapshot().state === 'in progress');
    expect(after.snapshot().progress.loadedBytes).toBe(PART);
  });

  it('starts afresh when S3 no longer has the remembered upload', async () => {
    const file = fileOf(12 * MiB);
    const before = managerWith();
    void before.manager.start(file);
    await until(() => sender.pending.length === 3);
    sender.pending.splice(0);
    api.uploads.clear();

    sender.automatic = true;
    const after = managerWith();
    await after.manager.start(file);
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(2);
    expect(after.snapshot()).toMatchObject({ state: 'completed', partsReused: 0 });
  });

  it('does not resume another person’s upload of the same file', async () => {
    const file = fileOf(12 * MiB);
    void managerWith().manager.start(file);
    await until(() => sender.pending.length === 3);
    sender.pending.splice(0);

    sender.automatic = true;
    const someoneElse = managerWith({ userId: () => 'user-2' });
    await someoneElse.manager.start(file);
    expect(api.calls).not.toContain('list upload-1');
    expect(someoneElse.snapshot().partsReused).toBe(0);
  });

  it('does not resume a different file with the same name and size', async () => {
    const file = fileOf(12 * MiB);
    void managerWith().manager.start(file);
    await until(() => sender.pending.length === 3);
    sender.pending.splice(0);

    const other = new Uint8Array(12 * MiB);
    other[0] = 1;
    sender.automatic = true;
    const after = managerWith();
    await after.manager.start(
      new File([other], file.name, { type: file.type, lastModified: file.lastModified }),
    );
    expect(api.calls).not.toContain('list upload-1');
  });
});

describe('refusals and the size check', () => {
  it('refuses more than 10000 parts before asking the API: "Too many parts"', async () => {
    // A File in all but its bytes (50 GB cannot be allocated): own fields over File's prototype.
    const huge = Object.create(File.prototype, {
      name: { value: 'huge.pdf' },
      type: { value: 'application/pdf' },
      size: { value: 10_001 * PART },
      lastModified: { value: 0 },
    }) as File;
    const { manager, snapshot } = managerWith();
    await manager.start(huge);
    expect(snapshot()).toMatchObject({ state: 'cancelled', error: uploadMessages.tooManyParts });
    expect(api.calls).toEqual([]);
  });

  it('shows the API’s refusal to start and stops there', async () => {
    api.failures.start = new FakeApiError(uploadMessages.tooManyParts, 400);
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(12 * MiB));
    expect(snapshot()).toMatchObject({ state: 'cancelled', error: uploadMessages.tooManyParts });
  });

  it('refuses a file of another type without a round trip', async () => {
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(10, 'notes.txt', 'text/plain'));
    expect(snapshot()).toMatchObject({ state: 'cancelled', error: 'Upload a JPEG, PNG, HEIC or PDF file' });
    expect(api.calls).toEqual([]);
  });

  it('declares an iPhone photo whose type the browser left empty as HEIC', async () => {
    sender.automatic = true;
    const { manager } = managerWith();
    await manager.start(fileOf(10, 'IMG_0001.HEIC', ''));
    expect(api.calls[0]).toBe('start image/heic 10');
  });

  it('surfaces the API’s size check after completion, and forgets the upload', async () => {
    api.storedSizeOf = (declared) => declared - 1;
    sender.automatic = true;
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(12 * MiB));
    expect(snapshot()).toMatchObject({
      state: 'cancelled',
      error: 'File size does not match between local file and file on s3',
    });
    expect(storage.length).toBe(0);
  });

  it('starts afresh on resume when the upload vanished before completion', async () => {
    sender.automatic = true;
    api.failures.complete = new FakeApiError('This upload no longer exists.', 404);
    const { manager, snapshot } = managerWith();
    await manager.start(fileOf(12 * MiB));
    expect(snapshot()).toMatchObject({ state: 'paused', error: 'This upload no longer exists.' });
    manager.resume();
    await until(() => snapshot().state === 'completed');
    expect(api.calls.filter((call) => call.startsWith('start'))).toHaveLength(2);
  });
});

describe('choosing another file', () => {
  it('pauses the running upload (still resumable) and uploads the new one', async () => {
    const { manager, snapshot } = managerWith();
    void manager.start(fileOf(12 * MiB));
    await until(() => sender.pending.length === 3);
    const first = sender.pending.map((entry) => entry.request.signal);
    sender.automatic = true;
    await manager.start(fileOf(1000, 'back.png', 'image/png'));
    expect(first.every((signal) => signal.aborted)).toBe(true);
    expect(snapshot()).toMatchObject({ state: 'completed', key: 'private/user-1/kyc/kyc-front/file-2.jpg' });
    expect(storage.length).toBe(1);
  });
});

describe('subscribe', () => {
  it('tells listeners of changes until they unsubscribe; the snapshot is stable between changes', async () => {
    const manager = new UploadManager({ api, sendPart: sender.send, purpose: 'kyc-back' });
    let calls = 0;
    const unsubscribe = manager.subscribe(() => {
      calls += 1;
    });
    const before = manager.getSnapshot();
    expect(manager.getSnapshot()).toBe(before);
    sender.automatic = true;
    await manager.start(fileOf(1000));
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    const seen = calls;
    manager.pause();
    expect(calls).toBe(seen);
  });
});

describe('the spec’s argument rule', () => {
  it('refuses to start without a binary file object, asking the API nothing', async () => {
    const { manager, snapshot } = managerWith();
    for (const notAFile of [undefined, 'front.jpg', { name: 'front.jpg', size: 10, type: 'image/jpeg' }]) {
      await manager.start(notAFile as unknown as File);
      expect(snapshot()).toMatchObject({
        state: 'cancelled',
        error: 'Resumable upload requires a binary file object',
      });
    }
    expect(api.calls).toEqual([]);
  });
});
