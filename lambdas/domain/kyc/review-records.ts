/**
 * What the review leaves behind. Both kinds of record are written once and never updated: a decision
 * (one per submission, with who, when and what), and every time a reviewer opened an application.
 */
import type { Reviewer } from './reviewer';

export type ReviewVerdict = 'approve' | 'reject';

export interface ReviewDecisionRecord {
  userId: string;
  /** The submission decided on, with the images it consisted of. */
  submissionId: string;
  frontImageKey: string;
  backImageKey: string;
  decision: ReviewVerdict;
  reason?: string;
  reviewer: Reviewer;
  decidedAt: string;
}

export interface ApplicationReadRecord {
  userId: string;
  submissionId: string;
  reviewer: Reviewer;
  readAt: string;
  /** The stored objects the reviewer was given links to. */
  objectKeys: string[];
}
