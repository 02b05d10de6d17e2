/**
 * `GET /me`: the signed-in person's profile, cached by SWR under its API path. Shared: the account
 * screen, the wallet gate (KYC status) and the transaction PIN screens all read it.
 */
import { apiPath } from '@contract/api-paths';
import { type Profile, ProfileSchema } from '@contract/profile';
import useSWR, { type SWRConfiguration } from 'swr';
import { apiClient } from '../api-client';
import { apiSwrOptions } from '../api-swr-options';

export const meKey = apiPath('getMe');

export function getMe(): Promise<Profile> {
  return apiClient.get(apiPath('getMe'), ProfileSchema);
}

/** `options` for a screen that needs more than the defaults (a balance polled while money is awaited). */
export function useMe(options: Pick<SWRConfiguration, 'refreshInterval'> = {}) {
  return useSWR(meKey, getMe, { ...apiSwrOptions, ...options });
}
