/**
 * What is wrong with the rupees typed to withdraw, said at the amount before the PIN is asked, in the
 * words the server refuses it with (the contract's): the limits per withdrawal, what the wallet holds
 * and what is left of the day's limit, both counting our fee and its GST on top of the amount. The
 * server checks each again when the withdrawal is confirmed.
 */
import { type InrWithdrawalTerms, inrWithdrawalRefusals as refusals } from '@contract/inr-withdrawals';
import { parseAmount } from '@contract/minor-units';
import type { AmountProblem } from '../../../lib/amount-problem';
import { INR_AMOUNT } from './withdrawal-status';

const paise = (text: string) => parseAmount(text, 'INR');

export function inrAmountProblem(
  typed: string,
  terms: Pick<InrWithdrawalTerms, 'feeInr' | 'gstInr' | 'limits'>,
  /** The wallet's balance, once known. */
  balance: string | undefined,
): AmountProblem | undefined {
  const text = typed.trim();
  if (!INR_AMOUNT.test(text))
    return { message: 'Enter the amount in rupees, like 2000 or 2000.50.', whileTyping: false };
  const amount = paise(text);
  const debit = amount + paise(terms.feeInr) + paise(terms.gstInr);
  const { limits } = terms;
  const minimum = paise(limits.minimumPerWithdrawalInr);
  if (amount < minimum) return { message: refusals.belowMinimum(minimum), whileTyping: false };
  const maximum = paise(limits.maximumPerWithdrawalInr);
  if (amount > maximum) return { message: refusals.aboveMaximum(maximum), whileTyping: true };
  // In the server's order: the wallet first, then the day.
  if (balance !== undefined && debit > paise(balance))
    return { message: refusals.notEnough(paise(balance), debit), whileTyping: true };
  const left = paise(limits.leftTodayInr);
  if (debit > left)
    return { message: refusals.pastDailyLimit(paise(limits.maximumPerDayInr), left), whileTyping: true };
  return undefined;
}
