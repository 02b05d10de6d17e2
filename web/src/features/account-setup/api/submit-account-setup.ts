/** `PUT /me/account-setup`: submit (or resubmit after a rejection) for review. */
import type { AccountSetup } from '@contract/account-setup';
import { apiPath } from '@contract/api-paths';
import { mutate } from 'swr';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { accountSetupKey } from '../../../lib/profile/get-account-setup';

/** The answer's body is not needed: the status is read again from GET /me/account-setup. */
const AnyBody = z.unknown();

export async function submitAccountSetup(request: AccountSetup): Promise<void> {
  await apiRequest({ method: 'PUT', path: apiPath('submitAccountSetup'), body: request, schema: AnyBody });
  // The status moved to pending: the setup screen, the account page and the wallet banner follow.
  await Promise.all([mutate(accountSetupKey), mutate(apiPath('getMe'))]);
}
