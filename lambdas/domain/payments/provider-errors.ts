/**
 * The provider's refusals and failures as domain errors, so lambdas/http/responses.ts maps them like
 * any other: an unknown id is a 404, anything else the provider refuses or fails at is a 502 (not the
 * caller's fault: the server chose every figure it sent). Their messages reach the caller, so they never
 * name the provider's API path: that is kept apart, in `call`, for whoever logs the error.
 */
import { NotFoundError, ServiceFailureError } from '../errors';

export class PaymentProviderError extends ServiceFailureError {
  constructor(
    message: string,
    /** The provider's HTTP status (0 when it could not be reached) and its error code. */
    readonly status: number,
    readonly code: string,
    /** The provider's API call that failed (`GET /v1/payouts/{id}`): for logs, never for a response. */
    readonly call?: string,
  ) {
    super(message);
  }
}

export class ProviderRecordNotFoundError extends NotFoundError {
  constructor(
    message: string,
    /** The provider's API call that found nothing: for logs, never for a response. */
    readonly call?: string,
  ) {
    super(message);
  }
}

/**
 * A payout idempotency key reused with another request: a bug on our side (keys are derived from the
 * withdrawal), never something to retry. No payout was made by this call.
 */
export class PayoutIdempotencyConflictError extends PaymentProviderError {}

/** The business account is short of money for a payout made without `queueIfLowBalance`. */
export class PayoutBalanceTooLowError extends PaymentProviderError {}
