/**
 * Money is held as bigint minor units (paise for INR, micro-units for USDT) and leaves the server as a
 * decimal string. No floating point touches an amount. The rules live in the contract, where the SPA
 * reads amounts by the same ones.
 */
import { type Currency, currencies } from '../../contract/minor-units';

export {
  type Currency,
  currencies,
  EMPTY_BALANCE,
  formatAmount,
  parseAmount,
} from '../../contract/minor-units';
export { formatPaise as formatRupees } from '../../contract/rupees';

/**
 * Minor units with every decimal the currency has, zero included: 10000000n USDT → '10.000000', 0n INR
 * → '0.00'. For files a spreadsheet reads (statements), where a column of USDT must line up to the
 * micro-unit and a trimmed '10.00' would hide whether anything was rounded away.
 */
export function formatAllDecimals(minorUnits: bigint, currency: Currency): string {
  const { decimals } = currencies[currency];
  const sign = minorUnits < 0n ? '-' : '';
  const digits = (minorUnits < 0n ? -minorUnits : minorUnits).toString().padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
