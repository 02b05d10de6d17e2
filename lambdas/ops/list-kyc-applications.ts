/** GET /ops/kyc/applications — the review queue, oldest first (KYC reviewers only). */
import { reviewQueueStore } from '../adapters/kyc-review-repository';
import { ReviewQueueQuerySchema } from '../contract/kyc-review';
import { reviewQueue } from '../domain/kyc/review-queue';
import { userRoute } from '../http/api-handler';
import { parseQuery } from '../http/request-parameters';
import { json } from '../http/responses';

export const handler = userRoute('reviewer', async ({ event }) =>
  json(await reviewQueue(parseQuery(event, ReviewQueueQuerySchema), reviewQueueStore)),
);
