/** `PUT /me/account-setup`: submit (or resubmit after a rejection) for review. */
import type { AccountSetup } from '@contract/account-setup';
import { accountSetupRoutes } from '@contract/routes/account-setup';
import { mutate } from 'swr';
import { callRoute } from '../../../lib/api-client';
import { accountSetupKey } from '../../../lib/profile/get-account-setup';
import { meKey } from '../../../lib/profile/get-me';

export async function submitAccountSetup(request: AccountSetup): Promise<void> {
  await callRoute(accountSetupRoutes.submitAccountSetup, { body: request });
  // The status moved to pending: the setup screen, the account page and the wallet banner follow.
  await Promise.all([mutate(accountSetupKey), mutate(meKey)]);
}
