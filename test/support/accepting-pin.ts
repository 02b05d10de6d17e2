/**
 * A customer's transaction PIN for domain tests, judged as the real store and hasher do but without
 * scrypt or a table: the right PIN passes, every attempt is counted, nothing locks.
 */
import type { TransactionPinDependencies } from '../../lambdas/domain/transaction-pin';

export function acceptingPin(pin: string, now: () => Date): TransactionPinDependencies {
  return {
    store: {
      load: async () => ({ hash: `hashed:${pin}` }),
      save: async () => {},
      claimAttempt: async () => ({
        outcome: 'counted' as const,
        hash: `hashed:${pin}`,
        windowEndsAt: 0,
        claim: 'claim',
      }),
      releaseAttempt: async () => {},
      lockIfExhausted: async () => false,
    },
    hasher: {
      hash: async (typed) => `hashed:${typed}`,
      verify: async (typed, hash) => hash === `hashed:${typed}`,
    },
    now,
  };
}
