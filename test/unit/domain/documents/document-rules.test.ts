/** The documents rules with in-memory stores: the key rule's levels, statuses, paging, delete and copy. */
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../../../contract/documents';
import { copyDocument } from '../../../../lambdas/domain/documents/copy-document';
import { deleteDocument } from '../../../../lambdas/domain/documents/delete-document';
import type { DocumentOwner } from '../../../../lambdas/domain/documents/document-status';
import type { DocumentStorage, StoredObject } from '../../../../lambdas/domain/documents/document-storage';
import { listDocuments, NAME_LOOKUPS_IN_FLIGHT } from '../../../../lambdas/domain/documents/list-documents';
import type { KycApplicationRecord } from '../../../../lambdas/domain/kyc/kyc-application';
import { downloadLink } from '../../../../lambdas/domain/uploads/download-link';
import { checkOwnKey, reviewerReadableOwner } from '../../../../lambdas/domain/uploads/object-key';
import { FakeUploadSessions } from '../uploads/fake-upload-sessions';

const me = 'user-asha';
const caller = { userId: me, username: me };
const front = `private/${me}/kyc/kyc-front/a.jpg`;
const back = `private/${me}/kyc/kyc-back/b.png`;
const copyFront = `private/${me}/kyc-review/2026-11-23T10-00-00.000Z/front.jpg`;

const application = (status: KycApplicationRecord['status']) =>
  ({
    userId: me,
    submissionId: '2026-11-23T10:00:00.000Z',
    submittedAt: '2026-11-23T10:00:00.000Z',
    status,
    frontImageKey: copyFront,
    backImageKey: `private/${me}/kyc-review/2026-11-23T10-00-00.000Z/back.png`,
    originalFrontImageKey: front,
    originalBackImageKey: back,
  }) as KycApplicationRecord;

/** Objects by key, listed in key order a page at a time like S3, with the original names of some. */
function memoryStorage(keys: string[], names: Record<string, string> = {}) {
  const objects = new Map(keys.map((key) => [key, 10]));
  const originalNames = new Map(Object.entries(names));
  const deleted: string[] = [];
  const lookups = { inFlight: 0, most: 0 };
  const storage = {
    listObjects: async (prefix: string, limit: number, continuation?: string) => {
      const all = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
      const start = continuation ? all.indexOf(continuation) + 1 : 0;
      const page = all.slice(start, start + limit);
      const toObject = (key: string): StoredObject => ({
        key,
        size: 10,
        lastModified: '2026-11-23T11:00:00.000Z',
      });
      return { objects: page.map(toObject), ...(start + limit < all.length ? { next: page.at(-1) } : {}) };
    },
    listUploads: async () => [],
    storedSize: async (key: string) => objects.get(key),
    deleteObject: async (key: string) => {
      deleted.push(key);
      objects.delete(key);
    },
    copyObject: async (source: string, destination: string) => {
      objects.set(destination, objects.get(source) ?? 0);
      const name = originalNames.get(source);
      if (name) originalNames.set(destination, name);
    },
    originalName: async (key: string) => {
      lookups.inFlight += 1;
      lookups.most = Math.max(lookups.most, lookups.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      lookups.inFlight -= 1;
      return objects.has(key) ? originalNames.get(key) : undefined;
    },
    presignGet: async (key: string) => `https://s3.test/${key}`,
  } as unknown as DocumentStorage;
  return { storage, objects, deleted, lookups };
}

describe('the key rule’s levels', () => {
  it('lets the owner read and write private/ and protected/…/avatar/, and only read kyc-review/', () => {
    expect(checkOwnKey(me, `protected/${me}/avatar/x.jpg`).ok).toBe(true);
    expect(checkOwnKey(me, `protected/${me}/other/x.jpg`).ok).toBe(false);
    expect(checkOwnKey(me, copyFront, 'read').ok).toBe(true);
    expect(checkOwnKey(me, copyFront, 'write')).toEqual({ ok: false, reason: 'read-only' });
    expect(checkOwnKey(me, `protected/someone/avatar/x.jpg`, 'read').ok).toBe(false);
  });

  it('lets reviewers name avatars and review copies only, whoever they belong to', () => {
    expect(reviewerReadableOwner('protected/ravi/avatar/x.jpg')).toBe('ravi');
    expect(reviewerReadableOwner('private/ravi/kyc-review/s/front.jpg')).toBe('ravi');
    expect(reviewerReadableOwner('private/ravi/kyc/kyc-front/x.jpg')).toBeUndefined();
    expect(reviewerReadableOwner('private/ravi/kyc-review/../other/x.pdf')).toBeUndefined();
  });
});

describe('listing', () => {
  it('pages through both prefixes with statuses from the application', async () => {
    const keys = [front, back, copyFront, `private/${me}/other/c.pdf`, `protected/${me}/avatar/d.jpg`];
    const { storage } = memoryStorage([...keys, 'private/user-ravi/other/x.pdf']);
    const owner = async (): Promise<DocumentOwner> => ({ application: application('pending') });
    const seen: Record<string, string> = {};
    let cursor: string | undefined;
    do {
      const page = await listDocuments(
        caller,
        { limit: 2, ...(cursor ? { cursor } : {}) },
        { storage, owner },
      );
      expect(page.documents.length).toBeLessThanOrEqual(2);
      for (const document of page.documents) seen[document.key] = `${document.status} ${document.deletable}`;
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual({
      [front]: 'in review false',
      [back]: 'in review false',
      [copyFront]: 'in review false',
      [`private/${me}/other/c.pdf`]: 'uploaded true',
      [`protected/${me}/avatar/d.jpg`]: 'uploaded true',
    });
  });

  it('shows each file by its original name, else by what it is, in key order', async () => {
    const other = `private/${me}/other/c.pdf`;
    const { storage } = memoryStorage([front, back, other], {
      [front]: 'aadhaar front.jpg',
      [other]: 'rent receipt – March 🙂.pdf',
    });
    const page = await listDocuments(caller, {}, { storage, owner: async () => ({}) });
    expect(page.documents.map((document) => [document.key, document.name])).toEqual([
      [back, 'ID back.png'],
      [front, 'aadhaar front.jpg'],
      [other, 'rent receipt – March 🙂.pdf'],
    ]);
  });

  it('reads the names of a full page at most NAME_LOOKUPS_IN_FLIGHT at a time', async () => {
    const keys = Array.from(
      { length: 100 },
      (_, index) => `private/${me}/other/${String(index).padStart(3, '0')}.pdf`,
    );
    const { storage, lookups } = memoryStorage(
      keys,
      Object.fromEntries(keys.map((key) => [key, `${key.slice(-7)}`])),
    );
    const page = await listDocuments(caller, { limit: 100 }, { storage, owner: async () => ({}) });
    expect(page.documents.map((document) => document.name)).toEqual(keys.map((key) => key.slice(-7)));
    expect(lookups.most).toBe(NAME_LOOKUPS_IN_FLIGHT);
  });

  it('refuses a cursor it did not give out', async () => {
    const { storage } = memoryStorage([]);
    const forged = Buffer.from(JSON.stringify({ prefix: 2 })).toString('base64url');
    await expect(
      listDocuments(caller, { cursor: forged }, { storage, owner: async () => ({}) }),
    ).rejects.toThrow('This page link is not valid');
  });
});

describe('delete and copy', () => {
  const deps = (status?: KycApplicationRecord['status']) => {
    const memory = memoryStorage([front, back, copyFront]);
    return {
      memory,
      deps: {
        storage: memory.storage,
        owner: async (): Promise<DocumentOwner> => (status ? { application: application(status) } : {}),
        clearAvatar: async () => {},
        sessions: new FakeUploadSessions(),
        now: () => new Date('2026-11-23T10:00:00Z'),
      },
    };
  };

  it('refuses submitted files while pending or approved, never the review copies after a rejection', async () => {
    for (const status of ['pending', 'approved'] as const)
      await expect(deleteDocument(caller, { key: front }, deps(status).deps)).rejects.toThrow(
        documentMessages.submittedFile,
      );
    const rejected = deps('rejected');
    await deleteDocument(caller, { key: front }, rejected.deps);
    expect(rejected.memory.deleted).toEqual([front]);
    await expect(deleteDocument(caller, { key: copyFront }, rejected.deps)).rejects.toThrow(
      documentMessages.submittedFile,
    );
  });

  it('copies only with both keys, never into kyc-review/ or over a submitted file', async () => {
    const { deps: open } = deps();
    await expect(copyDocument(caller, { sourceKey: front }, open)).rejects.toThrow(
      documentMessages.copyNeedsKeys,
    );
    await expect(
      copyDocument(caller, { sourceKey: front, destinationKey: copyFront.replace('front', 'other') }, open),
    ).rejects.toThrow('cannot be changed');
    await expect(
      copyDocument(
        caller,
        { sourceKey: `private/${me}/other/z.jpg`, destinationKey: front },
        deps('pending').deps,
      ),
    ).rejects.toThrow('cannot be replaced');
    expect(
      await copyDocument(caller, { sourceKey: copyFront, destinationKey: `private/${me}/other/f.jpg` }, open),
    ).toEqual({
      key: `private/${me}/other/f.jpg`,
      size: 10,
    });
  });
});

describe('download links for reviewers', () => {
  it('records a reviewer’s read of someone’s review copy before giving the link; others get 403', async () => {
    const { storage } = memoryStorage([
      'private/user-ravi/kyc-review/s/front.jpg',
      'private/user-ravi/other/x.pdf',
    ]);
    const recorded: string[] = [];
    const reads = {
      reviewer: async () => ({ id: 'reviewer-1' }),
      record: async (read: { userId: string; key: string }) => {
        recorded.push(`${read.userId} ${read.key}`);
      },
      now: () => new Date('2026-11-23T12:00:00Z'),
    };
    const key = 'private/user-ravi/kyc-review/s/front.jpg';
    expect((await downloadLink(caller, { key }, storage, reads)).url).toContain(key);
    expect(recorded).toEqual([`user-ravi ${key}`]);
    await expect(downloadLink(caller, { key }, storage)).rejects.toThrow(
      'You can only reach your own files.',
    );
    await expect(
      downloadLink(caller, { key: 'private/user-ravi/other/x.pdf' }, storage, reads),
    ).rejects.toThrow('You can only reach your own files.');
  });
});
