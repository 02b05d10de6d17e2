/** The profile picture's rules, checked before uploading (the API checks them again). */
import { AVATAR_MAX_BYTES, avatarContentTypes } from '@contract/documents';
import { contentTypeOf } from '../../../lib/uploads/content-type';

export const AVATAR_ACCEPT = [...avatarContentTypes, 'image/heif', '.heic', '.heif'].join(',');
export const AVATAR_HINT = `JPEG, PNG or HEIC, up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;

/** Plain words for a file that cannot be the profile picture; null when it can. */
export function avatarFileProblem(file: File): string | null {
  const type = contentTypeOf(file);
  if (!type || !(avatarContentTypes as readonly string[]).includes(type))
    return 'Choose a JPEG, PNG or HEIC image for your profile picture.';
  if (file.size > AVATAR_MAX_BYTES)
    return `This image is too large (at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB). Choose a smaller one.`;
  return null;
}
