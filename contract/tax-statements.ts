/**
 * The customer's tax statement: every buy, sell, withdrawal and deposit of one Indian financial year
 * (1 April to 31 March, IST) as a CSV, for the return where gains on virtual digital assets are taxed
 * (s.115BBH) and TDS deducted under s.194S is claimed.
 */
import * as z from 'zod/mini';

/** `2026-27`: the year starting 1 April 2026, as Indian forms and accountants write it. */
export const FinancialYearSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}$/, 'Give the financial year as 2026-27'));

export const TaxStatementPathSchema = z.object({ financialYear: FinancialYearSchema });
export type TaxStatementPath = z.infer<typeof TaxStatementPathSchema>;

/** No wallet holds anything before the year that began on 1 April 2020. */
export const FIRST_FINANCIAL_YEAR = 2020;

/** The label of the financial year starting in April of `startYear`: 2026 → `2026-27`. */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The financial year an instant falls in, in India (UTC+5:30 all year): 31 March 23:59 IST is the old one. */
export function financialYearStartOf(instant: Date): number {
  const ist = new Date(instant.getTime() + (5 * 60 + 30) * 60_000);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/** The years a customer may choose, newest first: the current one back to the first. */
export function financialYearsUntil(instant: Date): string[] {
  const years: string[] = [];
  for (let year = financialYearStartOf(instant); year >= FIRST_FINANCIAL_YEAR; year -= 1)
    years.push(financialYearLabel(year));
  return years;
}
