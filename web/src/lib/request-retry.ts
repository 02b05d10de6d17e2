/**
 * Retries for API calls that are safe to repeat: reads, and money-moving requests that carry an
 * Idempotency-Key (the server answers a repeat with the first response, so a retry never pays twice).
 * Up to three attempts in all, on a dropped connection or a 5xx only: a 4xx will not change by asking
 * again. Waits grow exponentially with full jitter, so many browsers coming back after an outage do
 * not retry in step. Timing is an object so tests can replace the clock and the dice.
 */
import { type BackoffPolicy, retryDelays } from './auth/backoff';

/** Attempts in all, the first one included. */
export const REQUEST_ATTEMPTS = 3;

export const REQUEST_BACKOFF: BackoffPolicy = {
  firstDelayMs: 300,
  maxDelayMs: 2_000,
  giveUpAfterMs: 5_000,
  maxRetries: REQUEST_ATTEMPTS - 1,
};

export const retryTiming = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
  random: (): number => Math.random(),
};

/** What one attempt came to: an answer, or an error (a dropped connection) and whether to try again. */
export type Attempt<R> =
  | { ok: true; value: R; retry: boolean }
  | { ok: false; error: unknown; retry: boolean };

/**
 * Runs `attempt` until it gives an answer not worth retrying or the attempts run out; the caller gets
 * the last answer (or the last error thrown). `signal` stops the waiting when the caller cancels.
 */
export async function withRetries<R>(attempt: () => Promise<Attempt<R>>, signal?: AbortSignal): Promise<R> {
  const delays = retryDelays(() => retryTiming.random(), REQUEST_BACKOFF);
  for (;;) {
    const outcome = await attempt();
    const delay = outcome.retry ? delays.next() : undefined;
    if (!delay || delay.done) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    await retryTiming.sleep(delay.value);
    signal?.throwIfAborted();
  }
}

/**
 * A fresh key for one action of a person (one "Pay" press): create it when the action starts and
 * send the same key with every retry of that action, so the server can answer repeats with the first
 * result. 128 random bits; getRandomValues works outside secure contexts too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
