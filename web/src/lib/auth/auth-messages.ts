/**
 * Plain words for auth failures, in one place. Cognito's own message is kept where it already reads
 * well ('Incorrect username or password.'); the cryptic ones are reworded here.
 */
import { AuthError, EmailNotConfirmedError } from './auth-error';

export const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const SOMETHING_WRONG = 'Something went wrong on our side. Please try again in a moment.';

const byName: Record<string, (error: AuthError) => string> = {
  NotAuthorizedException: (error) => {
    // Refresh and access token refusals are about the session, not the password.
    if (/token/i.test(error.message)) return SESSION_ENDED;
    if (/attempts exceeded/i.test(error.message)) return THROTTLED;
    return error.message;
  },
  UserNotConfirmedException: (error) =>
    error instanceof EmailNotConfirmedError && !error.codeSent
      ? 'Please confirm your email first — enter the code we sent you.'
      : 'Please confirm your email first — we have sent you a new code.',
  CodeMismatchException: () => 'That code is not right. Please check the latest email from us and try again.',
  ExpiredCodeException: () => 'That code has expired. Please ask for a new one.',
  LimitExceededException: () => THROTTLED,
  TooManyRequestsException: () => THROTTLED,
  TooManyFailedAttemptsException: () => THROTTLED,
  InvalidPasswordException: (error) =>
    /not long enough/i.test(error.message)
      ? 'Your password needs at least 8 characters.'
      : 'Please choose a different password: this one does not meet our password rules.',
  UsernameExistsException: () =>
    'An account with this email already exists. Sign in, or reset your password if you forgot it.',
  InvalidParameterException: (error) =>
    /email|username/i.test(error.message) ? 'Please enter a valid email address.' : error.message,
  UserUnAuthenticatedException: () => SESSION_ENDED,
  NoAccessToken: () => SESSION_ENDED,
  NetworkError: () => 'Network error: check your internet connection and try again.',
  InternalErrorException: () => SOMETHING_WRONG,
};

export function friendlyAuthMessage(error: unknown): string {
  if (!(error instanceof AuthError)) return SOMETHING_WRONG;
  return byName[error.name]?.(error) ?? error.message;
}
