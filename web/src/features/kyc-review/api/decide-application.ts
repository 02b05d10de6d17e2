/** `POST /ops/kyc/applications/{userId}/decision`: approve, or reject with a reason. Recorded for good. */
import type { ReviewDecisionRequest } from '@contract/kyc-review';
import { kycReviewRoutes } from '@contract/routes/kyc-review';
import { mutate } from 'swr';
import { callRoute, routeUrl } from '../../../lib/api-client';

export async function decideApplication(userId: string, decision: ReviewDecisionRequest): Promise<void> {
  await callRoute(kycReviewRoutes.decideKycApplication, { pathParameters: { userId }, body: decision });
  // The queue lost an entry and the application gained a decision: every cached page is stale.
  await mutate(
    (key) => typeof key === 'string' && key.startsWith(routeUrl(kycReviewRoutes.listKycApplications)),
    undefined,
    {
      revalidate: true,
    },
  );
}
