/** The KYC reviewers' API (members of the `kyc-reviewers` group only). */
import * as z from 'zod/mini';
import { AddressSchema } from './account-setup';
import { KycStatusSchema } from './profile';

/** `GET /ops/kyc/applications`: applications waiting for review, oldest first. */
export const ReviewQueueSchema = z.object({
  applications: z.array(
    z.object({ userId: z.string(), email: z.string(), fullName: z.string(), submittedAt: z.string() }),
  ),
  /** Opaque cursor for the next page, when there is one. */
  next: z.optional(z.string()),
});

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
  decisions: z.array(
    z.object({
      decision: z.enum(['approve', 'reject']),
      reason: z.optional(z.string()),
      reviewer: z.string(),
      decidedAt: z.string(),
    }),
  ),
});
export type ReviewApplication = z.infer<typeof ReviewApplicationSchema>;

/** `POST /ops/kyc/applications/{userId}/decision`. A rejection needs a reason the customer can act on. */
export const ReviewDecisionRequestSchema = z.union([
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(5, 'Say why, in words the customer can act on'),
        z.maxLength(500, 'Keep the reason under 500 characters'),
      ),
  }),
]);
export type ReviewDecisionRequest = z.infer<typeof ReviewDecisionRequestSchema>;
