/** GET /me — the signed-in customer's profile, opened with the spec's defaults on the first call. */

import { accountRoutes } from '../../contract/routes/account';
import { now } from '../adapters/clock';
import { insertProfileIfAbsent, loadCustomer } from '../adapters/profile-repository';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { emailOfUser } from '../adapters/user-directory';
import { withAvatarLink } from '../domain/documents/set-avatar';
import { openProfile } from '../domain/open-profile';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

const store = { loadCustomer, insertProfileIfAbsent };

export const handler = apiHandler(accountRoutes.getMe, async ({ caller }) =>
  json(
    await withAvatarLink(
      await openProfile(caller, { store, emailOfUser, now }),
      // Presigning is local computation: no S3 call on this hot route.
      (key, expiresIn) => s3UploadStorage().presignGet(key, expiresIn),
    ),
  ),
);
