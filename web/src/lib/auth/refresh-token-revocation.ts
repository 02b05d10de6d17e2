/**
 * Revoking the refresh token after a local sign-out, in the background: the person is signed out on
 * this device at once, and the token is made useless at Cognito as soon as the network allows, in
 * case it was copied. Retries what can pass later (no network, throttling, 5xx) on the backoff
 * schedule; a refusal (already revoked or expired) means there is nothing left to revoke.
 */
import { isAuthError } from './auth-error';
import { REVOKE_BACKOFF, retryDelays } from './backoff';

export interface RetryClock {
  /** Milliseconds, any origin (elapsed time only). */
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
}

export type RevocationOutcome = 'revoked' | 'refused' | 'gave-up';

const RETRYABLE = new Set(['NetworkError', 'TooManyRequestsException', 'LimitExceededException']);

const isRetryable = (error: unknown) =>
  isAuthError(error) && (RETRYABLE.has(error.name) || error.status === 0 || error.status >= 500);

export async function revokeWithRetries(
  revoke: () => Promise<unknown>,
  clock: RetryClock,
): Promise<RevocationOutcome> {
  const deadline = clock.now() + REVOKE_BACKOFF.giveUpAfterMs;
  const delays = retryDelays(clock.random);
  for (;;) {
    try {
      await revoke();
      return 'revoked';
    } catch (error) {
      if (!isRetryable(error)) return 'refused';
    }
    const next = delays.next();
    if (next.done || clock.now() + next.value > deadline) return 'gave-up';
    await clock.sleep(next.value);
  }
}
