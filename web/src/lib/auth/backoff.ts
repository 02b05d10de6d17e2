/**
 * The retry schedule for revoking a refresh token after sign-out: exponential backoff from 100 ms with
 * full jitter (each wait random between 0 and its ceiling, so many tabs or devices coming back online do
 * not retry in step), giving up once the waits would pass 300 s in total. Pure: randomness is passed in.
 */
export interface BackoffPolicy {
  firstDelayMs: number;
  /** No single wait ceiling grows past this. */
  maxDelayMs: number;
  /** The waits together never exceed this. */
  giveUpAfterMs: number;
  /** A bound on attempts too, whatever the random draws. */
  maxRetries: number;
}

export const REVOKE_BACKOFF: BackoffPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 30_000,
  giveUpAfterMs: 300_000,
  maxRetries: 50,
};

/** The ceiling of the wait before retry number `attempt` (0-based): 100, 200, 400, … ms, capped. */
export const delayCeiling = (attempt: number, policy: BackoffPolicy = REVOKE_BACKOFF): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** attempt);

/** The waits between attempts, in order; ends when the next wait would pass the total budget. */
export function* retryDelays(
  random: () => number = Math.random,
  policy: BackoffPolicy = REVOKE_BACKOFF,
): Generator<number, void, void> {
  let waited = 0;
  for (let attempt = 0; attempt < policy.maxRetries; attempt += 1) {
    const delay = Math.floor(random() * delayCeiling(attempt, policy));
    if (waited + delay > policy.giveUpAfterMs) return;
    waited += delay;
    yield delay;
  }
}
