/** What the review needs from storage; the DynamoDB adapter implements it (kyc-review-repository.ts). */
import type { KycStatus } from '../../../contract/account';
import type { BankDetailsRecord, KycApplicationRecord } from './kyc-application';
import type { ApplicationReadRecord, ReviewDecisionRecord } from './review-records';

export type DecidedStatus = Exclude<KycStatus, 'not-submitted' | 'pending'>;

export interface ApplicationUnderReview {
  application?: KycApplicationRecord;
  bank?: BankDetailsRecord;
  /** Oldest first. */
  decisions: ReviewDecisionRecord[];
}

export interface ReviewStore {
  loadApplication(userId: string): Promise<ApplicationUnderReview>;
  recordRead(read: ApplicationReadRecord): Promise<void>;
  /**
   * Writes the decision and the customer's new status in one transaction, only while that exact
   * submission is still pending: `not-pending` when it no longer is (decided meanwhile, or
   * resubmitted), `busy` when another write to it was in flight.
   */
  saveDecision(
    decision: ReviewDecisionRecord,
    status: DecidedStatus,
  ): Promise<'saved' | 'not-pending' | 'busy'>;
}
