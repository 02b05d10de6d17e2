/**
 * What a failed API call becomes in the SPA: one error type with a message a person can read, the
 * HTTP status, and field messages for forms. Built from the API's problem+json body when there is one.
 */
import type { Problem } from '@contract/problem';

/** Plain words for a status when the API gave no detail of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Some of the details are not valid. Please check them and try again.',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have access to this.',
  404: 'We could not find what you asked for.',
  409: 'This changed in the meantime. Please reload and try again.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    readonly problem?: Problem,
  ) {
    super(message);
  }

  /** Field path → message, for showing next to form fields. */
  get fieldErrors(): Record<string, string> {
    return this.problem?.errors ?? {};
  }

  static fromProblem(problem: Problem): ApiError {
    return new ApiError(problem.detail ?? messageForStatus(problem.status), problem.status, problem);
  }

  static fromStatus(status: number): ApiError {
    return new ApiError(messageForStatus(status), status);
  }

  static network(): ApiError {
    return new ApiError('Network error: check your internet connection and try again.', 0);
  }
}

function messageForStatus(status: number): string {
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return STATUS_MESSAGES[status] ?? 'The request could not be completed. Please try again.';
}
