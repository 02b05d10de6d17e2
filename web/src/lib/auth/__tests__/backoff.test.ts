import { describe, expect, it } from 'vitest';
import { AuthError } from '../auth-error';
import { delayCeiling, REVOKE_BACKOFF, retryDelays } from '../backoff';
import { revokeWithRetries } from '../refresh-token-revocation';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('revocation backoff', () => {
  it('waits at most 100 ms before the first retry', () => {
    expect(delayCeiling(0)).toBe(100);
    for (let draw = 0; draw < 50; draw += 1) expect(retryDelays().next().value).toBeLessThanOrEqual(100);
  });

  it('doubles the ceiling after each failure, up to a cap', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => delayCeiling(attempt))).toEqual([100, 200, 400, 800, 1600]);
    expect(delayCeiling(30)).toBe(REVOKE_BACKOFF.maxDelayMs);
  });

  it('draws each wait anywhere between zero and its ceiling (full jitter)', () => {
    const almostOne = () => 0.999_999;
    expect([...retryDelays(() => 0)].every((delay) => delay === 0)).toBe(true);
    const highest = [...retryDelays(almostOne)];
    expect(highest.slice(0, 4)).toEqual([99, 199, 399, 799]);
  });

  it('gives up before the waits pass 300 seconds in total, whatever the draws', () => {
    for (const random of [() => 0.999_999, () => 0.5, Math.random]) {
      const delays = [...retryDelays(random)];
      expect(sum(delays)).toBeLessThanOrEqual(300_000);
      expect(delays.length).toBeLessThanOrEqual(REVOKE_BACKOFF.maxRetries);
    }
  });

  it('retries a revocation that cannot get through, and stops within 300 s', async () => {
    let clock = 0;
    let attempts = 0;
    const outcome = await revokeWithRetries(
      async () => {
        attempts += 1;
        clock += 2_000; // each attempt itself takes time
        throw new AuthError('NetworkError', 'Network error', 0);
      },
      {
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        random: () => 0.999_999,
      },
    );
    expect(outcome).toBe('gave-up');
    expect(attempts).toBeGreaterThan(5);
    expect(clock).toBeLessThanOrEqual(300_000 + 2_000);
  });

  it('stops at once when the service refuses the token (nothing left to revoke)', async () => {
    let attempts = 0;
    const outcome = await revokeWithRetries(
      async () => {
        attempts += 1;
        throw new AuthError('UnsupportedTokenTypeException', 'Invalid token');
      },
      { now: () => 0, sleep: async () => {}, random: Math.random },
    );
    expect(outcome).toBe('refused');
    expect(attempts).toBe(1);
  });

  it('succeeds once the network is back', async () => {
    const failures = [
      new AuthError('NetworkError', 'Network error', 0),
      new AuthError('InternalErrorException', 'x', 500),
    ];
    const outcome = await revokeWithRetries(
      async () => {
        const failure = failures.shift();
        if (failure) throw failure;
      },
      { now: () => 0, sleep: async () => {}, random: Math.random },
    );
    expect(outcome).toBe('revoked');
  });
});
