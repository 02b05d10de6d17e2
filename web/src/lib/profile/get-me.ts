/**
 * `GET /me`: the signed-in person's profile, cached by SWR under its API path. Shared: the account
 * screen, the wallet gate (KYC status) and the transaction PIN screens all read it.
 */
import type { Profile } from '@contract/account';
import { accountRoutes } from '@contract/routes/account';
import useSWR, { type SWRConfiguration } from 'swr';
import { callRoute, routeUrl } from '../api-client';
import { apiSwrOptions } from '../api-swr-options';

export const meKey = routeUrl(accountRoutes.getMe);

export function getMe(): Promise<Profile> {
  return callRoute(accountRoutes.getMe);
}

/** `options` for a screen that needs more than the defaults (a balance polled while money is awaited). */
export function useMe(options: Pick<SWRConfiguration, 'refreshInterval'> = {}) {
  return useSWR(meKey, getMe, { ...apiSwrOptions, ...options });
}
