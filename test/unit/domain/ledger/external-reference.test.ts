import { describe, expect, it } from 'vitest';
import {
  clientRequestReference,
  referenceName,
  repeatsFirstMovement,
} from '../../../../lambdas/domain/ledger/book/external-reference';

const key = clientRequestReference('asha', 'key-1');
const firstBuy = [{ source: 'quote', id: 'Q1' } as const, key];

describe('telling a repeat from another request under the same name', () => {
  it('takes a movement refused by a provider or chain reference as a repeat of the first', () => {
    const utr = { source: 'utr', id: 'HDFC0001' } as const;
    expect(
      repeatsFirstMovement(utr, [utr, { source: 'razorpay-event', id: 'evt_2' }], [referenceName(utr)]),
    ).toBe(true);
  });

  it('takes the same buy under the same Idempotency-Key as a repeat', () => {
    expect(repeatsFirstMovement(key, firstBuy, firstBuy.map(referenceName))).toBe(true);
  });

  it('refuses another quote under a key the ledger already knows as a different request', () => {
    expect(repeatsFirstMovement(key, [{ source: 'quote', id: 'Q2' }, key], firstBuy.map(referenceName))).toBe(
      false,
    );
  });

  it('cannot tell for a reference written before movements kept their names, and keeps the old answer', () => {
    expect(repeatsFirstMovement(key, [{ source: 'quote', id: 'Q2' }, key], undefined)).toBe(true);
  });
});
