/** GET /ops/kyc/applications: pending applications, oldest first, a page at a time. */
import type { ReviewQueue } from '../../../contract/kyc-review';

export const DEFAULT_QUEUE_PAGE = 25;

export interface ReviewQueueStore {
  /** `cursor` is the opaque `next` of the previous page. */
  pendingApplications(limit: number, cursor?: string): Promise<ReviewQueue>;
}

export function reviewQueue(
  page: { limit?: number; cursor?: string },
  store: ReviewQueueStore,
): Promise<ReviewQueue> {
  return store.pendingApplications(page.limit ?? DEFAULT_QUEUE_PAGE, page.cursor);
}
