/** PUT /me/avatar — sets the profile picture to one of the caller's avatar uploads. */
import { accountRoutes } from '../../contract/routes/account';
import { saveAvatarKey } from '../adapters/document-owner-repository';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { setAvatar } from '../domain/documents/set-avatar';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(accountRoutes.setAvatar, async ({ caller, body }) =>
  json(
    await setAvatar(caller, body, {
      storage: s3UploadStorage(),
      saveAvatarKey,
    }),
  ),
);
