/**
 * Client idempotency as Stripe defines it, for every money-moving request: the client sends an
 * Idempotency-Key; the same key with the same request gets the first response again (status and
 * body); the same key with a different request is refused (409); a request refused by validation
 * stores nothing, so the client may fix it and send it again under the same key; keys are kept at
 * least 24 hours. A request still running under a key makes a second one wait its turn (409).
 */
import { ConflictError, InvalidRequestError } from './errors';

/** At least 24 h, as Stripe keeps them; the table's TTL deletes the record some time after. */
export const KEPT_SECONDS = 24 * 60 * 60;

/** Stripe allows keys of up to 255 characters; printable ASCII fits any header. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface ClientRequestRecord {
  /** A hash of the method, path and body: what "the same request" means. */
  fingerprint: string;
  status: 'in-progress' | 'completed';
  response?: StoredResponse;
}

export function checkedIdempotencyKey(header: string | undefined): string {
  if (header === undefined || header === '') {
    throw new InvalidRequestError(
      'Send an Idempotency-Key header (for example a UUID) with every request that moves money, and the same key when you retry it.',
      { 'Idempotency-Key': 'Required' },
    );
  }
  if (!KEY_PATTERN.test(header)) {
    throw new InvalidRequestError('The Idempotency-Key must be 1 to 255 printable ASCII characters.', {
      'Idempotency-Key': 'Not a valid key',
    });
  }
  return header;
}

/** The key was used before for another request: its first answer is not this request's. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
  }
}

/** What a repeat of a key gets: the first response, or a refusal that says why. */
export function answerToRepeat(existing: ClientRequestRecord, fingerprint: string): StoredResponse {
  if (existing.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  if (existing.status === 'in-progress' || !existing.response) {
    throw new ConflictError(
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    );
  }
  return existing.response;
}

/**
 * Which outcomes are the request's answer and are kept for its repeats. A refusal by validation (400)
 * is not: the client may correct the request. Nor is a failure on our side (5xx) or a rate limit
 * (429): the client is told to try again, and trying again under the same key must run the request.
 */
export function keepsResponse(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 400 && statusCode !== 429;
}
