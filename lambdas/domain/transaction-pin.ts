/**
 * PUT /me/transaction-pin: the 6-digit PIN that will confirm every money movement. Only a slow salted
 * hash is kept. Changing a PIN needs the current one, and five wrong guesses lock the PIN for 15
 * minutes: a stolen session must not be able to walk through a million PINs on this route.
 */
import type { SetTransactionPinRequest } from '../../contract/transaction-pin';
import { InvalidRequestError, NotFoundError, TooManyAttemptsError, WrongPinError } from './errors';
import type { Caller } from './open-profile';
import { epochSeconds } from './session-revocation';

export const MAX_WRONG_PINS = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

/** The PIN fields of a customer's profile. */
export interface StoredTransactionPin {
  /** Salted hash of the PIN; absent until the customer sets one. */
  hash?: string;
  /** Epoch seconds until which PIN checks are refused after too many wrong PINs. */
  lockedUntil?: number;
}

export interface PinHasher {
  hash(pin: string): Promise<string>;
  verify(pin: string, hash: string): Promise<boolean>;
}

export interface TransactionPinStore {
  /** The profile's PIN fields; undefined when the customer has no profile yet. */
  load(userId: string): Promise<StoredTransactionPin | undefined>;
  /** Replaces the hash if it is still `previousHash` (none: no PIN yet), clearing wrong guesses. */
  save(userId: string, hash: string, previousHash: string | undefined): Promise<void>;
  /** Counts one more wrong PIN and returns the count since the last success or lock. */
  recordWrongPin(userId: string): Promise<number>;
  /** Refuses PIN checks until `lockedUntil` (epoch seconds) and starts the count afresh. */
  lock(userId: string, lockedUntil: number): Promise<void>;
}

export interface TransactionPinDependencies {
  store: TransactionPinStore;
  hasher: PinHasher;
  now(): Date;
}

const lockedMessage = (minutes: number) =>
  `Too many wrong PINs. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Checks a PIN against the stored hash, counting wrong guesses and locking after too many. */
export async function checkTransactionPin(
  userId: string,
  pin: string,
  stored: StoredTransactionPin & { hash: string },
  deps: TransactionPinDependencies,
): Promise<void> {
  const now = epochSeconds(deps.now());
  if (stored.lockedUntil !== undefined && stored.lockedUntil > now)
    throw new TooManyAttemptsError(lockedMessage(Math.ceil((stored.lockedUntil - now) / 60)));
  if (await deps.hasher.verify(pin, stored.hash)) return;
  if ((await deps.store.recordWrongPin(userId)) >= MAX_WRONG_PINS) {
    await deps.store.lock(userId, now + PIN_LOCK_SECONDS);
    throw new TooManyAttemptsError(lockedMessage(PIN_LOCK_SECONDS / 60));
  }
  throw new WrongPinError();
}

export async function setTransactionPin(
  caller: Caller,
  request: SetTransactionPinRequest,
  deps: TransactionPinDependencies,
): Promise<void> {
  const stored = await deps.store.load(caller.userId);
  if (!stored) throw new NotFoundError('Your profile is not open yet. Reload the app and try again.');
  if (stored.hash) {
    if (!request.currentPin)
      throw new InvalidRequestError('Enter your current PIN to change it.', {
        currentPin: 'Enter your current PIN',
      });
    await checkTransactionPin(caller.userId, request.currentPin, { ...stored, hash: stored.hash }, deps);
  }
  await deps.store.save(caller.userId, await deps.hasher.hash(request.pin), stored.hash);
}
