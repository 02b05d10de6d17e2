/**
 * A capability's limits as its terms route shows them before the person types, in the vocabulary of
 * contract/limits.ts: every figure a decimal string in the limit's currency, with what was used and
 * what is left of today. The capability's `LimitNames` put them under its own field names.
 */
import type { LimitFigures } from '../../../contract/limits';
import { formatAmount } from '../money';
import { type AmountLimits, leftOf } from './amount-limits';

export function limitsView(limits: AmountLimits, usedToday: bigint): LimitFigures {
  const amount = (minor: bigint) => formatAmount(minor, limits.currency);
  return {
    minimumPerRequest: amount(limits.perRequest.min),
    maximumPerRequest: amount(limits.perRequest.max),
    maximumPerDay: amount(limits.perDay),
    usedToday: amount(usedToday),
    leftToday: amount(leftOf(limits.perDay, usedToday)),
  };
}
