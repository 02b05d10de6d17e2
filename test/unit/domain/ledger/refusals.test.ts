import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../lambdas/domain/errors';
import {
  CapReachedError,
  InsufficientFundsError,
  ledgerRefusals,
  RecordNotFoundError,
  RecordStatusChangedError,
} from '../../../../lambdas/domain/ledger/book/refusals';

describe("the ledger's refusals", () => {
  it('names every refusal once, each with its own error class', () => {
    const classes = Object.values(ledgerRefusals);
    expect(new Set(classes).size).toBe(classes.length);
    for (const refusal of classes) expect(refusal.prototype).toBeInstanceOf(Error);
  });

  it('answers a customer-facing refusal as the problem its domain error maps to', () => {
    expect(new InsufficientFundsError('The wallet does not hold enough for this').kind).toBe(
      'insufficient-funds',
    );
    const cap = new CapReachedError({
      userId: 'u',
      name: 'card-deposits',
      period: '2026-12-03',
      addMinor: 1n,
    });
    expect(cap).toBeInstanceOf(DomainError);
    expect(cap.kind).toBe('conflict');
    expect(cap.message).toBe('This would pass the card-deposits limit for 2026-12-03');
    expect(new RecordNotFoundError().kind).toBe('not-found');
    expect(new RecordStatusChangedError('released').message).toBe(
      'The transaction is released, so this cannot be done',
    );
  });
});
