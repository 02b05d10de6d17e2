import { describe, expect, it } from 'vitest';
import { scryptPinHasher } from '../../../lambdas/adapters/scrypt-pin-hasher';
import { InvalidRequestError, TooManyAttemptsError, WrongPinError } from '../../../lambdas/domain/errors';
import {
  type PinAttemptClaim,
  setTransactionPin,
  TransactionPinNotSetError,
  type TransactionPinStore,
  verifyTransactionPin,
} from '../../../lambdas/domain/transaction-pin';

const caller = { userId: 'u1', username: 'u1' };
/** The product's rule, written out: five PINs judged per window, a lock of 15 minutes. */
const LIMIT = 5;
const LOCK_SECONDS = 900;

/** Plain-text "hashes" keep these rule tests fast; the real hasher has its own test below. */
function plainHasher() {
  const judged: string[] = [];
  return {
    judged,
    hash: async (pin: string) => `plain:${pin}`,
    verify: async (pin: string, hash: string) => {
      judged.push(pin);
      // Judging takes time, as scrypt does: other requests run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return hash === `plain:${pin}`;
    },
  };
}

/**
 * The profile item in memory, with the repository's semantics: each method is one atomic step, like
 * one conditional DynamoDB update.
 */
function memoryStore(initial: { hash?: string } | undefined) {
  const profile = initial && { ...initial, attempts: 0, resetAt: 0 };
  const store: TransactionPinStore = {
    load: async () => profile && (profile.hash ? { hash: profile.hash } : {}),
    save: async (_, hash, previousHash) => {
      if (!profile || profile.hash !== previousHash) throw new Error('condition failed');
      profile.hash = hash;
    },
    claimAttempt: async (_, { now, maxAttempts, windowSeconds }): Promise<PinAttemptClaim> => {
      if (!profile) return { outcome: 'no-profile' };
      if (profile.resetAt <= now) Object.assign(profile, { attempts: 0, resetAt: now + windowSeconds });
      if (profile.attempts >= maxAttempts) return { outcome: 'locked', until: profile.resetAt };
      profile.attempts += 1;
      return {
        outcome: 'counted',
        windowEndsAt: profile.resetAt,
        claim: `claim-${profile.attempts}`,
        ...(profile.hash ? { hash: profile.hash } : {}),
      };
    },
    releaseAttempt: async (_, windowEndsAt) => {
      if (profile && profile.resetAt === windowEndsAt && profile.attempts > 0) profile.attempts -= 1;
    },
    lockIfExhausted: async (_, until, maxAttempts) => {
      if (!profile || profile.attempts < maxAttempts) return false;
      profile.resetAt = until;
      return true;
    },
  };
  return { store, current: () => profile };
}

const at = (seconds: number) => () => new Date(seconds * 1000);

describe('setTransactionPin', () => {
  it('sets a first PIN without asking for a current one', async () => {
    const { store, current } = memoryStore({});
    await setTransactionPin(caller, { pin: '482915' }, { store, hasher: plainHasher(), now: at(1000) });
    expect(current()?.hash).toBe('plain:482915');
  });

  it('asks for the current PIN before changing one', async () => {
    const { store } = memoryStore({ hash: 'plain:482915' });
    await expect(
      setTransactionPin(caller, { pin: '905173' }, { store, hasher: plainHasher(), now: at(1000) }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('refuses a wrong current PIN, locks after five, and opens again after 15 minutes', async () => {
    const { store, current } = memoryStore({ hash: 'plain:482915' });
    const deps = { store, hasher: plainHasher(), now: at(1000) };
    for (let attempt = 1; attempt < LIMIT; attempt += 1)
      await expect(
        setTransactionPin(caller, { pin: '905173', currentPin: '000000' }, deps),
      ).rejects.toBeInstanceOf(WrongPinError);
    await expect(setTransactionPin(caller, { pin: '905173', currentPin: '000000' }, deps)).rejects.toThrow(
      'Too many wrong PINs. Please try again in 15 minutes.',
    );
    await expect(setTransactionPin(caller, { pin: '905173', currentPin: '482915' }, deps)).rejects.toThrow(
      TooManyAttemptsError,
    );
    await expect(
      setTransactionPin(caller, { pin: '905173', currentPin: '482915' }, { ...deps, now: at(1000 + 840) }),
    ).rejects.toThrow('Too many wrong PINs. Please try again in 1 minute.');
    await setTransactionPin(
      caller,
      { pin: '905173', currentPin: '482915' },
      { ...deps, now: at(1000 + LOCK_SECONDS) },
    );
    expect(current()?.hash).toBe('plain:905173');
  });

  it('needs an open profile', async () => {
    const { store } = memoryStore(undefined);
    await expect(
      setTransactionPin(caller, { pin: '482915' }, { store, hasher: plainHasher(), now: at(1) }),
    ).rejects.toThrow('Your profile is not open yet');
  });
});

describe('verifyTransactionPin, the check every money movement makes', () => {
  it('judges at most five of twelve wrong PINs sent at once, and refuses the right one once locked', async () => {
    const { store } = memoryStore({ hash: 'plain:482915' });
    const hasher = plainHasher();
    const deps = { store, hasher, now: at(1000) };
    const guesses = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => verifyTransactionPin(caller, `0000${10 + index}`, deps)),
    );
    expect(hasher.judged).toHaveLength(LIMIT);
    const reasons = guesses.map((guess) => (guess.status === 'rejected' ? guess.reason : undefined));
    expect(reasons.filter((reason) => reason instanceof WrongPinError).length).toBeLessThanOrEqual(LIMIT - 1);
    expect(reasons.filter((reason) => reason instanceof TooManyAttemptsError).length).toBeGreaterThanOrEqual(
      12 - LIMIT + 1,
    );
    await expect(verifyTransactionPin(caller, '482915', deps)).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(hasher.judged).toHaveLength(LIMIT);
  });

  it('names the field it was asked about, and lets a right PIN give its attempt back', async () => {
    const { store } = memoryStore({ hash: 'plain:482915' });
    const deps = { store, hasher: plainHasher(), now: at(1000) };
    for (let attempt = 1; attempt < LIMIT; attempt += 1)
      await expect(verifyTransactionPin(caller, '000000', deps)).rejects.toMatchObject({
        fieldErrors: { pin: 'The transaction PIN is wrong' },
      });
    // Four wrong in the window; right PINs do not use up the fifth.
    for (let payment = 0; payment < 3; payment += 1) await verifyTransactionPin(caller, '482915', deps);
    await expect(verifyTransactionPin(caller, '000000', deps)).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('asks for a PIN to be set first, without using up an attempt', async () => {
    const { store, current } = memoryStore({});
    const deps = { store, hasher: plainHasher(), now: at(1000) };
    await expect(verifyTransactionPin(caller, '482915', deps)).rejects.toBeInstanceOf(
      TransactionPinNotSetError,
    );
    expect(current()?.attempts).toBe(0);
  });
});

describe('scryptPinHasher', () => {
  // scrypt is slow on purpose (32768 rounds); five of them on a busy machine take seconds.
  it('verifies the PIN it hashed and nothing else, with a fresh salt each time', {
    timeout: 60_000,
  }, async () => {
    const first = await scryptPinHasher.hash('482915');
    const second = await scryptPinHasher.hash('482915');
    expect(first).not.toBe(second);
    expect(first).not.toContain('482915');
    expect(await scryptPinHasher.verify('482915', first)).toBe(true);
    expect(await scryptPinHasher.verify('482916', first)).toBe(false);
    expect(await scryptPinHasher.verify('482915', 'not-a-hash')).toBe(false);
  });
});
