/**
 * What a failed auth call becomes: the service's exception name (Cognito's `__type` without its
 * namespace) and message, so screens can branch on the name and auth-messages.ts can word it.
 */
export class AuthError extends Error {
  constructor(
    /** `NotAuthorizedException`, `CodeMismatchException`, … or `NetworkError` when no answer came. */
    override readonly name: string,
    message: string,
    /** HTTP status of the answer; 0 when none arrived. */
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The person has not confirmed their email yet; the sign-in screen sends them to the code screen. */
export class EmailNotConfirmedError extends AuthError {
  constructor(
    readonly email: string,
    /** Whether a new code was sent just now (the resend itself can be throttled). */
    readonly codeSent: boolean,
  ) {
    super('UserNotConfirmedException', 'User is not confirmed.');
  }
}

export const networkError = () => new AuthError('NetworkError', 'Network error', 0);

/** Nobody is signed in, or the session can no longer be refreshed. */
export const notAuthenticated = () =>
  new AuthError('UserUnAuthenticatedException', 'User is not authenticated');

export const isAuthError = (error: unknown, name?: string): error is AuthError =>
  error instanceof AuthError && (name === undefined || error.name === name);
