/** The KYC reviewers' API (members of the `kyc-reviewers` group only). */
import * as z from 'zod/mini';
import { KycStatusSchema } from './account';
import { AddressSchema } from './account-setup';
import { cursorPageQuery, nextPageCursor } from './request-shapes';

/** A Cognito `sub` as it appears in a path: letters, digits and dashes. */
const CustomerId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,128}$/, 'This is not a customer id'));

/** `/ops/kyc/applications/{userId}` and its `/decision`: whose application. */
export const ApplicationPathSchema = z.object({ userId: CustomerId });

/** `GET /ops/kyc/applications?limit=&cursor=`: the query string of a queue page. */
export const ReviewQueueQuerySchema = z.object(cursorPageQuery);

/** `GET /ops/kyc/applications`: applications waiting for review, oldest first. */
export const ReviewQueueSchema = z.object({
  applications: z.array(
    z.object({ userId: z.string(), email: z.string(), fullName: z.string(), submittedAt: z.string() }),
  ),
  ...nextPageCursor,
});
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** One recorded decision: what was decided, why (a rejection), by whom and when. Never edited. */
export const ReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string()),
  reviewer: z.string(),
  decidedAt: z.string(),
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** `GET /ops/kyc/applications/{userId}`: one application, unmasked for the reviewer only. */
export const ReviewApplicationSchema = z.object({
  userId: z.string(),
  email: z.string(),
  status: KycStatusSchema,
  submittedAt: z.string(),
  fullName: z.string(),
  address: AddressSchema,
  aadhaarNumber: z.string(),
  panNumber: z.string(),
  bank: z.object({ accountHolderName: z.string(), accountNumber: z.string(), ifsc: z.string() }),
  /** Short-lived links to the two ID images exactly as submitted. */
  frontImageUrl: z.string(),
  backImageUrl: z.string(),
  decisions: z.array(ReviewDecisionSchema),
});
export type ReviewApplication = z.infer<typeof ReviewApplicationSchema>;

/** `POST /ops/kyc/applications/{userId}/decision`. A rejection needs a reason the customer can act on. */
export const ReviewDecisionRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('reject'),
      reason: z
        .string('Say why, in words the customer can act on')
        .check(
          z.trim(),
          z.minLength(5, 'Say why, in words the customer can act on'),
          z.maxLength(500, 'Keep the reason under 500 characters'),
        ),
    }),
  ],
  'Choose approve or reject',
);
export type ReviewDecisionRequest = z.infer<typeof ReviewDecisionRequestSchema>;

/** The answer to a decision: the customer's new status and the decision as recorded. */
export const ReviewDecisionResultSchema = z.object({
  userId: z.string(),
  status: KycStatusSchema,
  decision: ReviewDecisionSchema,
});
export type ReviewDecisionResult = z.infer<typeof ReviewDecisionResultSchema>;
