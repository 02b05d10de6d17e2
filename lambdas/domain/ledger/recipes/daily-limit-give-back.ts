/**
 * A withdrawal that came back (the bank failed or reversed the payout, the chain dropped the transfer)
 * no longer counts towards the daily limit it was taken from, so the customer can send it again the
 * same day: its return takes what it counted off that day's total, in the same transaction.
 *
 * The day is read from the record's creation, which the ledger stamps a moment after the request
 * counted it. A request in the last instant of a day in India may have counted on that day and been
 * stamped the next, whose total then holds less than is given back (the cap refuses a total below
 * zero): such a return is booked without the give-back, as the day it counted on is over anyway. The
 * money is never held up for the limit's sake.
 */
import { indianDayOf } from '../../india/calendar';
import type { MovementCap, Transition } from '../book/entry-plan';
import type { LedgerWriter, PostedMovement } from '../book/ledger';
import { CapReachedError } from '../book/refusals';
import type { TransactionRecord } from '../book/transactions';

export const dailyLimitGiveBack = (
  record: Pick<TransactionRecord, 'userId' | 'createdAt'>,
  name: 'inr-withdrawals' | 'usdt-withdrawals',
  countedMinor: bigint,
): MovementCap => ({
  userId: record.userId,
  name,
  period: indianDayOf(new Date(record.createdAt)),
  addMinor: -countedMinor,
});

const givesBack = (cap: MovementCap) => cap.addMinor < 0n && cap.maxMinor === undefined;

/** The return, with its give-back if that day's total still holds it, else without. */
export async function returnGivingBack(
  ledger: Pick<LedgerWriter, 'transition'>,
  transition: Transition,
): Promise<PostedMovement> {
  try {
    return await ledger.transition(transition);
  } catch (error) {
    if (!(error instanceof CapReachedError) || !givesBack(error.cap)) throw error;
    return ledger.transition({
      ...transition,
      caps: (transition.caps ?? []).filter((cap) => !givesBack(cap)),
    });
  }
}
