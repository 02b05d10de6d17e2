/** GET /ops/kyc/applications/{userId} — one application, unmasked, with image links; the read is recorded. */
import { kycReviewRoutes } from '../../contract/routes/kyc-review';
import { now } from '../adapters/clock';
import { fieldCipher } from '../adapters/field-cipher/field-cipher-from-environment';
import { reviewStore } from '../adapters/kyc-review-repository';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { emailOfUser } from '../adapters/user-directory';
import { openApplicationForReview } from '../domain/kyc/review-application';
import { reviewerOf } from '../domain/kyc/reviewer';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(kycReviewRoutes.getKycApplication, async ({ caller, pathParameters }) =>
  json(
    await openApplicationForReview(await reviewerOf(caller, emailOfUser), pathParameters.userId, {
      store: reviewStore,
      cipher: fieldCipher(),
      images: s3UploadStorage(),
      now,
    }),
  ),
);
