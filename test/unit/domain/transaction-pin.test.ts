import { describe, expect, it } from 'vitest';
import { scryptPinHasher } from '../../../lambdas/adapters/scrypt-pin-hasher';
import { InvalidRequestError, TooManyAttemptsError, WrongPinError } from '../../../lambdas/domain/errors';
import {
  type StoredTransactionPin,
  setTransactionPin,
  type TransactionPinStore,
} from '../../../lambdas/domain/transaction-pin';

const caller = { userId: 'u1', username: 'u1' };

/** Plain-text "hashes" keep these rule tests fast; the real hasher has its own tests below. */
const plainHasher = {
  hash: async (pin: string) => `plain:${pin}`,
  verify: async (pin: string, hash: string) => hash === `plain:${pin}`,
};

function memoryStore(initial: StoredTransactionPin | undefined) {
  let stored = initial && { ...initial };
  let wrong = 0;
  const store: TransactionPinStore = {
    load: async () => stored && { ...stored },
    save: async (_, hash) => {
      stored = { hash };
      wrong = 0;
    },
    recordWrongPin: async () => (wrong += 1),
    lock: async (_, lockedUntil) => {
      stored = { ...stored, lockedUntil };
      wrong = 0;
    },
  };
  return { store, current: () => stored };
}

const at = (seconds: number) => () => new Date(seconds * 1000);

/** The spec: PIN changes lock for 15 minutes after five wrong current PINs. */
const WRONG_PINS_BEFORE_LOCK = 5;
const LOCK_SECONDS = 15 * 60;

describe('setTransactionPin', () => {
  it('sets a first PIN without asking for a current one', async () => {
    const { store, current } = memoryStore({});
    await setTransactionPin(caller, { pin: '482915' }, { store, hasher: plainHasher, now: at(1000) });
    expect(current()?.hash).toBe('plain:482915');
  });

  it('asks for the current PIN before changing one', async () => {
    const { store } = memoryStore({ hash: 'plain:482915' });
    await expect(
      setTransactionPin(caller, { pin: '905173' }, { store, hasher: plainHasher, now: at(1000) }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('refuses a wrong current PIN, then locks after five', async () => {
    const { store, current } = memoryStore({ hash: 'plain:482915' });
    const deps = { store, hasher: plainHasher, now: at(1000) };
    for (let attempt = 1; attempt < WRONG_PINS_BEFORE_LOCK; attempt += 1)
      await expect(
        setTransactionPin(caller, { pin: '905173', currentPin: '000000' }, deps),
      ).rejects.toBeInstanceOf(WrongPinError);
    await expect(
      setTransactionPin(caller, { pin: '905173', currentPin: '000000' }, deps),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(current()?.lockedUntil).toBe(1000 + LOCK_SECONDS);
    await expect(setTransactionPin(caller, { pin: '905173', currentPin: '482915' }, deps)).rejects.toThrow(
      'Too many wrong PINs. Please try again in 15 minutes.',
    );
    await setTransactionPin(
      caller,
      { pin: '905173', currentPin: '482915' },
      {
        ...deps,
        now: at(1000 + LOCK_SECONDS),
      },
    );
    expect(current()?.hash).toBe('plain:905173');
  });

  it('needs an open profile', async () => {
    const { store } = memoryStore(undefined);
    await expect(
      setTransactionPin(caller, { pin: '482915' }, { store, hasher: plainHasher, now: at(1) }),
    ).rejects.toThrow('Your profile is not open yet');
  });
});

describe('scryptPinHasher', () => {
  it('verifies the PIN it hashed and nothing else, with a fresh salt each time', async () => {
    const first = await scryptPinHasher.hash('482915');
    const second = await scryptPinHasher.hash('482915');
    expect(first).not.toBe(second);
    expect(first).not.toContain('482915');
    expect(await scryptPinHasher.verify('482915', first)).toBe(true);
    expect(await scryptPinHasher.verify('482916', first)).toBe(false);
    expect(await scryptPinHasher.verify('482915', 'not-a-hash')).toBe(false);
  });
});
