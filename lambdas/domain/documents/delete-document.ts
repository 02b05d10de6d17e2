/**
 * POST /documents/delete: deletes one of the caller's files, or aborts one of their uploads in
 * progress (through the upload rule, which checks no part is left behind). A file that is part of the
 * submitted verification stays: the review copies always, the originals while pending or approved.
 */
import { NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { abortUpload } from '../uploads/abort-upload';
import { assertOwnKey, reviewCopyPrefix } from '../uploads/object-key';
import type { UploadSessionDependencies } from '../uploads/upload-session';
import type { DocumentOwner } from './document-status';
import type { DocumentStorage } from './document-storage';
import { assertNotSubmitted } from './submitted-files';

export interface DeleteDocumentDependencies extends UploadSessionDependencies {
  storage: DocumentStorage;
  owner(userId: string): Promise<DocumentOwner>;
  /** Forgets the profile picture when it is the file deleted. */
  clearAvatar(userId: string, key: string): Promise<void>;
}

export async function deleteDocument(
  caller: Caller,
  request: { key: string; uploadId?: string },
  deps: DeleteDocumentDependencies,
): Promise<void> {
  // Review copies are refused with the submitted-file message, not as someone else's key.
  const readOnly = assertOwnKey(caller.userId, request.key, 'read').startsWith(
    reviewCopyPrefix(caller.userId),
  );
  const owner = readOnly ? {} : await deps.owner(caller.userId);
  assertNotSubmitted(caller.userId, request.key, owner.application);
  const key = assertOwnKey(caller.userId, request.key, 'write');

  if (request.uploadId) return abortUpload(caller, { key, uploadId: request.uploadId }, deps);
  if ((await deps.storage.storedSize(key)) === undefined)
    throw new NotFoundError('There is no file under this key.');
  if (owner.avatarKey === key) await deps.clearAvatar(caller.userId, key);
  await deps.storage.deleteObject(key);
}
