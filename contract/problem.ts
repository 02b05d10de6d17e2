/**
 * RFC 9457 problem details: every error response of the API has this body and the
 * `application/problem+json` content type, so the SPA shows one kind of error in plain words.
 */
import * as z from 'zod/mini';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  /** Field-level messages for a rejected request body: field path → message. */
  errors: z.optional(z.record(z.string(), z.string())),
});

export type Problem = z.infer<typeof ProblemSchema>;
