/** KYC review: the queue of applications, one application with its ID images, and the decision. */
import {
  ApplicationPathSchema,
  ReviewApplicationSchema,
  ReviewDecisionRequestSchema,
  ReviewDecisionResultSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
} from '../kyc-review';
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';

export const kycReviewRoutes = defineRoutes({
  listKycApplications: {
    method: 'GET',
    path: '/ops/kyc/applications',
    access: 'reviewer',
    request: { query: ReviewQueueQuerySchema },
    response: ReviewQueueSchema,
    handler: 'lambdas/kyc-review/list-kyc-applications.ts',
    grants: readsAccounts,
  },
  getKycApplication: {
    method: 'GET',
    path: '/ops/kyc/applications/{userId}',
    access: 'reviewer',
    request: { pathParameters: ApplicationPathSchema },
    response: ReviewApplicationSchema,
    handler: 'lambdas/kyc-review/get-kyc-application.ts',
    grants: {
      // Writes the record of the reviewer's read.
      tables: { accounts: 'readWrite' },
      // Presigned GETs of the ID images.
      uploadsBucket: 'read',
      userPoolActions: ['cognito-idp:AdminGetUser'],
      fieldKeyActions: ['kms:Decrypt'],
    },
  },
  decideKycApplication: {
    method: 'POST',
    path: '/ops/kyc/applications/{userId}/decision',
    access: 'reviewer',
    request: { body: ReviewDecisionRequestSchema, pathParameters: ApplicationPathSchema },
    response: ReviewDecisionResultSchema,
    handler: 'lambdas/kyc-review/decide-kyc-application.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      userPoolActions: ['cognito-idp:AdminGetUser'],
      // An approval opens the customer's deposit account, as getDepositAccount does (same grants, why there).
      fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
      sealedRecords: ['bank-details'],
      secrets: ['razorpayKeySecret'],
      // The customer is told the decision.
      email: 'customers',
    },
  },
});
