/** `GET /ops/kyc/applications`: applications waiting for a decision, oldest first, a page at a time. */
import type { ReviewQueueSchema } from '@contract/kyc-review';
import { kycReviewRoutes } from '@contract/routes/kyc-review';
import useSWR from 'swr';
import type * as z from 'zod/mini';
import { readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

export const QUEUE_PAGE_SIZE = 20;

export function reviewQueuePath(cursor?: string): string {
  return routeUrl(kycReviewRoutes.listKycApplications, {
    query: { limit: String(QUEUE_PAGE_SIZE), cursor },
  });
}

export const getReviewQueue: (path: string) => Promise<ReviewQueue> = readRoute(
  kycReviewRoutes.listKycApplications,
);

/** `enabled`: false until the person is known to be a reviewer (others are not asked for the queue). */
export function useReviewQueue(cursor: string | undefined, enabled: boolean) {
  return useSWR(enabled ? reviewQueuePath(cursor) : null, getReviewQueue, apiSwrOptions);
}
