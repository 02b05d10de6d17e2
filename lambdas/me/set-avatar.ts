/** PUT /me/avatar — sets the profile picture to one of the caller's avatar uploads. */
import { saveAvatarKey } from '../adapters/document-owner-repository';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { SetAvatarRequestSchema } from '../contract/documents';
import { setAvatar } from '../domain/documents/set-avatar';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await setAvatar(caller, parseBody(event, SetAvatarRequestSchema), {
      storage: s3UploadStorage(),
      saveAvatarKey,
    }),
  ),
);
