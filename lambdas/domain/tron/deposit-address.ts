/**
 * Each person's own TRC20 deposit address. An index of m/44'/195'/0'/0/i is given out at most once:
 * a shared counter hands out the next index, and a conditional write makes the person's first address
 * their only one. Two first visits of one person at once both end with the same address (the loser's
 * index is skipped, never reused); two people at once get two different indexes. An index whose
 * address a customer saved as a withdrawal address is skipped for good: a withdrawal there would be
 * sent from our hot wallet to our own address and credit no one.
 */
import type { AccountXpub } from './deposit-address-derivation';

export interface DepositAddress {
  /** The TRON address (34 characters, starts with T). */
  address: string;
  /** i in m/44'/195'/0'/0/i: what the custody side needs to find the key. */
  index: number;
  assignedAt: string;
}

/** Where deposit addresses are kept (the accounts table in both worlds). */
export interface DepositAddressStore {
  /** The person's address, if one was assigned. */
  find(userId: string): Promise<DepositAddress | undefined>;
  /** The next unused derivation index; each call returns a different one, even when called at once. */
  takeNextIndex(): Promise<number>;
  /**
   * Records `address` as the person's address (and who owns it) unless they already have one; returns
   * the address they end up with, which is the other one when a concurrent first visit won. Refuses
   * (DepositAddressSavedError) an address some customer saved as a withdrawal address.
   */
  assign(userId: string, address: DepositAddress): Promise<DepositAddress>;
  /** Who owns a deposit address, for crediting what arrives at it. */
  ownerOf(address: string): Promise<string | undefined>;
}

/** The candidate address is a customer's saved withdrawal address: its index is never handed out. */
export class DepositAddressSavedError extends Error {
  constructor(readonly index: number) {
    super(`Deposit address index ${index} is a saved withdrawal address: skipped`);
  }
}

/** Indexes skipped in one visit before giving up: each needs a customer to have saved that very address. */
const MAX_SKIPPED_INDEXES = 20;

export interface DepositAddressDependencies {
  store: DepositAddressStore;
  accountXpub: AccountXpub;
  now?: () => Date;
}

/** The person's TRC20 deposit address, assigning one on the first call. Callers check the person is verified. */
export async function depositAddressOf(
  userId: string,
  deps: DepositAddressDependencies,
): Promise<DepositAddress> {
  const existing = await deps.store.find(userId);
  if (existing) return existing;
  for (let skipped = 0; ; skipped += 1) {
    const index = await deps.store.takeNextIndex();
    const candidate: DepositAddress = {
      address: deps.accountXpub.depositAddress(index),
      index,
      assignedAt: (deps.now?.() ?? new Date()).toISOString(),
    };
    try {
      return await deps.store.assign(userId, candidate);
    } catch (error) {
      if (!(error instanceof DepositAddressSavedError) || skipped >= MAX_SKIPPED_INDEXES) throw error;
    }
  }
}
