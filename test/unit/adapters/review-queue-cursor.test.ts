import { describe, expect, it } from 'vitest';
import { decodeQueueCursor, encodeQueueCursor } from '../../../lambdas/adapters/review-queue-cursor';
import { InvalidRequestError } from '../../../lambdas/domain/errors';

const lastKey = {
  gsi1pk: 'KYC#pending',
  gsi1sk: '2026-11-23T10:00:00.000Z#user-asha',
  pk: 'USER#user-asha',
  sk: 'KYC#APPLICATION',
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the review queue cursor', () => {
  it('gives back the key it was made from', () => {
    expect(decodeQueueCursor(encodeQueueCursor(lastKey))).toEqual(lastKey);
  });

  it.each([
    ['not base64 JSON', '!!!'],
    ['JSON that is not an object', encode(['KYC#pending'])],
    ['a key into another index partition', encode({ ...lastKey, gsi1pk: 'AUDIT#2026-11-23' })],
    ['a key with an extra attribute', encode({ ...lastKey, extra: 'x' })],
    ['a key missing an attribute', encode({ gsi1pk: 'KYC#pending', gsi1sk: 'x', pk: 'USER#u' })],
    ['a key with a number', encode({ ...lastKey, sk: 7 })],
  ])('refuses %s with a 400', (_, cursor) => {
    expect(() => decodeQueueCursor(cursor)).toThrow(InvalidRequestError);
  });
});
