/**
 * The one clock the money rules read: a quote's expiry, a saved address's cooling-off, a day's limits,
 * the IST day and quarter of tax, the PIN lockout. In the cloud it is the system's. The local stack
 * lets a person move it (`npm run sandbox -- clock advance 25h`) so a waiting rule can be tried by
 * hand: it names a file (WALLET_LOCAL_CLOCK_FILE) holding how far its clock runs ahead of the system's,
 * and every process that acts as a handler (the stack itself, a test's, the ops CLI) reads that one
 * file, so none of them sees another time. Read at every call, as a person may move it at any moment.
 *
 * Not on this clock: what another party checks against the system's time (the identity provider's
 * token times, S3's signed URLs) and what measures real waiting (timeouts, a Lambda's budget).
 */
import { readFileSync } from 'node:fs';

export const LOCAL_CLOCK_FILE_VARIABLE = 'WALLET_LOCAL_CLOCK_FILE';

/** What the local clock file holds. */
export interface LocalClockState {
  /** Milliseconds the local clock runs ahead of the system's (negative: behind). */
  offsetMs: number;
}

/** The offset kept in `file`; 0 while no one moved the clock (no file yet). */
export function localClockOffsetMs(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const { offsetMs } = JSON.parse(text) as Partial<LocalClockState>;
  // A clock that cannot be read must not quietly become the system's: a rule would wait wrongly.
  if (typeof offsetMs !== 'number' || !Number.isSafeInteger(offsetMs))
    throw new Error(`The local clock file ${file} holds no whole offsetMs`);
  return offsetMs;
}

/** Milliseconds since the epoch on the clock the money rules read. */
export function nowMs(): number {
  const file = process.env[LOCAL_CLOCK_FILE_VARIABLE];
  return file ? Date.now() + localClockOffsetMs(file) : Date.now();
}

/** The money rules' `now`, as the domain's dependencies take it. */
export const now = (): Date => new Date(nowMs());
