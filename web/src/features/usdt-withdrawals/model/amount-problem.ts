/**
 * What is wrong with the USDT typed to send, said at the amount before the PIN is asked, in the words
 * the server refuses it with (the contract's): the limits per withdrawal, what is left of the day's
 * limit, and what the wallet holds (with the network fee once it is known). The server checks each
 * again when the withdrawal is confirmed.
 */
import { parseAmount } from '@contract/minor-units';
import { usdtWithdrawalRefusals as refusals, type UsdtWithdrawalTerms } from '@contract/usdt-withdrawals';
import type { AmountProblem } from '../../../lib/amount-problem';

/** What the server takes: up to 9 whole digits and 6 decimals. */
export const USDT_AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;

export interface SendingFigures {
  terms: Pick<
    UsdtWithdrawalTerms,
    'minimumPerWithdrawal' | 'maximumPerWithdrawal' | 'maximumPerDay' | 'leftToday'
  >;
  /** The wallet's balance, once known. */
  balance: string | undefined;
  /** What leaves the wallet with the network fee, once the fee for this amount is known. */
  total: string | undefined;
}

const micro = (text: string) => parseAmount(text, 'USDT');

export function usdtAmountProblem(typed: string, figures: SendingFigures): AmountProblem | undefined {
  const text = typed.trim();
  if (!USDT_AMOUNT.test(text))
    return { message: 'Enter a USDT amount in digits, like 10 or 10.5.', whileTyping: false };
  const amount = micro(text);
  const { terms, balance, total } = figures;
  const minimum = micro(terms.minimumPerWithdrawal);
  if (amount < minimum) return { message: refusals.belowMinimum(minimum), whileTyping: false };
  const maximum = micro(terms.maximumPerWithdrawal);
  if (amount > maximum) return { message: refusals.aboveMaximum(maximum), whileTyping: true };
  const left = micro(terms.leftToday);
  if (amount > left)
    return { message: refusals.pastDailyLimit(micro(terms.maximumPerDay), left), whileTyping: true };
  if (balance === undefined) return undefined;
  const held = micro(balance);
  if (amount > held) return { message: refusals.notEnoughForAmount(held, amount), whileTyping: true };
  if (total !== undefined && micro(total) > held)
    return { message: refusals.notEnoughWithFee(held, micro(total)), whileTyping: true };
  return undefined;
}
