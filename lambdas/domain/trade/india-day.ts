/**
 * The calendar day in India (IST, UTC+05:30, no daylight saving) that an instant falls on, as
 * YYYY-MM-DD: the day the daily buy limit counts in, because it is the day the person sees.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function indianDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
