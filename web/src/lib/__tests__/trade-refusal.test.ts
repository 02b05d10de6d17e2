import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { tradeRefusalOf } from '../trade-refusal';

const conflict = (detail: string) =>
  ApiError.fromProblem({
    type: 'https://wallet.example/problems/conflict',
    title: 'Conflict',
    status: 409,
    detail,
  });

describe('a refused sell or buy', () => {
  it('shows a fresh quote when the sell’s TDS changed since the quote, with the server’s words', () => {
    const detail =
      'Since this quote, your sells this financial year passed ₹10,000, so TDS now applies to this sell. Nothing was sold: please look at the new quote and confirm again.';
    expect(tradeRefusalOf(conflict(detail), 'selling')).toEqual({
      message: detail,
      needsFreshQuote: true,
      aboutPin: false,
    });
  });

  it('keeps the quote for a conflict a fresh price would not mend', () => {
    const detail = 'Your PIN was changed at the same moment elsewhere. Please try again.';
    expect(tradeRefusalOf(conflict(detail), 'selling').needsFreshQuote).toBe(false);
  });
});
