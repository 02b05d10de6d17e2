/** Upload times in India Standard Time, in India's date format, whatever the device's own time zone. */
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatUploadTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${istDateTime.format(date)} IST`;
}
