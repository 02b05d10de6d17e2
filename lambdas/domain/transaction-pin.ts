/**
 * The 6-digit transaction PIN that confirms every money movement. Only a slow salted hash is kept.
 * At most five PINs are judged per 15-minute window, however many arrive at once: each attempt is
 * counted atomically *before* it is judged, so a stolen session cannot walk through a million PINs,
 * nor race past the limit with a burst of parallel guesses. Five wrong PINs lock checks for 15
 * minutes. A right PIN gives its attempt back.
 */
import type { SetTransactionPinRequest } from '../../contract/account';
import {
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  TooManyAttemptsError,
  WrongPinError,
} from './errors';
import type { Caller } from './open-profile';
import { epochSeconds } from './session-revocation';

export const MAX_PIN_ATTEMPTS = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

export interface PinHasher {
  hash(pin: string): Promise<string>;
  verify(pin: string, hash: string): Promise<boolean>;
}

/** The outcome of counting one attempt before judging it. */
export type PinAttemptClaim =
  /** `claim` names this count, so that giving it back is done once however often it is sent. */
  | { outcome: 'counted'; hash?: string; windowEndsAt: number; claim: string }
  /**
   * `whileWaiting`: the lock began while this attempt waited for a turn in a full window, so this PIN
   * was never judged; the person is told the checks came at once, not that this PIN was wrong.
   */
  | { outcome: 'locked'; until: number; whileWaiting?: boolean }
  /** Every attempt of the window is being judged right now (a burst of the person's own requests). */
  | { outcome: 'busy' }
  | { outcome: 'no-profile' };

export interface PinAttemptRules {
  now: number;
  maxAttempts: number;
  windowSeconds: number;
}

export interface TransactionPinStore {
  /** Whether the customer has a PIN; undefined when they have no profile yet. */
  load(userId: string): Promise<{ hash?: string } | undefined>;
  /**
   * Replaces the hash if it is still `previousHash` (none: no PIN yet). Attempts already counted in
   * the window stay counted: a new PIN does not buy new guesses.
   */
  save(userId: string, hash: string, previousHash: string | undefined): Promise<void>;
  /**
   * Counts one attempt in the current window in one conditional write, opening a new window when the
   * last one ended, and gives back the stored hash; refuses when the window's attempts are used up.
   */
  claimAttempt(userId: string, rules: PinAttemptRules): Promise<PinAttemptClaim>;
  /** Gives a right PIN's attempt (its claim) back, unless a lock began in that window meanwhile. */
  releaseAttempt(userId: string, windowEndsAt: number, claim: string): Promise<void>;
  /** After a wrong PIN: when the window's attempts are used up, locks until `until`; says whether it did. */
  lockIfExhausted(userId: string, until: number, maxAttempts: number): Promise<boolean>;
}

export interface TransactionPinDependencies {
  store: TransactionPinStore;
  hasher: PinHasher;
  now(): Date;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
const lockedMessage = (seconds: number) => `Too many wrong PINs. Please try again in ${inMinutes(seconds)}.`;
const notJudgedMessage = (seconds: number) =>
  `Too many PIN checks at once: this PIN was not checked, and the wrong PINs sent with it have locked it. Please try again in ${inMinutes(seconds)}.`;

/** Set a PIN before confirming money with it. */
export class TransactionPinNotSetError extends ForbiddenError {
  constructor() {
    super('Set your transaction PIN first.');
  }
}

/** Counts the attempt, then judges it; gives back the hash it judged against. */
async function judgePin(
  userId: string,
  pin: string,
  field: string,
  deps: TransactionPinDependencies,
): Promise<string> {
  const now = epochSeconds(deps.now());
  const claim = await deps.store.claimAttempt(userId, {
    now,
    maxAttempts: MAX_PIN_ATTEMPTS,
    windowSeconds: PIN_LOCK_SECONDS,
  });
  if (claim.outcome === 'no-profile')
    throw new NotFoundError('Your profile is not open yet. Reload the app and try again.');
  if (claim.outcome === 'locked')
    throw new TooManyAttemptsError(
      claim.whileWaiting ? notJudgedMessage(claim.until - now) : lockedMessage(claim.until - now),
    );
  if (claim.outcome === 'busy')
    throw new TooManyAttemptsError('Too many PIN checks at the same moment. Please try again in a moment.');
  if (claim.hash === undefined) {
    await deps.store.releaseAttempt(userId, claim.windowEndsAt, claim.claim);
    throw new TransactionPinNotSetError();
  }
  if (await deps.hasher.verify(pin, claim.hash)) {
    await deps.store.releaseAttempt(userId, claim.windowEndsAt, claim.claim);
    return claim.hash;
  }
  if (await deps.store.lockIfExhausted(userId, now + PIN_LOCK_SECONDS, MAX_PIN_ATTEMPTS))
    throw new TooManyAttemptsError(lockedMessage(PIN_LOCK_SECONDS));
  throw new WrongPinError(field);
}

/**
 * The check every money movement makes: the caller's PIN, judged under the same atomic attempt count
 * as a PIN change. Throws WrongPinError (on `field`), TooManyAttemptsError or TransactionPinNotSetError.
 */
export async function verifyTransactionPin(
  caller: Caller,
  pin: string,
  deps: TransactionPinDependencies,
  field = 'pin',
): Promise<void> {
  await judgePin(caller.userId, pin, field, deps);
}

export async function setTransactionPin(
  caller: Caller,
  request: SetTransactionPinRequest,
  deps: TransactionPinDependencies,
): Promise<void> {
  const stored = await deps.store.load(caller.userId);
  if (!stored) throw new NotFoundError('Your profile is not open yet. Reload the app and try again.');
  let previousHash: string | undefined;
  if (stored.hash) {
    if (!request.currentPin)
      throw new InvalidRequestError('Enter your current PIN to change it.', {
        currentPin: 'Enter your current PIN',
      });
    previousHash = await judgePin(caller.userId, request.currentPin, 'currentPin', deps);
  }
  await deps.store.save(caller.userId, await deps.hasher.hash(request.pin), previousHash);
}
