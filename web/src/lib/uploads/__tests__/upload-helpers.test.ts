import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../auth/__tests__/memory-storage';
import { forgetCachedUploads } from '../../auth/cached-uploads';
import { contentTypeOf } from '../content-type';
import { fileFingerprint } from '../file-fingerprint';
import { ResumeCache, resumeCacheKey } from '../resume-cache';
import { runLimited } from '../run-limited';

const MiB = 1024 * 1024;

describe('fileFingerprint', () => {
  const file = (bytes: Uint8Array<ArrayBuffer>, name = 'a.jpg', lastModified = 1) =>
    new File([bytes], name, { lastModified });

  it('is the same for the same file chosen again', async () => {
    const bytes = new Uint8Array(3 * MiB).fill(7);
    expect(await fileFingerprint(file(bytes), 'kyc-front')).toBe(
      await fileFingerprint(file(bytes.slice()), 'kyc-front'),
    );
    expect(await fileFingerprint(file(bytes), 'kyc-front')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs by content of the first MiB, name, modification time and purpose', async () => {
    const bytes = new Uint8Array(3 * MiB);
    const changed = bytes.slice();
    changed[MiB - 1] = 1;
    const base = await fileFingerprint(file(bytes), 'kyc-front');
    expect(await fileFingerprint(file(changed), 'kyc-front')).not.toBe(base);
    expect(await fileFingerprint(file(bytes, 'b.jpg'), 'kyc-front')).not.toBe(base);
    expect(await fileFingerprint(file(bytes, 'a.jpg', 2), 'kyc-front')).not.toBe(base);
    expect(await fileFingerprint(file(bytes), 'kyc-back')).not.toBe(base);
  });

  it('reads only the first MiB', async () => {
    const reads: [number, number][] = [];
    const big = new File([new Uint8Array(8 * MiB)], 'big.pdf');
    const spy = {
      name: big.name,
      size: big.size,
      lastModified: big.lastModified,
      slice: (start?: number, end?: number) => {
        reads.push([start ?? 0, end ?? big.size]);
        return big.slice(start, end);
      },
    };
    await fileFingerprint(spy, 'kyc-front');
    expect(reads).toEqual([[0, MiB]]);
  });
});

describe('ResumeCache', () => {
  const upload = {
    key: 'private/u/kyc/kyc-front/a.jpg',
    uploadId: 'u1',
    partSize: 5,
    partCount: 3,
    attempted: [1],
  };

  it('keeps uploads under wallet.upload.<userId>.<fingerprint>, which sign-in and sign-out forget', () => {
    const storage = new MemoryStorage();
    const cache = new ResumeCache(storage);
    const key = resumeCacheKey('user-1', 'abc');
    expect(key).toBe('wallet.upload.user-1.abc');
    cache.write(key, upload);
    expect(cache.read(key)).toEqual(upload);
    storage.setItem('other', 'kept');
    forgetCachedUploads(storage);
    expect(cache.read(key)).toBeUndefined();
    expect(storage.keys()).toEqual(['other']);
  });

  it('ignores a damaged entry and survives a storage that refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem('wallet.upload.u.x', '{not json');
    storage.setItem('wallet.upload.u.y', JSON.stringify({ key: 1 }));
    const cache = new ResumeCache(storage);
    expect(cache.read('wallet.upload.u.x')).toBeUndefined();
    expect(cache.read('wallet.upload.u.y')).toBeUndefined();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => cache.write('wallet.upload.u.z', upload)).not.toThrow();
    expect(new ResumeCache(undefined).read('anything')).toBeUndefined();
  });
});

describe('runLimited', () => {
  it('runs every item with at most `limit` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      done.push(item);
      running -= 1;
    });
    expect(most).toBe(4);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts nothing new after a failure or once told to stop, and rejects with the failure', async () => {
    const started: number[] = [];
    await expect(
      runLimited([1, 2, 3, 4, 5], 2, async (item) => {
        started.push(item);
        if (item === 1) throw new Error('part 1 failed');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ).rejects.toThrow('part 1 failed');
    expect(started).toEqual([1, 2]);

    const stopped: number[] = [];
    let go = true;
    await runLimited(
      [1, 2, 3],
      1,
      async (item) => {
        stopped.push(item);
        go = false;
      },
      () => go,
    );
    expect(stopped).toEqual([1]);
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['a.jpg', 'image/jpeg', 'image/jpeg'],
    ['IMG_1.HEIC', '', 'image/heic'],
    ['scan.heif', 'application/octet-stream', 'image/heic'],
    ['scan.PDF', '', 'application/pdf'],
    ['a.png', 'image/png', 'image/png'],
    ['a.gif', 'image/gif', undefined],
    ['notes.txt', '', undefined],
    ['a.jpg', 'text/html', undefined],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(contentTypeOf({ name, type })).toBe(expected);
  });
});
