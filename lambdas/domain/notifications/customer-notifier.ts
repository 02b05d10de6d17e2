/**
 * The port that tells a customer something by email. Sending is best effort and comes after the money
 * is booked: an implementation never rejects, so a lost email can never turn a booked movement into an
 * error that someone retries (the ledger would answer the retry as a replay, but the customer would wait).
 */
import type { CustomerMessage } from './customer-messages';

export interface CustomerNotifier {
  /**
   * Sends the message to the customer's own address; failures are the implementation's to log and count.
   * `once` names what it tells (a record's outcome): a message under a name already told is not sent
   * again, so a booking path that runs again (a redelivered webhook whose booking's answer was lost)
   * tells what it booked without telling it twice, and two paths booking the same money at once (a
   * card's browser return and its webhook) tell it once.
   */
  tell(userId: string, message: CustomerMessage, once?: string): Promise<void>;
}

/** The name a record's outcome is told under (`once`). */
export const outcomeNotice = (record: { id: string }, outcome: string) => `${record.id}:${outcome}`;

/**
 * How long after a record's outcome a booking path may run again and still tell of it: a provider
 * redelivers a webhook for 24 hours and the reconciliations run within the hour. Past it a replay tells
 * nothing, so an operator's rescan of old blocks never tells of old news, nor does the first run after
 * a booking made before names were kept.
 */
export const RETELL_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether a replay that found this record booked may still tell of it. */
export const stillNews = (record: { updatedAt: string }, now: Date) =>
  now.getTime() - Date.parse(record.updatedAt) <= RETELL_WITHIN_MS;

/** For callers (tests, tools) that send nothing. */
export const silentNotifier: CustomerNotifier = { tell: async () => {} };
