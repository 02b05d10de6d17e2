/**
 * A capability's limits in one sentence, the same on every screen that takes an amount (buy, sell, card
 * deposit, INR and USDT withdrawal): one request's least and most, the most of a day and what is left
 * of today. The figures are the server's, read from the terms by the capability's names
 * (`shownLimits`, contract/limits.ts); the screen says only what a request is called.
 */
import type { ShownLimits } from '@contract/limits';
import { formatIndianGrouping, formatRupees } from '@contract/rupees';

export interface LimitsSentence {
  limits: ShownLimits;
  currency: 'INR' | 'USDT';
  /** What one request is, after its range: `at a time`, `per payment`, `a withdrawal`. */
  perRequest: string;
  /** The verb a trade opens with (`Buy`): "Buy from … at a time, up to … a day". Others open "From". */
  action?: string;
  /** What the day's most counts besides the amount typed: `with fees`. */
  dayCounts?: string;
  /** Says the day is India's ("left today, India time"), as the trade panels do. */
  indiaTime?: boolean;
}

const usdt = (amount: string) => `${formatIndianGrouping(amount)} USDT`;

/** The sentence itself, for a hint or a note that goes on after it. */
export function limitsSentence({
  limits,
  currency,
  perRequest,
  action,
  dayCounts,
  indiaTime,
}: LimitsSentence) {
  const amount = currency === 'INR' ? formatRupees : usdt;
  // Rupees carry their sign on both ends of the range; USDT names its unit once, after the range.
  const least =
    currency === 'INR'
      ? formatRupees(limits.minimumPerRequest)
      : formatIndianGrouping(limits.minimumPerRequest);
  const opening = action ? `${action} from` : 'From';
  const dayLimit = action ? 'up to' : 'at most';
  return `${opening} ${least} to ${amount(limits.maximumPerRequest)} ${perRequest}, ${dayLimit} ${amount(limits.maximumPerDay)} a day${dayCounts ? ` ${dayCounts}` : ''} (${amount(limits.leftToday)} left today${indiaTime ? ', India time' : ''}).`;
}
