import { describe, expect, it } from 'vitest';
import { accountId } from '../../../../lambdas/domain/ledger/book/accounts';
import type { Movement, Transition } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { sumsByCurrency } from '../../../../lambdas/domain/ledger/book/journal-entry';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../../../lambdas/domain/ledger/book/request-consistency';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { cardDepositCaptured } from '../../../../lambdas/domain/ledger/recipes/card-deposits';
import {
  movementPayingOwed,
  transitionPayingOwed,
} from '../../../../lambdas/domain/ledger/recipes/receivable-payoff';
import { bankTransferRecord } from '../../../support/bank-transfer-record';

const postings = (planned: Movement | Transition) =>
  Object.fromEntries(
    (planned.entry?.postings ?? []).map((posting) => [accountId(posting.account), posting.amountMinor]),
  );

const transfer = (amountMinor: bigint) =>
  bankTransferDeposit({
    userId: 'u1',
    amountMinor,
    utr: 'UTR9',
    counterparty: 'NEFT from HDFC ••••1234',
    providerFee: { feeMinor: 590n, taxMinor: 90n },
  });

/** A transfer of `amountMinor` credited while the customer owes `owedMinor`. */
const transferWhileOwing = (amountMinor: bigint, owedMinor: bigint) =>
  movementPayingOwed(transfer(amountMinor), { userId: 'u1', owedMinor, creditReference: 'UTR9' });

describe('a credit to a wallet whose customer owes us', () => {
  it('pays the debt in its own entry: one entry, summing to zero, with the payoff and the customer’s total', () => {
    const movement = transferWhileOwing(200_000n, 90_000n);
    assertMovementConsistent(movement);
    expect(sumsByCurrency(movement.entry?.postings ?? [])).toEqual(new Map([['INR', 0n]]));
    expect(postings(movement)).toEqual({
      'house/bank-transfer-clearing': -199_410n,
      'house/provider-fees': -500n,
      'house/provider-gst-input': -90n,
      'customer/u1/INR': 110_000n,
      'house/customer-receivables': 90_000n,
    });
    expect(movement.transactions.map((each) => [each.type, each.direction, each.amountMinor])).toEqual([
      ['bank-transfer-deposit', 'credit', 200_000n],
      ['receivable-settled', 'debit', 90_000n],
    ]);
    expect(movement.transactions[1]).toMatchObject({
      reference: 'UTR9',
      statusReason: 'Paid off what you owed: your wallet is free to use again.',
    });
    // Taken from the total as read: another credit or a refund moving it meanwhile makes this re-plan.
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: -90_000n, asReadMinor: 90_000n },
    ]);
  });

  it('pays at most what it credits: all of a smaller credit goes to the debt, the wallet unmoved', () => {
    const movement = transferWhileOwing(30_000n, 90_000n);
    assertMovementConsistent(movement);
    expect(postings(movement)['customer/u1/INR']).toBeUndefined();
    expect(postings(movement)['house/customer-receivables']).toBe(30_000n);
    // Nothing stays in the wallet, so only the total staying at or above zero matters.
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: -30_000n },
    ]);
    expect(movement.transactions[1]).toMatchObject({
      amountMinor: 30_000n,
      statusReason: 'Paid towards what you owe; ₹600 is still owed.',
    });
  });

  it('checks that nothing is owed still when nothing was, and moves nothing more', () => {
    const credit = transfer(30_000n);
    const movement = transferWhileOwing(30_000n, 0n);
    expect(movement.entry).toEqual(credit.entry);
    expect(movement.transactions).toEqual(credit.transactions);
    expect(movement.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: 0n, asReadMinor: 0n },
    ]);
  });

  it('a card capture pays from what the wallet is credited, never from our fee and its GST', () => {
    const pending = bankTransferRecord({
      type: 'card-deposit',
      status: 'pending',
      amountMinor: 200_000n,
      feeMinor: 4_000n,
      gstMinor: 720n,
      entryIds: [],
    });
    const transition = transitionPayingOwed(cardDepositCaptured(pending, { paymentId: 'pay_9' }), {
      userId: 'u1',
      owedMinor: 500_000n,
      creditReference: 'pay_9',
    });
    assertTransitionConsistent(transition);
    expect(postings(transition)).toEqual({
      'house/card-clearing': -204_720n,
      'house/fee-revenue': 4_000n,
      'house/gst-payable': 720n,
      'house/customer-receivables': 200_000n,
    });
    expect(transition.records).toEqual([
      expect.objectContaining({ type: 'receivable-settled', direction: 'debit', amountMinor: 200_000n }),
    ]);
  });
});
