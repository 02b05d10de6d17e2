/**
 * GET /documents: the caller's own files, listed by their two prefixes in turn (private, then the
 * profile picture's protected folder), a page at a time; uploads still in progress on the first page.
 * No other prefix is ever listed, so no other person's key can appear.
 */
import type { Document, DocumentList } from '../../../contract/documents';
import { InvalidRequestError } from '../errors';
import type { Caller } from '../open-profile';
import { ownPrefix, protectedPrefix } from '../uploads/object-key';
import { contentTypeOfKey, nameOfKey, purposeOfKey } from './document-keys';
import { type DocumentOwner, documentStatus, isDeletable } from './document-status';
import type { DocumentStorage, StoredObject } from './document-storage';

export const DEFAULT_PAGE_SIZE = 25;
/**
 * S3 lists no metadata, so each listed file's original name is one HEAD. A page holds at most 100
 * files; this many HEADs in flight keep a full page to a few round trips without queueing on the
 * SDK's sockets.
 */
export const NAME_LOOKUPS_IN_FLIGHT = 10;

export interface ListDocumentsDependencies {
  storage: Pick<DocumentStorage, 'listObjects' | 'listUploads' | 'originalName'>;
  owner(userId: string): Promise<DocumentOwner>;
}

/** Where a page starts: which of the caller's prefixes, and S3's continuation token within it. */
interface ListPosition {
  prefix: number;
  token?: string;
}

const prefixesOf = (userId: string) => [ownPrefix(userId), `${protectedPrefix(userId)}avatar/`];

export async function listDocuments(
  caller: Caller,
  query: { limit?: number; cursor?: string },
  deps: ListDocumentsDependencies,
): Promise<DocumentList> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const prefixes = prefixesOf(caller.userId);
  let position: ListPosition | undefined = query.cursor ? decodeCursor(query.cursor) : { prefix: 0 };
  const [owner, uploads] = await Promise.all([
    deps.owner(caller.userId),
    query.cursor ? [] : Promise.all(prefixes.map((prefix) => deps.storage.listUploads(prefix))),
  ]);

  const documents: Document[] = uploads.flat().map((upload) => ({
    key: upload.key,
    // S3 lists uploads in progress without their metadata: the name comes from the key until done.
    name: nameOfKey(caller.userId, upload.key),
    purpose: purposeOfKey(caller.userId, upload.key),
    contentType: contentTypeOfKey(upload.key),
    size: 0,
    uploadedAt: upload.initiated,
    status: 'uploading',
    uploadId: upload.uploadId,
    deletable: true,
  }));
  const stored: StoredObject[] = [];
  while (position && stored.length < limit) {
    const prefix = prefixes[position.prefix];
    if (!prefix) break;
    const page = await deps.storage.listObjects(prefix, limit - stored.length, position.token);
    stored.push(...page.objects);
    position = page.next
      ? { prefix: position.prefix, token: page.next }
      : position.prefix + 1 < prefixes.length
        ? { prefix: position.prefix + 1 }
        : undefined;
  }
  const names = await mapInFlight(stored, NAME_LOOKUPS_IN_FLIGHT, (object) =>
    deps.storage.originalName(object.key),
  );
  stored.forEach((object, index) => {
    const purpose = purposeOfKey(caller.userId, object.key);
    documents.push({
      key: object.key,
      // A file uploaded before names were kept, or put there by the API itself, has none.
      name: names[index] ?? nameOfKey(caller.userId, object.key),
      purpose,
      contentType: contentTypeOfKey(object.key),
      size: object.size,
      uploadedAt: object.lastModified,
      status: documentStatus(caller.userId, { ...object, purpose }, owner),
      deletable: isDeletable(caller.userId, object.key, owner),
    });
  });
  return { documents, ...(position ? { next: encodeCursor(position) } : {}) };
}

/** `lookup` of every item, at most `width` at a time, in the items' order. */
async function mapInFlight<Item, Result>(
  items: readonly Item[],
  width: number,
  lookup: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await lookup(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

const encodeCursor = (position: ListPosition) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string): ListPosition {
  const refused = () =>
    new InvalidRequestError('This page link is not valid', { cursor: 'This page link is not valid' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  const { prefix, token } = (parsed ?? {}) as { prefix?: unknown; token?: unknown };
  if (
    (prefix !== 0 && prefix !== 1) ||
    (token !== undefined && (typeof token !== 'string' || token.length > 1024))
  )
    throw refused();
  return { prefix, ...(typeof token === 'string' ? { token } : {}) };
}
