import { describe, expect, it } from 'vitest';
import { withdrawalFiguresOf } from '../model/withdrawal-status';

describe('the figures shown before the PIN', () => {
  it('adds the fee and GST to the typed amount in paise, two places each', () => {
    expect(withdrawalFiguresOf('2000', '10.00', '1.80')).toEqual({ amount: '2000.00', debited: '2011.80' });
    expect(withdrawalFiguresOf(' 1234.5 ', '10.00', '1.80')).toEqual({
      amount: '1234.50',
      debited: '1246.30',
    });
    expect(withdrawalFiguresOf('0.29', '10.00', '1.80')).toEqual({ amount: '0.29', debited: '12.09' });
  });

  it('shows nothing for text that is not rupees', () => {
    for (const typed of ['', '12.345', '1e3', '-5', '2,000'])
      expect(withdrawalFiguresOf(typed, '10.00', '1.80')).toBeUndefined();
  });
});
