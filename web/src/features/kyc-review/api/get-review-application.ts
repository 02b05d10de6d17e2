/** `GET /ops/kyc/applications/{userId}`: one application, unmasked, with short-lived image links. */
import type { ReviewApplication } from '@contract/kyc-review';
import { kycReviewRoutes } from '@contract/routes/kyc-review';
import useSWR from 'swr';
import { readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export const getReviewApplication: (path: string) => Promise<ReviewApplication> = readRoute(
  kycReviewRoutes.getKycApplication,
);

/**
 * Not refetched on focus: every fetch signs new image links, and a reviewer switching tabs to compare
 * records should not see the images reload under them.
 */
export function useReviewApplication(userId: string | undefined, enabled: boolean) {
  return useSWR(
    enabled && userId ? routeUrl(kycReviewRoutes.getKycApplication, { pathParameters: { userId } }) : null,
    getReviewApplication,
    {
      ...apiSwrOptions,
      revalidateOnFocus: false,
    },
  );
}
