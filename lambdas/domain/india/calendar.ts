/**
 * India's calendar, as the money rules count in it: India Standard Time (UTC+05:30, no daylight
 * saving), the day a daily limit counts in, the financial year (April to March) a yearly threshold
 * and a tax statement count in, and its quarters, in which TDS is reported (Form 26QF).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The day in India an instant falls on, as YYYY-MM-DD: the day a person sees, so a daily limit's day. */
export function indianDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const istParts = (instant: Date) => {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
};

/** India's financial year (April to March, in IST) an instant falls in: `FY2026-27`. */
export function financialYearOf(instant: Date): string {
  const { year, month } = istParts(instant);
  const start = month >= 4 ? year : year - 1;
  return `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A financial-year quarter, `2026-Q3` = October–December 2026 (Q1 is April–June). */
export interface TdsQuarter {
  /** The calendar year the financial year starts in. */
  readonly startYear: number;
  readonly quarter: 1 | 2 | 3 | 4;
}

export function parseTdsQuarter(text: string): TdsQuarter {
  const match = /^(\d{4})-Q([1-4])$/.exec(text.trim());
  if (!match) throw new RangeError(`'${text}' is not a quarter like 2026-Q3 (Q1 = April to June)`);
  return { startYear: Number(match[1]), quarter: Number(match[2]) as TdsQuarter['quarter'] };
}

/** The quarter's first instant and the next quarter's first instant, both at IST midnight. */
export function quarterBounds({ startYear, quarter }: TdsQuarter): { from: Date; until: Date } {
  const startMonth = 3 + (quarter - 1) * 3; // zero-based: April is 3
  const istMidnight = (year: number, month: number) => new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS);
  return { from: istMidnight(startYear, startMonth), until: istMidnight(startYear, startMonth + 3) };
}
