import { describe, expect, it } from 'vitest';
import { epochSeconds, isTokenRevoked } from '../../../lambdas/domain/session-revocation';
import { signOutEverywhere } from '../../../lambdas/domain/sign-out-everywhere';

describe('isTokenRevoked', () => {
  const signedOutAt = 1_767_225_600;

  it('lets every token through for a customer who never signed out everywhere', () => {
    expect(isTokenRevoked(1, undefined)).toBe(false);
  });

  it('refuses a token issued before the sign-out', () => {
    expect(isTokenRevoked(signedOutAt - 3600, signedOutAt)).toBe(true);
  });

  it('refuses a token issued in the same second as the sign-out', () => {
    expect(isTokenRevoked(signedOutAt, signedOutAt)).toBe(true);
  });

  it('accepts a token issued a second after the sign-out', () => {
    expect(isTokenRevoked(signedOutAt + 1, signedOutAt)).toBe(false);
  });

  it('refuses a token whose issue time cannot be read once a sign-out exists', () => {
    expect(isTokenRevoked(Number.NaN, signedOutAt)).toBe(true);
  });

  it('counts whole seconds, as token iat does', () => {
    expect(epochSeconds(new Date('2026-01-01T00:00:00.999Z'))).toBe(signedOutAt);
  });
});

describe('signOutEverywhere', () => {
  const caller = { userId: 'sub-1', username: 'pool-name-1' };

  it('records the cut-off in whole seconds, then revokes the refresh tokens of the pool user', async () => {
    const steps: string[] = [];
    await signOutEverywhere(caller, {
      recordTokensValidAfter: async (userId, seconds) => {
        steps.push(`record ${userId} ${seconds}`);
      },
      revokeRefreshTokens: async (username) => {
        steps.push(`revoke ${username}`);
      },
      now: () => new Date('2026-01-01T00:00:00.500Z'),
    });
    expect(steps).toEqual(['record sub-1 1767225600', 'revoke pool-name-1']);
  });

  it('fails when the user pool does not revoke, so the person can try again', async () => {
    const recorded: number[] = [];
    await expect(
      signOutEverywhere(caller, {
        recordTokensValidAfter: async (_userId, seconds) => {
          recorded.push(seconds);
        },
        revokeRefreshTokens: () => Promise.reject(new Error('TooManyRequestsException')),
        now: () => new Date(),
      }),
    ).rejects.toThrow('TooManyRequestsException');
    // The API's cut-off already holds, so the tokens out there are refused even so.
    expect(recorded).toHaveLength(1);
  });
});
