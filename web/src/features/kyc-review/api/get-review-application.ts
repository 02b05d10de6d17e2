/** `GET /ops/kyc/applications/{userId}`: one application, unmasked, with short-lived image links. */
import { apiPath } from '@contract/api-paths';
import { type ReviewApplication, ReviewApplicationSchema } from '@contract/kyc-review';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export function getReviewApplication(path: string): Promise<ReviewApplication> {
  return apiClient.get(path, ReviewApplicationSchema);
}

/**
 * Not refetched on focus: every fetch signs new image links, and a reviewer switching tabs to compare
 * records should not see the images reload under them.
 */
export function useReviewApplication(userId: string | undefined, enabled: boolean) {
  return useSWR(enabled && userId ? apiPath('getKycApplication', { userId }) : null, getReviewApplication, {
    ...apiSwrOptions,
    revalidateOnFocus: false,
  });
}
