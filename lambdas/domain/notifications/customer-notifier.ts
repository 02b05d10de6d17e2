/**
 * The port that tells a customer something by email. Sending is best effort and comes after the money
 * is booked: an implementation never rejects, so a lost email can never turn a booked movement into an
 * error that someone retries (the ledger would answer the retry as a replay, but the customer would wait).
 */
import type { CustomerMessage } from './customer-messages';

export interface CustomerNotifier {
  /** Sends the message to the customer's own address; failures are the implementation's to log and count. */
  tell(userId: string, message: CustomerMessage): Promise<void>;
}

/** For callers (tests, tools) that send nothing. */
export const silentNotifier: CustomerNotifier = { tell: async () => {} };
