import { describe, expect, it } from 'vitest';
import { accountId } from '../../../../lambdas/domain/ledger/book/accounts';
import { planMovement } from '../../../../lambdas/domain/ledger/book/entry-planning';
import { settlementBooked, splitSettlement } from '../../../../lambdas/domain/ledger/recipes/settlements';
import type { SettlementItem } from '../../../../lambdas/domain/payments/provider-settlement';

const item = (overrides: Partial<SettlementItem>): SettlementItem => ({
  settlementId: 'setl_1',
  entityId: 'pay_1',
  type: 'payment',
  paymentId: 'pay_1',
  amount: 0n,
  fee: 0n,
  tax: 0n,
  credit: 0n,
  debit: 0n,
  ...overrides,
});

const postingsOf = (movement: ReturnType<typeof settlementBooked>) =>
  Object.fromEntries(
    (movement.entry?.postings ?? []).map((posting) => [accountId(posting.account), posting.amountMinor]),
  );

describe('a processed settlement in the book', () => {
  const booked = new Map([
    ['pay_bank', 'bank-transfer-clearing' as const],
    ['pay_card', 'card-clearing' as const],
  ]);

  it('takes each line off the clearing account its payment was booked into and credits the bank by the net', () => {
    const split = splitSettlement(
      1_200_00n - 5_90n + 900_00n - 21_24n - 100_00n,
      [
        item({ paymentId: 'pay_bank', amount: 1_200_00n, fee: 5_90n, tax: 90n, credit: 1_200_00n - 5_90n }),
        item({ paymentId: 'pay_card', amount: 900_00n, fee: 21_24n, tax: 3_24n, credit: 900_00n - 21_24n }),
        item({ entityId: 'rfnd_1', type: 'refund', paymentId: 'pay_bank', amount: 100_00n, debit: 100_00n }),
      ],
      booked,
    );
    expect(
      postingsOf(settlementBooked('setl_1', 1_200_00n - 5_90n + 900_00n - 21_24n - 100_00n, split)),
    ).toEqual({
      'house/bank-transfer-clearing': 1_200_00n - 5_90n - 100_00n,
      'house/card-clearing': 900_00n - 21_24n,
      'house/bank-current-account': -(1_200_00n - 5_90n + 900_00n - 21_24n - 100_00n),
    });
  });

  it('books settled money of a payment the book never booked to suspense, never leaving it out', () => {
    const split = splitSettlement(
      500_00n + 300_00n,
      [
        item({ paymentId: 'pay_bank', credit: 500_00n }),
        item({ entityId: 'pay_unknown', paymentId: 'pay_unknown', credit: 300_00n }),
      ],
      booked,
    );
    expect(split.unplacedMinor).toBe(300_00n);
    expect(postingsOf(settlementBooked('setl_1', 800_00n, split))).toEqual({
      'house/bank-transfer-clearing': 500_00n,
      'house/suspense': 300_00n,
      'house/bank-current-account': -800_00n,
    });
  });

  it('is named once by its settlement id, so a second booking of it is a replay', () => {
    const split = splitSettlement(500_00n, [item({ paymentId: 'pay_bank', credit: 500_00n })], booked);
    expect(settlementBooked('setl_1', 500_00n, split).references).toEqual([
      { source: 'razorpay-settlement', id: 'setl_1' },
    ]);
  });

  it('refuses to put a negative remainder in suspense, which never runs below zero', () => {
    const split = splitSettlement(100_00n, [item({ paymentId: 'pay_bank', credit: 500_00n })], booked);
    expect(split.unplacedMinor).toBe(-400_00n);
    expect(() => settlementBooked('setl_1', 100_00n, split)).toThrow(RangeError);
  });

  it('is planned as house rows under its settlement id only: no wallet, record, stock or cap is written', () => {
    const split = splitSettlement(
      800_00n,
      [item({ paymentId: 'pay_bank', credit: 500_00n }), item({ paymentId: 'pay_card', credit: 300_00n })],
      booked,
    );
    const plan = planMovement(settlementBooked('setl_1', 800_00n, split), new Map());
    expect(plan.houseRows).toEqual([
      { account: 'bank-transfer-clearing', currency: 'INR', amountMinor: 500_00n },
      { account: 'card-clearing', currency: 'INR', amountMinor: 300_00n },
      { account: 'bank-current-account', currency: 'INR', amountMinor: -800_00n },
    ]);
    expect(plan.references.map((reference) => reference.name)).toEqual(['razorpay-settlement:setl_1']);
    expect([plan.wallets, plan.records, plan.stock, plan.caps]).toEqual([[], [], [], []]);
  });
});
