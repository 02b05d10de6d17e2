/**
 * DynamoDB cancels a transaction that touches an item another transaction is writing
 * (TransactionConflict) and writes nothing, so trying again is safe. Attempts back off exponentially
 * with full jitter, so a burst of requests on one wallet spreads out instead of colliding again in
 * step; the number of attempts is bounded so a request never hangs.
 */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 12, baseDelayMs: 10, maxDelayMs: 800 };

export class RetriesExhaustedError extends Error {}

export async function retryWhile<T>(
  policy: RetryPolicy,
  isRetryable: (error: unknown) => boolean,
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (tried >= policy.attempts)
        throw new RetriesExhaustedError(`Gave up after ${tried} attempts`, { cause: error });
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tried - 1));
      await sleep(Math.random() * ceiling);
    }
  }
}
