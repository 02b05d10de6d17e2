/**
 * PUT /me/avatar: the profile picture becomes one of the caller's own uploads in the protected
 * avatar folder (an image, by the upload rule), once it is really stored.
 */
import { DEFAULT_DOWNLOAD_SECONDS } from '../../../contract/uploads';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from '../uploads/object-key';
import type { UploadStorage } from '../uploads/upload-storage';
import { purposeOfKey } from './document-keys';

export interface SetAvatarDependencies {
  storage: Pick<UploadStorage, 'storedSize' | 'presignGet'>;
  /** False when the profile is not open yet. */
  saveAvatarKey(userId: string, key: string): Promise<boolean>;
}

export async function setAvatar(
  caller: Caller,
  request: { key: string },
  deps: SetAvatarDependencies,
): Promise<{ avatarKey: string; avatarUrl: string }> {
  const key = assertOwnKey(caller.userId, request.key, 'write');
  if (purposeOfKey(caller.userId, key) !== 'avatar')
    throw new ForbiddenError('Upload the picture as a profile picture (purpose avatar) first.');
  if ((await deps.storage.storedSize(key)) === undefined)
    throw new NotFoundError('There is no file under this key.');
  if (!(await deps.saveAvatarKey(caller.userId, key)))
    throw new NotFoundError('Your profile is not open yet. Please reload the page.');
  return { avatarKey: key, avatarUrl: await deps.storage.presignGet(key, DEFAULT_DOWNLOAD_SECONDS) };
}

/** The profile as GET /me shows it: with a short-lived link to the picture when there is one. */
export async function withAvatarLink<Profile extends { avatarKey?: string }>(
  profile: Profile,
  presignGet: (key: string, expiresIn: number) => Promise<string>,
): Promise<Profile & { avatarUrl?: string }> {
  if (!profile.avatarKey) return profile;
  return { ...profile, avatarUrl: await presignGet(profile.avatarKey, DEFAULT_DOWNLOAD_SECONDS) };
}
