/**
 * The limits on an amount a capability moves, in one vocabulary for every capability: the least and
 * the most of one request, the most of a day (the calendar day in India, the day the person sees) and
 * of a financial year (April to March), and what is left of them. A capability names its figures and
 * its words; this module judges an amount against them and refuses it with one error.
 *
 * Amounts are integer minor units of the limit's currency (paise, micro-USDT).
 */
import { InvalidRequestError } from '../errors';
import type { Currency } from '../money';

export interface AmountLimits {
  readonly currency: Currency;
  readonly perRequest: { readonly min: bigint; readonly max: bigint };
  readonly perDay: bigint;
  /** Only where a yearly ceiling applies; the day's limit alone binds the others. */
  readonly perFinancialYear?: bigint;
}

/** What the person already moved in the limit's periods. */
export interface UsedSoFar {
  readonly today: bigint;
  readonly thisYear?: bigint;
}

/**
 * A capability's words for each limit it refuses, with the figures they name (minor units). What is
 * left is never below zero: a day already past its limit (a capture credited anyway) has nothing left.
 */
export interface LimitRefusals {
  belowMinimum(min: bigint): string;
  aboveMaximum(max: bigint): string;
  pastDailyLimit(perDay: bigint, leftToday: bigint): string;
  pastYearlyLimit?(perFinancialYear: bigint, leftThisYear: bigint): string;
}

/** How a capability refuses: its limits, its words, and the field the person typed the amount in. */
export interface LimitCheck {
  readonly limits: AmountLimits;
  readonly refusals: LimitRefusals;
  readonly field: string;
}

/** An amount the person typed, refused: the message is shown beside that field too. */
export class AmountRefusedError extends InvalidRequestError {
  constructor(field: string, message: string) {
    super(message, { [field]: message });
  }
}

/** What is left of a period's maximum once `used` was moved in it, never below zero. */
export const leftOf = (maximum: bigint, used: bigint) => (used < maximum ? maximum - used : 0n);

/** Refuses an amount below or above what one request may be. */
export function assertWithinPerRequest({ limits, refusals, field }: LimitCheck, amount: bigint): void {
  const { min, max } = limits.perRequest;
  if (amount < min) throw new AmountRefusedError(field, refusals.belowMinimum(min));
  if (amount > max) throw new AmountRefusedError(field, refusals.aboveMaximum(max));
}

/** Refuses an amount that would take the day (or the financial year) past its maximum. */
export function assertWithinPeriods(
  { limits, refusals, field }: LimitCheck,
  amount: bigint,
  used: UsedSoFar,
) {
  const leftToday = leftOf(limits.perDay, used.today);
  if (amount > leftToday)
    throw new AmountRefusedError(field, refusals.pastDailyLimit(limits.perDay, leftToday));
  const { perFinancialYear } = limits;
  if (perFinancialYear === undefined || used.thisYear === undefined) return;
  const leftThisYear = leftOf(perFinancialYear, used.thisYear);
  if (amount <= leftThisYear) return;
  if (!refusals.pastYearlyLimit) throw new Error('A yearly limit needs its words');
  throw new AmountRefusedError(field, refusals.pastYearlyLimit(perFinancialYear, leftThisYear));
}

/** Both judgements, per request first, for a capability that checks them at the same moment. */
export function assertWithinLimits(check: LimitCheck, amount: bigint, used: UsedSoFar): void {
  assertWithinPerRequest(check, amount);
  assertWithinPeriods(check, amount, used);
}
