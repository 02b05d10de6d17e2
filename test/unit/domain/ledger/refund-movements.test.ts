import { describe, expect, it } from 'vitest';
import { accountId } from '../../../../lambdas/domain/ledger/accounts';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../../../lambdas/domain/ledger/movement';
import {
  receivableSettled,
  refundOfCredit,
  returnedByProvider,
} from '../../../../lambdas/domain/ledger/refund-movements';
import { SUSPENSE_OWNER } from '../../../../lambdas/domain/ledger/suspense-movements';
import { bankTransferRecord } from '../../../support/bank-transfer-record';

const credited = bankTransferRecord();

const postings = (movement: { entry?: { postings: readonly { account: never; amountMinor: bigint }[] } }) =>
  Object.fromEntries(
    (movement.entry?.postings ?? []).map((posting) => [accountId(posting.account), posting.amountMinor]),
  );

describe('a refund of money we had credited', () => {
  it('comes off the wallet when it holds enough, back to the clearing account it came in by', () => {
    const movement = refundOfCredit({
      credited,
      refundId: 'rfnd_1',
      amountMinor: 40_000n,
      walletMinor: 90_000n,
    });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/bank-transfer-clearing': 40_000n,
      'customer/u1/INR': -40_000n,
    });
    expect(movement.caps).toBeUndefined();
    expect(movement.references).toEqual([{ source: 'razorpay-refund', id: 'rfnd_1' }]);
    expect(movement.transactions[0]).toMatchObject({
      type: 'provider-refund',
      amountMinor: 40_000n,
      status: 'succeeded',
    });
  });

  it('takes what the wallet holds and makes the rest owed, never a negative wallet', () => {
    const movement = refundOfCredit({
      credited,
      refundId: 'rfnd_1',
      amountMinor: 100_000n,
      walletMinor: 10_000n,
    });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/bank-transfer-clearing': 100_000n,
      'customer/u1/INR': -10_000n,
      'house/customer-receivables': -90_000n,
    });
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: 90_000n },
    ]);
    expect(movement.transactions[0]?.statusReason).toContain('₹900 of it had already left your wallet');
  });

  it('shows an empty wallet a line of what is owed that moves nothing on it', () => {
    const card = { ...credited, type: 'card-deposit' as const };
    const movement = refundOfCredit({
      credited: card,
      refundId: 'rfnd_2',
      amountMinor: 50_000n,
      walletMinor: 0n,
    });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': 50_000n,
      'house/customer-receivables': -50_000n,
    });
    expect(movement.transactions[0]).toMatchObject({ status: 'pending', amountMinor: 50_000n });
  });

  it('a payoff takes from the wallet into what is owed and lowers the customer’s total, never below zero', () => {
    const movement = receivableSettled({
      userId: 'u1',
      amountMinor: 30_000n,
      creditReference: 'T9',
      stillOwedMinor: 0n,
    });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'customer/u1/INR': -30_000n,
      'house/customer-receivables': 30_000n,
    });
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: -30_000n },
    ]);
    expect(movement.references).toEqual([{ source: 'ops-decision', id: 'receivable:T9' }]);
  });
});

describe('a refund of money we still held', () => {
  it('returns a held transfer once by the refund id, only while it still holds what was read, leaving the operators’ decision free', () => {
    const transition = returnedByProvider({ ...credited, status: 'held' }, 'rfnd_3');
    assertTransitionConsistent(transition);
    expect(transition).toMatchObject({
      from: ['held'],
      to: 'returned',
      set: { decidedBy: 'the payment provider' },
      amount: { fromMinor: 100_000n },
    });
    // A refund that later fails puts the money back to be decided: the decision's reference is not taken.
    expect(transition.references).toEqual([{ source: 'razorpay-refund', id: 'rfnd_3' }]);
    expect(postings(transition as never)).toEqual({
      'house/deposits-held': -100_000n,
      'house/bank-transfer-clearing': 100_000n,
    });
  });

  it('returns money in suspense the same way', () => {
    const transition = returnedByProvider(
      { ...credited, userId: SUSPENSE_OWNER, status: 'unmatched' },
      'rfnd_4',
    );
    expect(transition).toMatchObject({ from: ['unmatched'], to: 'returned' });
    expect(postings(transition as never)).toEqual({
      'house/suspense': -100_000n,
      'house/bank-transfer-clearing': 100_000n,
    });
  });
});
