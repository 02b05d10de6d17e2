import { describe, expect, it } from 'vitest';
import { accountId } from '../../../../lambdas/domain/ledger/book/accounts';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../../../lambdas/domain/ledger/book/request-consistency';
import {
  refundFailedCredited,
  refundOfCredit,
  returnedByProvider,
} from '../../../../lambdas/domain/ledger/recipes/refunds';
import { SUSPENSE_OWNER } from '../../../../lambdas/domain/ledger/recipes/suspense';
import { bankTransferRecord } from '../../../support/bank-transfer-record';

const credited = bankTransferRecord();

const refundOf = (
  record: typeof credited,
  refund: { amountMinor: bigint; walletMinor: bigint; refundId: string },
) => refundOfCredit({ credited: record, ...refund });

const postings = (movement: { entry?: { postings: readonly { account: never; amountMinor: bigint }[] } }) =>
  Object.fromEntries(
    (movement.entry?.postings ?? []).map((posting) => [accountId(posting.account), posting.amountMinor]),
  );

describe('a refund of money we had credited', () => {
  it('comes off the wallet when it holds enough, back to the clearing account it came in by', () => {
    const movement = refundOf(credited, { amountMinor: 40_000n, walletMinor: 90_000n, refundId: 'rfnd_1' });
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
    const movement = refundOf(credited, { amountMinor: 100_000n, walletMinor: 10_000n, refundId: 'rfnd_1' });
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
    const movement = refundOf(card, { amountMinor: 50_000n, walletMinor: 0n, refundId: 'rfnd_2' });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': 50_000n,
      'house/customer-receivables': -50_000n,
    });
    expect(movement.transactions[0]).toMatchObject({ status: 'pending', amountMinor: 50_000n });
  });
});

describe('a refund of a card deposit', () => {
  // ₹2,000 credited; the card was charged ₹2,049.99 with our fee ₹42.37 and GST ₹7.62 on it, booked as
  // ₹42.00 fee revenue, ₹7.56 GST payable and ₹0.43 rounding (fee-postings.ts).
  const card = bankTransferRecord({
    type: 'card-deposit',
    amountMinor: 200_000n,
    feeMinor: 4_237n,
    gstMinor: 762n,
    counterparty: 'Card payment',
  });
  const cardRefund = (amountMinor: bigint, walletMinor: bigint) =>
    refundOfCredit({ credited: card, refundId: 'rfnd_5', amountMinor, walletMinor });

  it('refunded whole, cancels our fee and its GST, and takes back only what the wallet was credited', () => {
    const movement = cardRefund(204_999n, 150_000n);
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': 204_999n,
      'customer/u1/INR': -150_000n,
      'house/customer-receivables': -50_000n,
      'house/fee-revenue': -4_237n,
      'house/gst-payable': -762n,
    });
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: 50_000n },
    ]);
    expect(movement.transactions[0]?.statusReason).toBe(
      'Refunded by your bank or our payment provider: the money went back to where it came from. ₹2,049.99 refunded, the whole payment: the ₹2,000 added to your wallet comes off it, and our fee of ₹42.37 and its ₹7.62 GST are cancelled. ₹500 of it had already left your wallet, so you owe it to us. Your next deposits pay it off first.',
    );
  });

  it('refunded whole and then failed, gives back what the wallet was credited and books our fee and its GST again', () => {
    const movement = refundFailedCredited({ credited: card, refundId: 'rfnd_5', amountMinor: 204_999n });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': -204_999n,
      'customer/u1/INR': 200_000n,
      'house/fee-revenue': 4_237n,
      'house/gst-payable': 762n,
    });
    expect(movement.transactions[0]).toMatchObject({ type: 'reversal', amountMinor: 200_000n });
    expect(movement.references).toEqual([{ source: 'razorpay-refund-failed', id: 'rfnd_5' }]);
  });

  it('refunded in part and then failed, gives back that part', () => {
    const movement = refundFailedCredited({ credited: card, refundId: 'rfnd_6', amountMinor: 50_000n });
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': -50_000n,
      'customer/u1/INR': 50_000n,
    });
  });

  it('refunded in part, comes off what was credited and leaves our fee as it was', () => {
    const movement = cardRefund(50_000n, 200_000n);
    assertMovementConsistent(movement);
    expect(postings(movement as never)).toEqual({
      'house/card-clearing': 50_000n,
      'customer/u1/INR': -50_000n,
    });
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
