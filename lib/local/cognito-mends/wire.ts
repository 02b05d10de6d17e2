/** Cognito's JSON 1.1 wire format: the error shape, the service's messages, and what a request body may be. */

export type Json = Record<string, unknown>;

/** A Cognito error in its JSON wire format. */
export class CognitoWireError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The service says this for an unknown user and a wrong password alike (no user enumeration). */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

/** Messages the service uses where cognito-local words them differently. */
export const serviceMessages: Record<string, string> = {
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  UsernameExistsException: 'An account with the given email already exists.',
  UserNotFoundException: 'User does not exist.',
};

/** The service answers a body that is not a JSON object with SerializationException, not a 500. */
export function parseRequestBody(body: string): Json {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : {};
  } catch {
    throw new CognitoWireError('SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new CognitoWireError('SerializationException', 'The request body must be a JSON object.');
  return parsed as Json;
}
