/**
 * `GET /me/account-setup` for the account page: the verification status and the submitted details,
 * masked. Same SWR key as the setup screen's hook, so both read one cached answer.
 */
import { type AccountSetupView, AccountSetupViewSchema } from '@contract/account-setup';
import { apiPath } from '@contract/api-routes';
import useSWR from 'swr';
import { ApiError, apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

async function getAccountSetup(): Promise<AccountSetupView> {
  try {
    return await apiClient.get(apiPath('getAccountSetup'), AccountSetupViewSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-submitted' };
    throw error;
  }
}

export function useAccountSetupView() {
  return useSWR(apiPath('getAccountSetup'), getAccountSetup, apiSwrOptions);
}
