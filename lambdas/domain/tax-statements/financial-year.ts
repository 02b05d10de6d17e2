/**
 * An Indian financial year (1 April to 31 March) as the days a statement covers, checked: the label
 * must name consecutive years, not before the first year any wallet held money, not one yet to begin.
 */
import {
  FIRST_FINANCIAL_YEAR,
  financialYearLabel,
  financialYearStartOf,
} from '../../../contract/tax-statements';
import { InvalidRequestError } from '../errors';

export interface FinancialYearDays {
  /** `2026-04-01` */
  readonly from: string;
  /** `2027-03-31` */
  readonly to: string;
}

export function financialYearDays(label: string, now: Date): FinancialYearDays {
  const startYear = Number(label.slice(0, 4));
  if (financialYearLabel(startYear) !== label)
    throw new InvalidRequestError(
      'A financial year runs from one April to the next: choose one like 2026-27.',
      {
        financialYear: 'Choose a year like 2026-27',
      },
    );
  if (startYear < FIRST_FINANCIAL_YEAR)
    throw new InvalidRequestError(
      `Statements start with the year ${financialYearLabel(FIRST_FINANCIAL_YEAR)}.`,
      { financialYear: `Choose ${financialYearLabel(FIRST_FINANCIAL_YEAR)} or later` },
    );
  if (startYear > financialYearStartOf(now))
    throw new InvalidRequestError('That financial year has not begun yet.', {
      financialYear: 'Choose this year or an earlier one',
    });
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}
