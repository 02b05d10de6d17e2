/**
 * `GET /me`: the signed-in person's profile, cached by SWR under its API path. Shared: the account
 * screen, the wallet gate (KYC status) and the transaction PIN screens all read it.
 */
import { apiPath } from '@contract/api-paths';
import { type Profile, ProfileSchema } from '@contract/profile';
import useSWR from 'swr';
import { apiClient } from '../api-client';
import { apiSwrOptions } from '../api-swr-options';

export const meKey = apiPath('getMe');

export function getMe(): Promise<Profile> {
  return apiClient.get(apiPath('getMe'), ProfileSchema);
}

export function useMe() {
  return useSWR(meKey, getMe, apiSwrOptions);
}
