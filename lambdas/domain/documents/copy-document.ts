/**
 * POST /documents/copy: a server-side copy between two of the caller's own keys. The source may be
 * any file they can read (a review copy included); the destination must be writable (never under
 * kyc-review/), must not be a submitted file, keeps the source's extension (the key names its type),
 * and in the profile picture's folder must be an image.
 */
import { documentMessages } from '../../../contract/documents';
import { InvalidRequestError, NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from '../uploads/object-key';
import { contentTypeOfKey, extensionOfKey, purposeOfKey } from './document-keys';
import type { DocumentOwner } from './document-status';
import type { DocumentStorage } from './document-storage';
import { assertNotSubmitted } from './submitted-files';

export interface CopyDocumentDependencies {
  storage: Pick<DocumentStorage, 'copyObject' | 'storedSize'>;
  owner(userId: string): Promise<DocumentOwner>;
}

export async function copyDocument(
  caller: Caller,
  request: { sourceKey?: string; destinationKey?: string },
  deps: CopyDocumentDependencies,
): Promise<{ key: string; size: number }> {
  if (!request.sourceKey || !request.destinationKey)
    throw new InvalidRequestError(documentMessages.copyNeedsKeys, {
      ...(request.sourceKey ? {} : { sourceKey: documentMessages.copyNeedsKeys }),
      ...(request.destinationKey ? {} : { destinationKey: documentMessages.copyNeedsKeys }),
    });
  const source = assertOwnKey(caller.userId, request.sourceKey, 'read');
  const destination = assertOwnKey(caller.userId, request.destinationKey, 'write');
  if (source === destination)
    throw new InvalidRequestError('Copy a file to another key than its own.', {
      destinationKey: 'Choose another key',
    });
  if (extensionOfKey(source) !== extensionOfKey(destination)) {
    const message = `Keep the file's type: the destination must end in .${extensionOfKey(source)}`;
    throw new InvalidRequestError(message, { destinationKey: message });
  }
  if (
    purposeOfKey(caller.userId, destination) === 'avatar' &&
    !contentTypeOfKey(destination).startsWith('image/')
  ) {
    const message = 'A profile picture must be an image';
    throw new InvalidRequestError(message, { destinationKey: message });
  }
  assertNotSubmitted(
    caller.userId,
    destination,
    (await deps.owner(caller.userId)).application,
    'This file is part of your submitted verification and cannot be replaced.',
  );
  const size = await deps.storage.storedSize(source);
  if (size === undefined) throw new NotFoundError('There is no file under the source key.');
  await deps.storage.copyObject(source, destination);
  return { key: destination, size };
}
