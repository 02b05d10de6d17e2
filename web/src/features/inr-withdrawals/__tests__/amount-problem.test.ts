import { describe, expect, it } from 'vitest';
import { amountProblemShown } from '../../../lib/amount-problem';
import { inrAmountProblem } from '../model/amount-problem';

// The terms as the server sends them, on a day with ₹99,976.40 left of the ₹5,00,000.
const terms = {
  feeInr: '10.00',
  gstInr: '1.80',
  limits: {
    minimumPerWithdrawalInr: '100.00',
    maximumPerWithdrawalInr: '200000.00',
    maximumPerDayInr: '500000.00',
    withdrawnTodayInr: '400023.60',
    leftTodayInr: '99976.40',
  },
};

const said = (typed: string, balance: string | undefined = '300000.00', pressed = true) =>
  amountProblemShown(inrAmountProblem(typed, terms, balance), pressed);

describe('the withdrawal amount, judged at the field before the PIN', () => {
  it('takes an amount whose fee and GST fit the wallet and the day, to the paisa', () => {
    expect(said('2000')).toBeUndefined();
    // ₹99,964.60 + ₹10 + ₹1.80 is exactly what is left today.
    expect(said('99964.60')).toBeUndefined();
    expect(said('1988.20', '2000.00')).toBeUndefined();
  });

  it("says the day's limit in the server's words once the fee and GST pass what is left", () => {
    expect(said('99964.61')).toBe(
      'This would pass your daily limit of ₹5,00,000: ₹99,976.40 is left today, fee and GST included.',
    );
  });

  it('says what the wallet holds against what the withdrawal takes with the fee and GST', () => {
    expect(said('1988.21', '2000.00')).toBe(
      'Your INR wallet holds ₹2,000; this withdrawal takes ₹2,000.01 with our fee and its GST. Withdraw less or add money.',
    );
    expect(said('123456.78', '5000.50')).toBe(
      'Your INR wallet holds ₹5,000.50; this withdrawal takes ₹1,23,468.58 with our fee and its GST. Withdraw less or add money.',
    );
    // Before the balance has loaded only the terms are judged.
    expect(said('5000', undefined)).toBeUndefined();
  });

  it('says the limits per withdrawal, the maximum as it is typed and the minimum at the press', () => {
    expect(said('200000.01')).toBe('The most you can withdraw at once is ₹2,00,000.');
    expect(said('200000.01', '300000.00', false)).toBe('The most you can withdraw at once is ₹2,00,000.');
    expect(said('99.99')).toBe('The least you can withdraw is ₹100.');
    expect(said('99.99', '300000.00', false)).toBeUndefined();
    expect(said('100')).toBeUndefined();
  });

  it('asks for rupees in digits at the press, not while they are typed', () => {
    for (const typed of ['', '12.345', '1e3', '-5', '2,000']) {
      expect(said(typed)).toBe('Enter the amount in rupees, like 2000 or 2000.50.');
      expect(said(typed, '300000.00', false)).toBeUndefined();
    }
  });
});
