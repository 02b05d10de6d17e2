/** GET /ops/kyc/applications — the review queue, oldest first (KYC reviewers only). */
import { kycReviewRoutes } from '../../contract/routes/kyc-review';
import { reviewQueueStore } from '../adapters/kyc-review-repository';
import { reviewQueue } from '../domain/kyc/review-queue';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(kycReviewRoutes.listKycApplications, async ({ query }) =>
  json(await reviewQueue(query, reviewQueueStore)),
);
