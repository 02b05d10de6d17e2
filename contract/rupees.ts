/**
 * Rupees as people in India write them, one rule for the screens and the server's messages. Shows a
 * decimal amount string with Indian digit grouping (12,34,567.50), without
 * going through floating point. Amounts stay strings end to end; `00.00` (an empty wallet, as the
 * spec shows it) stays `00.00`.
 */
export function formatIndianGrouping(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  if (!/^\d+$/.test(whole)) return amount;
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A rupee amount from the API as people in India write it: `₹1,23,456.78`. */
export const formatRupees = (amount: string) => `₹${formatIndianGrouping(amount)}`;

/**
 * Rupees held as paise, as the server's messages write them: 12345600n → '₹1,23,456' (whole rupees
 * without paise), 12345n → '₹123.45'.
 */
export function formatPaise(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const magnitude = paise < 0n ? -paise : paise;
  const whole = (magnitude / 100n).toString();
  const fraction = magnitude % 100n;
  return `${sign}${formatRupees(fraction === 0n ? whole : `${whole}.${String(fraction).padStart(2, '0')}`)}`;
}
