/**
 * The local stack's movable clock (lambdas/adapters/clock.ts reads it): its offset from the system's
 * time, kept in the profile's `clock.json`, written whole (atomic-file.ts) so a handler reading it
 * mid-move sees the old time or the new one. Time keeps running from wherever it was moved to.
 */
import { type LocalClockState, localClockOffsetMs } from '../../lambdas/local-twin';
import { writeFileAtomically } from './atomic-file';

export interface LocalClock {
  file: string;
  nowMs(): number;
  offsetMs(): number;
  /** Moves the clock forward by `ms` (never back: a waiting rule is tried by letting time pass). */
  advance(ms: number): void;
  /** Puts the clock at `atMs` (epoch milliseconds), ahead of or behind the system's time. */
  set(atMs: number): void;
  /** The system's time again. */
  reset(): void;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = /^(\d+)([smhd])$/;

/** `25h`, `90m`, `2d`, `30s` in milliseconds; undefined for anything else. */
export function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** The offset as a person reads it: `+1d 1h`, `-5m 30s`, `none`. */
export function offsetText(offsetMs: number): string {
  if (offsetMs === 0) return 'none';
  const seconds = Math.round(Math.abs(offsetMs) / 1000);
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value}${unit}`);
  return `${offsetMs < 0 ? '-' : '+'}${shown.join(' ') || '0s'}`;
}

export function localClock(file: string): LocalClock {
  const offsetMs = () => localClockOffsetMs(file);
  const write = (offset: number) =>
    writeFileAtomically(file, `${JSON.stringify({ offsetMs: offset } satisfies LocalClockState)}\n`);
  return {
    file,
    offsetMs,
    nowMs: () => Date.now() + offsetMs(),
    advance: (ms) => {
      if (!Number.isSafeInteger(ms) || ms <= 0)
        throw new RangeError('The clock moves forward by a whole, positive time');
      write(offsetMs() + ms);
    },
    set: (atMs) => write(Math.round(atMs - Date.now())),
    reset: () => write(0),
  };
}
