import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { clockOrderedIds } from '../../../../lambdas/adapters/ledger/clock-ordered-ids';

const LATER = Date.parse('2030-08-14T06:30:00Z');
const EARLIER = Date.parse('2026-12-02T10:00:00Z');

describe('record ids', () => {
  it('carry the time of the clock that wrote them, also after the clock was put back', () => {
    const newId = clockOrderedIds();
    expect(decodeTime(newId(LATER))).toBe(LATER);
    expect(decodeTime(newId(EARLIER))).toBe(EARLIER);
  });

  it('stay in the order they were made within one millisecond', () => {
    const newId = clockOrderedIds();
    const ids = Array.from({ length: 50 }, () => newId(EARLIER));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(50);
  });
});
