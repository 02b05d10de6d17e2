/** `GET /ops/kyc/applications`: applications waiting for a decision, oldest first, a page at a time. */
import { apiPath } from '@contract/api-paths';
import { ReviewQueueSchema } from '@contract/kyc-review';
import useSWR from 'swr';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

export const QUEUE_PAGE_SIZE = 20;

export function reviewQueuePath(cursor?: string): string {
  const query = new URLSearchParams({ limit: String(QUEUE_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${apiPath('listKycApplications')}?${query}`;
}

export function getReviewQueue(path: string): Promise<ReviewQueue> {
  return apiClient.get(path, ReviewQueueSchema);
}

/** `enabled`: false until the person is known to be a reviewer (others are not asked for the queue). */
export function useReviewQueue(cursor: string | undefined, enabled: boolean) {
  return useSWR(enabled ? reviewQueuePath(cursor) : null, getReviewQueue, apiSwrOptions);
}
