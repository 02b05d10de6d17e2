import { describe, expect, it } from 'vitest';
import { AuthError, EmailNotConfirmedError, networkError, notAuthenticated } from '../auth-error';
import { friendlyAuthMessage, SESSION_ENDED, THROTTLED } from '../auth-messages';

const said = (name: string, message = 'service text') => friendlyAuthMessage(new AuthError(name, message));

describe('friendlyAuthMessage', () => {
  it("keeps the service's clear words for a wrong password", () => {
    expect(said('NotAuthorizedException', 'Incorrect username or password.')).toBe(
      'Incorrect username or password.',
    );
  });

  it('speaks of the session, not the password, when a token was refused', () => {
    expect(said('NotAuthorizedException', 'Refresh Token has been revoked')).toBe(SESSION_ENDED);
    expect(friendlyAuthMessage(notAuthenticated())).toBe(SESSION_ENDED);
  });

  it('sends an unconfirmed person to their email', () => {
    expect(friendlyAuthMessage(new EmailNotConfirmedError('a@b.in', true))).toBe(
      'Please confirm your email first — we have sent you a new code.',
    );
    expect(friendlyAuthMessage(new EmailNotConfirmedError('a@b.in', false))).toContain(
      'Please confirm your email first',
    );
  });

  it('words wrong and expired codes plainly', () => {
    expect(said('CodeMismatchException', 'Invalid verification code provided, please try again.')).toMatch(
      /code is not right/,
    );
    expect(said('ExpiredCodeException', 'Invalid code provided, please request a code again.')).toMatch(
      /expired/,
    );
  });

  it.each(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException'])(
    'asks to wait after %s',
    (name) => expect(said(name)).toBe(THROTTLED),
  );

  it('explains password rules and taken emails', () => {
    expect(
      said('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
    ).toBe('Your password needs at least 8 characters.');
    expect(said('UsernameExistsException', 'An account with the given email already exists.')).toMatch(
      /already exists\. Sign in/,
    );
  });

  it('asks for a valid email when the service refuses the address', () => {
    expect(said('InvalidParameterException', 'Invalid email address format.')).toBe(
      'Please enter a valid email address.',
    );
    expect(said('InvalidParameterException', 'User is already confirmed.')).toBe(
      'User is already confirmed.',
    );
  });

  it('names a network failure and keeps unknown service text', () => {
    expect(friendlyAuthMessage(networkError())).toMatch(/^Network error/);
    expect(said('SomeNewException', 'Something specific happened.')).toBe('Something specific happened.');
    expect(friendlyAuthMessage(new Error('boom'))).toMatch(/Something went wrong on our side/);
  });
});
