/** `POST /ops/kyc/applications/{userId}/decision`: approve, or reject with a reason. Recorded for good. */
import { apiPath } from '@contract/api-paths';
import type { ReviewDecisionRequest } from '@contract/kyc-review';
import { mutate } from 'swr';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

/** The screen goes back to the queue afterwards; what matters is that the call succeeded. */
const AnyBody = z.unknown();

export async function decideApplication(userId: string, decision: ReviewDecisionRequest): Promise<void> {
  await apiClient.post(apiPath('decideKycApplication', { userId }), decision, AnyBody);
  // The queue lost an entry and the application gained a decision: every cached page is stale.
  await mutate(
    (key) => typeof key === 'string' && key.startsWith(apiPath('listKycApplications')),
    undefined,
    {
      revalidate: true,
    },
  );
}
