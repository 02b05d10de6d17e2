/**
 * Typed domain errors. Domain code throws these; lambdas/http/responses.ts is the one place
 * that turns them into HTTP status codes and problem+json bodies. The ledger's refusals, these among
 * them (insufficient funds, a cap reached), are listed in lambdas/domain/ledger/book/refusals.ts.
 */
export type DomainErrorKind =
  | 'invalid-request'
  | 'not-authenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'insufficient-funds'
  | 'too-many-attempts'
  | 'unsupported-media-type'
  | 'service-failure'
  | 'service-unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Short, stable summary for the problem `title`; the message is the plain-words detail. */
  abstract readonly title: string;
}

export class InvalidRequestError extends DomainError {
  readonly kind = 'invalid-request';
  readonly title = 'Invalid request';
  constructor(
    message: string,
    /** Field path → message, shown next to the field in the SPA. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class NotAuthenticatedError extends DomainError {
  readonly kind = 'not-authenticated';
  readonly title = 'Not authenticated';
  constructor(message = 'User is not authenticated') {
    super(message);
  }
}

/** A token issued before the customer signed out of all devices (see session-revocation.ts). */
export class SessionSignedOutError extends NotAuthenticatedError {
  constructor() {
    super('This session was signed out. Please sign in again.');
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  readonly title = 'Forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly title = 'Not found';
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  readonly title = 'Conflict';
}

/**
 * A wrong transaction PIN; the field name lets the form show it next to the PIN it is about: the
 * current PIN when changing it, the transaction PIN when confirming a money movement.
 */
export class WrongPinError extends ForbiddenError {
  readonly fieldErrors: Record<string, string>;
  constructor(field = 'currentPin') {
    const message = field === 'currentPin' ? 'The current PIN is wrong' : 'The transaction PIN is wrong';
    super(message);
    this.fieldErrors = { [field]: message };
  }
}

/** Too many wrong guesses (of a PIN, say): refused until a lock runs out. */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too-many-attempts';
  readonly title = 'Too many attempts';
}

/** A service we depend on (S3, for example) failed to do what was asked; not the caller's fault. */
export class ServiceFailureError extends DomainError {
  readonly kind = 'service-failure';
  readonly title = 'Service failure';
}

/**
 * A service we depend on (the TRON network, say) cannot be reached just now: nothing was done, and the
 * same request may well work in a few minutes.
 */
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'service-unavailable';
  readonly title = 'Service unavailable';
}

/** A request body in a format the route does not take (only JSON bodies are read). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported-media-type';
  readonly title = 'Unsupported media type';
}
