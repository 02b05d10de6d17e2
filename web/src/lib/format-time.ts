/**
 * Dates and times as people in India read them, in India Standard Time whatever the device's own time
 * zone (a reviewer abroad and a customer in Pune see the same clock), and a time always names its zone.
 */
const IST = 'Asia/Kolkata';

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: IST,
});
const istDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: IST });

const parsed = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** `23 Nov 2026, 11:35 am IST`; anything that is not a date is shown as it came. */
export function formatIstDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? `${istDateTime.format(date)} IST` : iso;
}

/** `23 November 2026`, the day in India (a date alone needs no zone named, but is counted in IST). */
export function formatIstDate(iso: string): string {
  const date = parsed(iso);
  return date ? istDate.format(date) : iso;
}
