/**
 * The profile picture travels like any upload but is shown to reviewers and in the header: images
 * only, and small enough for one PUT (5 MB).
 */
import { AVATAR_MAX_BYTES, avatarContentTypes } from '../../../contract/documents';
import type { StartUploadRequest } from '../../../contract/uploads';
import { InvalidRequestError } from '../errors';

export function assertAvatarFile(request: Pick<StartUploadRequest, 'contentType' | 'size'>): void {
  if (!(avatarContentTypes as readonly string[]).includes(request.contentType)) {
    const message = 'A profile picture must be a JPEG, PNG or HEIC image';
    throw new InvalidRequestError(message, { contentType: message });
  }
  if (request.size > AVATAR_MAX_BYTES) {
    const message = `A profile picture can be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
    throw new InvalidRequestError(message, { size: message });
  }
}
