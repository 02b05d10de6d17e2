import { describe, expect, it } from 'vitest';
import { amountProblemShown } from '../../../lib/amount-problem';
import { type SendingFigures, usdtAmountProblem } from '../model/amount-problem';

// The terms as the server sends them, on a day with 1,000 USDT left of the 25,000.
const terms = {
  minimumPerWithdrawal: '1.00',
  maximumPerWithdrawal: '10000.00',
  maximumPerDay: '25000.00',
  leftToday: '1000.00',
};

const said = (typed: string, wallet: Partial<SendingFigures> = {}, pressed = true) =>
  amountProblemShown(
    usdtAmountProblem(typed, { terms, balance: '5000.00', total: undefined, ...wallet }),
    pressed,
  );

describe('the USDT to send, judged at the amount before the PIN', () => {
  it('takes an amount within the limits that the wallet holds with the network fee', () => {
    expect(said('10', { total: '14.02' })).toBeUndefined();
    expect(said('1000', { total: '1004.02' })).toBeUndefined();
    expect(said('25.978', { balance: '30.00', total: '30.00' })).toBeUndefined();
  });

  it('says what the wallet holds, against the amount before the fee is known and the total after', () => {
    expect(said('30.000001', { balance: '30.00' })).toBe(
      'Your USDT wallet holds 30.00 USDT, less than the 30.000001 USDT you typed. Send less or add USDT.',
    );
    expect(said('26', { balance: '30.00', total: '30.02' })).toBe(
      'Your USDT wallet holds 30.00 USDT; this withdrawal takes 30.02 USDT with the network fee. Send less or add USDT.',
    );
    expect(said('26', { balance: undefined, total: '30.02' })).toBeUndefined();
  });

  it("says the day's limit with what is left, to the micro-USDT, and a day used up", () => {
    expect(said('1000.000001')).toBe(
      'This passes your daily limit of 25,000.00 USDT: you can withdraw 1,000.00 USDT more today.',
    );
    expect(
      amountProblemShown(
        usdtAmountProblem('1', {
          terms: { ...terms, leftToday: '00.00' },
          balance: '5000.00',
          total: undefined,
        }),
        false,
      ),
    ).toBe(
      'You have withdrawn your daily limit of 25,000.00 USDT today. You can withdraw again after midnight in India.',
    );
  });

  it('says the limits per withdrawal, the maximum as it is typed and the minimum at the press', () => {
    const wholeDay = { terms: { ...terms, leftToday: '25000.00' }, balance: '50000.00' };
    expect(said('10000.000001', wholeDay, false)).toBe('The largest withdrawal is 10,000.00 USDT.');
    expect(said('0.999999')).toBe('The smallest withdrawal is 1.00 USDT.');
    expect(said('0.999999', {}, false)).toBeUndefined();
  });

  it('asks for USDT in digits at the press', () => {
    for (const typed of ['', '1.0000001', '1e3', '-5', '1,000']) {
      expect(said(typed)).toBe('Enter a USDT amount in digits, like 10 or 10.5.');
      expect(said(typed, {}, false)).toBeUndefined();
    }
  });
});
