/**
 * The review queue's opaque page cursor: DynamoDB's LastEvaluatedKey of index gsi1, as base64url
 * JSON. A cursor is checked before use, so an edited one is a 400, not a failed query.
 */
import { InvalidRequestError } from '../domain/errors';
import { reviewQueueIndex } from './account-items';

const KEY_NAMES = ['gsi1pk', 'gsi1sk', 'pk', 'sk'];

export function encodeQueueCursor(lastEvaluatedKey: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(lastEvaluatedKey), 'utf8').toString('base64url');
}

export function decodeQueueCursor(cursor: string): Record<string, string> {
  const refuse = () =>
    new InvalidRequestError('This page link is not valid. Start again from the first page.', {
      cursor: 'This page link is not valid',
    });
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw refuse();
  const entries = Object.entries(key);
  const wellFormed =
    entries.length === KEY_NAMES.length &&
    entries.every(
      ([name, value]) => KEY_NAMES.includes(name) && typeof value === 'string' && value.length > 0,
    ) &&
    (key as Record<string, string>).gsi1pk === reviewQueueIndex.partition;
  if (!wellFormed) throw refuse();
  return key as Record<string, string>;
}
