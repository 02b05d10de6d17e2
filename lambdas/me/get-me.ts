/** GET /me — the signed-in customer's profile, opened with the spec's defaults on the first call. */

import { insertProfileIfAbsent, loadCustomer } from '../adapters/profile-repository';
import { emailOfUser } from '../adapters/user-directory';
import { openProfile } from '../domain/open-profile';
import { userRoute } from '../http/api-handler';
import { json } from '../http/responses';

const store = { loadCustomer, insertProfileIfAbsent };

export const handler = userRoute('user', async ({ caller }) =>
  json(await openProfile(caller, { store, emailOfUser, now: () => new Date() })),
);
