/**
 * The retries a test's helpers made, counted by what each met: a helper that keeps asking (a quote at
 * the held price, a busy PIN check, a redelivery through faults) records every retry here, so a test
 * can say what its run met and assert it stayed within its bound, and a helper that runs out of
 * retries fails naming what it met instead of handing back its last answer.
 */
import { expect } from 'vitest';

export interface RetryTally {
  retries: number;
  /** Retries by what the try before met ("502 Prices are not updating", "quoted at ₹89.00"). */
  met: Record<string, number>;
}

export const newTally = (): RetryTally => ({ retries: 0, met: {} });

/** Records one retry, in every tally given (a helper's own and its caller's). */
export function countRetry(reason: string, ...tallies: RetryTally[]): void {
  for (const tally of tallies) {
    tally.retries += 1;
    tally.met[reason] = (tally.met[reason] ?? 0) + 1;
  }
}

export const describeRetries = (tally: RetryTally): string =>
  Object.entries(tally.met)
    .map(([reason, count]) => `${count}× ${reason}`)
    .join(', ') || 'no retries';

/** Thrown by a helper that ran out of retries: what it met, so the failure says why. */
export class RetriesExhaustedError extends Error {
  constructor(what: string, bound: number, tally: RetryTally) {
    super(`${what}: gave up after ${bound} retries, having met ${describeRetries(tally)}`);
  }
}

/** Prints what a run's retries met, and fails it if they went beyond `bound`. */
export function expectRetriesWithin(run: string, tally: RetryTally, bound: number): void {
  console.info(`${run}: ${tally.retries} retries (${describeRetries(tally)}), bound ${bound}`);
  expect(tally.retries, `${run}: ${describeRetries(tally)}`).toBeLessThanOrEqual(bound);
}
