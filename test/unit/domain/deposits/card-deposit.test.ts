/**
 * The card-deposit rules on their own: the day's limit before a card is charged and when a capture is
 * credited (money taken is never dropped), which statuses a deposit may leave and what its record says
 * after, and the window in which an ended deposit is still asked about.
 */
import { describe, expect, it } from 'vitest';
import {
  applyCardPayment,
  type CardDepositDependencies,
  lateCaptureWindowOpen,
  overDailyLimitNote,
} from '../../../../lambdas/domain/deposits/card-deposit';
import {
  CARD_DEPOSIT_LIMITS,
  cardDepositFigures,
  cardDepositQuote,
  LATE_CAPTURE_WINDOW_MS,
} from '../../../../lambdas/domain/deposits/card-deposit-terms';
import { InvalidRequestError } from '../../../../lambdas/domain/errors';
import type { MovementCap, Transition } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { CapReachedError } from '../../../../lambdas/domain/ledger/book/refusals';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import {
  cardDepositCaptured,
  cardDepositEnded,
} from '../../../../lambdas/domain/ledger/recipes/card-deposits';
import type { ProviderPayment } from '../../../../lambdas/domain/payments/payment-provider';
import { providerPayment } from '../../../support/provider-payment';

const created = '2026-11-25T10:00:00.000Z';

function deposit(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: '01JDEPOSIT0000000000000000',
    userId: 'asha',
    currency: 'INR',
    type: 'card-deposit',
    direction: 'credit',
    amountMinor: 2000_00n,
    feeMinor: 40_00n,
    gstMinor: 7_20n,
    status: 'pending',
    reference: 'order_A',
    orderId: 'order_A',
    counterparty: 'Card payment',
    createdAt: created,
    updatedAt: created,
    entryIds: [],
    ...overrides,
  };
}

const captured = (overrides: Partial<ProviderPayment> = {}) =>
  providerPayment({
    id: 'pay_A',
    amount: 2047_20n,
    orderId: 'order_A',
    method: 'card',
    // 23:00 UTC is 04:30 the next morning in India: the day the credit counts on.
    createdAt: new Date('2026-11-25T23:00:00.000Z'),
    ...overrides,
  });

describe('the daily card limit', () => {
  const { perDay: dailyMaximum } = CARD_DEPOSIT_LIMITS;

  it('refuses, before any card is charged, an amount past what is left of the day, in plain words', () => {
    expect(cardDepositFigures('50000', dailyMaximum - 50000_00n).creditMinor).toBe(50000_00n);
    expect(() => cardDepositFigures('50000.01', dailyMaximum - 50000_00n)).toThrow(
      'You can add ₹2,00,000 by card a day; ₹50,000 more today.',
    );
    expect(() => cardDepositFigures('100', dailyMaximum)).toThrow(
      /You have added ₹2,00,000 by card today, the most for one day\. Add more tomorrow, or by bank transfer\./,
    );
    try {
      cardDepositFigures('100', dailyMaximum);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect((error as InvalidRequestError).fieldErrors.amount).toMatch(/tomorrow/);
    }
  });

  it('shows the day’s limit and what is left of it with the terms', () => {
    expect(cardDepositQuote(undefined, 0n).terms).toMatchObject({
      dailyMaximum: '200000.00',
      remainingToday: '200000.00',
    });
    expect(cardDepositQuote(undefined, 1_50_000_00n).terms.remainingToday).toBe('50000.00');
    // Credited past the limit (money already taken): nothing is left, never a negative figure.
    expect(cardDepositQuote(undefined, dailyMaximum + 100_00n).terms.remainingToday).toBe('00.00');
  });

  it('counts a capture on the day in India its payment was made, up to the limit', () => {
    const transition = cardDepositCaptured(deposit(), {
      paymentId: 'pay_A',
      dailyCap: { period: '2026-11-26', maxMinor: dailyMaximum },
    });
    expect(transition.caps).toEqual([
      {
        userId: 'asha',
        name: 'card-deposits',
        period: '2026-11-26',
        addMinor: 2000_00n,
        maxMinor: dailyMaximum,
      },
    ]);
  });
});

describe('crediting a capture', () => {
  /** A ledger that refuses a transition whose limited cap is full, as the DynamoDB ledger does. */
  function ledger(capFull: boolean) {
    const transitions: Transition[] = [];
    const deps = {
      ledger: {
        post: async () => {
          throw new Error('not used');
        },
        transition: async (transition: Transition) => {
          transitions.push(transition);
          const limited = transition.caps?.find((cap) => cap.maxMinor !== undefined);
          if (capFull && limited) throw new CapReachedError(limited as MovementCap);
          return {
            transactions: [
              deposit({
                status: transition.to,
                reference: transition.set?.reference as string,
                ...(typeof transition.set?.statusReason === 'string'
                  ? { statusReason: transition.set.statusReason }
                  : {}),
              }),
            ],
            replayed: false,
          };
        },
        get: async () => undefined,
        capTotal: async () => 0n,
      },
      provider: {} as CardDepositDependencies['provider'],
      now: () => new Date(created),
      newReceipt: () => 'card_x',
      owedBy: async () => 0n,
    } satisfies CardDepositDependencies;
    return { deps, transitions };
  }

  it('credits within the limit, counted on the payment’s day in India', async () => {
    const { deps, transitions } = ledger(false);
    const result = await applyCardPayment(deposit(), captured(), deps);
    expect(result.outcome).toBe('credited');
    expect(transitions.map((transition) => transition.caps?.[0]?.period)).toEqual(['2026-11-26']);
    expect(result.deposit.statusReason).toBeUndefined();
  });

  it('still credits a capture past the day’s limit, counted and saying so: the card was charged', async () => {
    const { deps, transitions } = ledger(true);
    const result = await applyCardPayment(deposit(), captured(), deps);
    expect(result.outcome).toBe('credited');
    expect(result.deposit).toMatchObject({ status: 'succeeded', statusReason: overDailyLimitNote });
    expect(transitions).toHaveLength(2);
    expect(transitions[1]?.caps).toEqual([
      { userId: 'asha', name: 'card-deposits', period: '2026-11-26', addMinor: 2000_00n },
      { userId: 'asha', name: 'customer-receivable', period: 'open', addMinor: 0n, asReadMinor: 0n },
    ]);
    expect(transitions[1]?.entry?.postings.map((posting) => posting.amountMinor)).toEqual([
      -2047_20n,
      2000_00n,
      40_00n,
      7_20n,
    ]);
  });
});

describe('card deposit transitions', () => {
  it('credits from pending, failed or expired, and the failure’s words go with it', () => {
    const failed = deposit({
      status: 'failed',
      statusReason: 'Payment failed because the bank declined it.',
    });
    const transition = cardDepositCaptured(failed, { paymentId: 'pay_A' });
    expect(transition.from).toEqual(['pending', 'failed', 'expired']);
    expect(transition.to).toBe('succeeded');
    expect(transition.set).toEqual({ reference: 'pay_A', statusReason: null });
    expect(transition.references[0]).toEqual({ source: 'razorpay-payment', id: 'pay_A' });
  });

  it('fails or expires only a pending deposit, moving no money', () => {
    const ended = cardDepositEnded(deposit(), { status: 'expired', reason: 'Not paid in time.' });
    expect(ended).toMatchObject({
      from: ['pending'],
      to: 'expired',
      set: { statusReason: 'Not paid in time.' },
    });
    expect(ended.entry).toBeUndefined();
  });
});

describe('the late-capture window', () => {
  const endedAt = '2026-11-25T10:30:00.000Z';
  const at = (ms: number) => new Date(Date.parse(endedAt) + ms);

  it('keeps a failed or expired deposit open for three days from when it ended', () => {
    expect(LATE_CAPTURE_WINDOW_MS).toBe(3 * 24 * 60 * 60 * 1000);
    for (const status of ['failed', 'expired'] as const) {
      const ended = deposit({ status, updatedAt: endedAt });
      expect(lateCaptureWindowOpen(ended, at(0))).toBe(true);
      expect(lateCaptureWindowOpen(ended, at(LATE_CAPTURE_WINDOW_MS - 1))).toBe(true);
      expect(lateCaptureWindowOpen(ended, at(LATE_CAPTURE_WINDOW_MS))).toBe(false);
    }
  });

  it('is never open for a deposit still pending or already credited', () => {
    expect(lateCaptureWindowOpen(deposit({ updatedAt: endedAt }), at(1))).toBe(false);
    expect(lateCaptureWindowOpen(deposit({ status: 'succeeded', updatedAt: endedAt }), at(1))).toBe(false);
  });
});
