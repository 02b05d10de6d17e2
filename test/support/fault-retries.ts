/**
 * Trying again as the outside world does while the database fails: an operator runs a command again
 * after it failed, the browser's return is sent again after a server error, a scheduled job runs again
 * on its next tick. Each counts its tries beyond the first in a tally, so a fault run can say how many
 * retries the faults caused.
 */

import { countRetry, newTally, type RetryTally } from './retry-tally';

export { newTally, type RetryTally };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs again while it throws, up to ten tries (the last error is thrown). */
export async function retryingWhileThrows<T>(run: () => Promise<T>, tally = newTally()): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 10) throw error;
      countRetry(`threw: ${(error as Error).message}`, tally);
      await pause(200 * attempt);
    }
  }
}

/** A request sent again while the server says it failed (5xx), as the browser's return is retried. */
export async function retryingWhileServerFails<T extends { status: number }>(
  send: () => Promise<T>,
  tally = newTally(),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer.status < 500 || attempt >= 20) return answer;
    countRetry(`${answer.status}`, tally);
    await pause(200 * attempt);
  }
}

/**
 * The app's retry of a money request under one Idempotency-Key: sent again while the answer says "try
 * again" (a server error, the same request still in progress, too many PIN checks at the same moment),
 * bounded in tries, as the app backs off.
 */
export async function retryingUnderKey<T extends { status: number; body: unknown }>(
  send: () => Promise<T>,
  tally = newTally(),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    const detail = (answer.body as { detail?: string } | undefined)?.detail ?? '';
    const tryAgain =
      answer.status >= 500 ||
      answer.status === 429 ||
      (answer.status === 409 && /still being processed/.test(detail));
    if (!tryAgain || attempt >= 40) return answer;
    countRetry(`${answer.status}${detail ? ` "${detail}"` : ''}`, tally);
    await pause(250 * Math.min(attempt, 8));
  }
}
