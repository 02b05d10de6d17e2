/**
 * Money inside is bigint minor units (paise for INR, micro-units for USDT) and a decimal string on the
 * wire: one reading and writing of it for the server and the screens, so a limit the screen checks
 * before the PIN is the figure the server checks after it. No floating point touches an amount.
 */

export const currencies = {
  INR: { decimals: 2 },
  // USDT on TRON (TRC20) has 6 decimals.
  USDT: { decimals: 6 },
} as const;

export type Currency = keyof typeof currencies;

/** The product spec shows an empty wallet as '00.00'. */
export const EMPTY_BALANCE = '00.00';

const MIN_FRACTION_DIGITS = 2;

/** Formats minor units as a decimal string: 12345n INR → '123.45', 1500000n USDT → '1.50'. */
export function formatAmount(minorUnits: bigint, currency: Currency): string {
  if (minorUnits === 0n) return EMPTY_BALANCE;
  const { decimals } = currencies[currency];
  const sign = minorUnits < 0n ? '-' : '';
  const digits = (minorUnits < 0n ? -minorUnits : minorUnits).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  let fraction = digits.slice(-decimals);
  while (fraction.length > MIN_FRACTION_DIGITS && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${whole}.${fraction}`;
}

/**
 * Parses a positive decimal string into minor units, refusing more fraction digits than the currency
 * has (rather than rounding someone's money).
 */
export function parseAmount(text: string, currency: Currency): bigint {
  const { decimals } = currencies[currency];
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`'${text}' is not an amount`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new RangeError(`${currency} amounts have at most ${decimals} decimal places`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** parseAmount for text a person is still typing: undefined where it is not (yet) an amount. */
export function typedAmount(text: string, currency: Currency): bigint | undefined {
  try {
    return parseAmount(text, currency);
  } catch {
    return undefined;
  }
}
