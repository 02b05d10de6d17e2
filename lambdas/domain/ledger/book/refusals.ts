/**
 * Every way the ledger refuses a movement, in one list, as TigerBeetle names each result of a
 * transfer in one enum: a caller and a test can say exactly why nothing was written. Each refusal is
 * an error class; those a customer can meet are domain errors (lambdas/domain/errors.ts), which
 * lambdas/http/responses.ts answers as problem+json by their kind. Nothing is written when any is thrown.
 */
import { IdempotencyKeyReusedError } from '../../client-idempotency';
import { ConflictError, DomainError, NotFoundError } from '../../errors';
import type { MovementCap } from './movement-cap';

export { IdempotencyKeyReusedError };

/**
 * A debit would take a wallet below zero, or a wallet the plan was made from holds something else by
 * the time it is written (walletsAsRead). Capabilities throw it too, with their own words, when they
 * see it before asking the ledger.
 */
export class InsufficientFundsError extends DomainError {
  readonly kind = 'insufficient-funds';
  readonly title = 'Insufficient funds';
}

/** The movement would take a cap's total over its maximum. */
export class CapReachedError extends ConflictError {
  constructor(readonly cap: MovementCap) {
    super(`This would pass the ${cap.name} limit for ${cap.period}`);
  }
}

/** The house does not hold enough of a stock for the movement. */
export class InventoryShortfallError extends ConflictError {
  constructor() {
    super(
      'We do not have enough USDT to sell for this amount right now. Please try a smaller amount or try again later.',
    );
  }
}

/** A transition named a record there is none of. */
export class RecordNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such transaction');
  }
}

/** A transition found its record in another status than it moves from (already released, say). */
export class RecordStatusChangedError extends ConflictError {
  constructor(status: string | undefined) {
    super(`The transaction is ${status}, so this cannot be done`);
  }
}

/**
 * A stock shard a draw chose was emptied by another sale meanwhile: never seen by a caller, as the
 * Bookkeeper plans again (and past its tries refuses with InventoryShortfallError).
 */
export class StockShardEmptiedError extends Error {}

/** An entry whose postings do not sum to zero per currency, name an account twice or move nothing. */
export class UnbalancedEntryError extends Error {}

/** A movement that contradicts itself (its stock change, records or references against its postings). */
export class InconsistentMovementError extends Error {}

/** The ledger's refusals by name, each with the error it is thrown as. */
export const ledgerRefusals = {
  'insufficient-funds': InsufficientFundsError,
  'cap-reached': CapReachedError,
  'inventory-shortfall': InventoryShortfallError,
  /** The same reference (an Idempotency-Key, a UTR) posted before with another movement. */
  'reference-reused': IdempotencyKeyReusedError,
  'record-not-found': RecordNotFoundError,
  'record-status-changed': RecordStatusChangedError,
  'stock-shard-emptied': StockShardEmptiedError,
  'unbalanced-entry': UnbalancedEntryError,
  'inconsistent-movement': InconsistentMovementError,
} as const;

export type LedgerRefusal = keyof typeof ledgerRefusals;
