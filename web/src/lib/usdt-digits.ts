import { formatIndianGrouping } from '@contract/rupees';

/**
 * USDT has 6 decimals; lists and balances show 2, a transaction's details and the screen that sends
 * USDT all 6.
 */
export type AmountPrecision = 'short' | 'full';
const USDT_DECIMALS = 6;
const USDT_SHOWN_DECIMALS = 2;

/**
 * A USDT decimal string to 2 decimals (cut, never rounded up: the screen never shows more than the
 * person has) or to all 6, by string digits only.
 */
export function usdtDigits(amount: string, precision: AmountPrecision): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const digits = precision === 'full' ? USDT_DECIMALS : USDT_SHOWN_DECIMALS;
  return `${formatIndianGrouping(whole)}.${fraction.padEnd(digits, '0').slice(0, digits)}`;
}
