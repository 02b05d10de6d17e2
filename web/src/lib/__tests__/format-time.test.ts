import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstDateTime } from '../format-time';

// India Standard Time is UTC+05:30 all year (no daylight saving).
describe('times shown to people', () => {
  it('are in IST and say so, whatever the device time zone', () => {
    expect(formatIstDateTime('2026-11-23T06:05:00.000Z')).toBe('23 Nov 2026, 11:35 am IST');
  });

  it('count the day in IST: 20:00 UTC is already the next day in India', () => {
    expect(formatIstDateTime('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026, 1:30 am IST');
    expect(formatIstDate('2026-11-23T20:00:00.000Z')).toBe('24 November 2026');
  });

  it('show anything that is not a date as it came', () => {
    expect(formatIstDateTime('not a date')).toBe('not a date');
    expect(formatIstDate('')).toBe('');
  });
});
