/**
 * `GET /me/account-setup`: where the person's setup stands, with identity numbers masked. Shared: the
 * setup screen and the account page's verification card read one cached answer under one key.
 */
import type { AccountSetupView } from '@contract/account-setup';
import { accountSetupRoutes } from '@contract/routes/account-setup';
import useSWR from 'swr';
import { ApiError, callRoute, routeUrl } from '../api-client';
import { apiSwrOptions } from '../api-swr-options';

export const accountSetupKey = routeUrl(accountSetupRoutes.getAccountSetup);

export async function getAccountSetup(): Promise<AccountSetupView> {
  try {
    return await callRoute(accountSetupRoutes.getAccountSetup);
  } catch (error) {
    // Nothing submitted yet may come back as 404: that is a status, not a failure.
    if (error instanceof ApiError && error.status === 404) return { status: 'not-submitted' };
    throw error;
  }
}

export function useAccountSetup() {
  return useSWR(accountSetupKey, getAccountSetup, apiSwrOptions);
}
