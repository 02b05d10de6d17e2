import { describe, expect, it } from 'vitest';
import {
  AmountOwedError,
  assertNothingOwed,
  creditPayingOwed,
} from '../../../../lambdas/domain/deposits/customer-receivable';
import {
  type ProviderRefundDependencies,
  recordProviderRefund,
} from '../../../../lambdas/domain/deposits/provider-refund';
import { ConflictError } from '../../../../lambdas/domain/errors';
import type { Movement, Transition } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { CapReachedError, InsufficientFundsError } from '../../../../lambdas/domain/ledger/book/refusals';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { PROVIDER_DECIDED } from '../../../../lambdas/domain/ledger/recipes/refunds';
import { SUSPENSE_OWNER } from '../../../../lambdas/domain/ledger/recipes/suspense';
import type { ProviderPayment, ProviderRefund } from '../../../../lambdas/domain/payments/payment-provider';
import { ProviderRecordNotFoundError } from '../../../../lambdas/domain/payments/provider-errors';
import { bankTransferRecord } from '../../../support/bank-transfer-record';

const record = bankTransferRecord({ counterparty: 'NEFT' });

const refund = (change: Partial<ProviderRefund> = {}): ProviderRefund => ({
  id: 'rfnd_1',
  paymentId: 'pay_1',
  amount: 100_000n,
  status: 'processed',
  createdAt: new Date(0),
  ...change,
});

interface HarnessOptions {
  /** The payment's record as the book has it, read after read (the last one repeats). */
  stored: TransactionRecord[];
  /** The refund as the provider's API has it now; undefined: the API has no such refund. */
  atProvider?: ProviderRefund | undefined;
  captured?: boolean;
  /** Whether the refund was booked, read after read (the last one repeats). */
  recorded?: boolean[];
  wallet?: bigint[];
  assigned?: TransactionRecord;
  /** What the customer owes (their `customer-receivable` total). */
  owed?: bigint;
}

function harness(options: HarnessOptions) {
  const posted: Movement[] = [];
  const transitions: Transition[] = [];
  const captures: string[] = [];
  let reads = 0;
  const recorded = [...(options.recorded ?? [false])];
  const wallets = [...(options.wallet ?? [0n])];
  const atProvider = 'atProvider' in options ? options.atProvider : refund();
  const deps: ProviderRefundDependencies = {
    provider: {
      fetchRefund: async () => {
        if (!atProvider) throw new ProviderRecordNotFoundError('The id provided does not exist');
        return atProvider;
      },
      fetchPayment: async (id) => ({ id, captured: options.captured ?? true }) as ProviderPayment,
    },
    recordOfPayment: async () => options.stored[Math.min(reads++, options.stored.length - 1)],
    recordAssignedFrom: async () => options.assigned,
    isRefundRecorded: async () =>
      recorded.length > 1 ? (recorded.shift() as boolean) : (recorded[0] as boolean),
    recordCapture: async (payment) => {
      captures.push(payment.id);
    },
    owedBy: async () => options.owed ?? 0n,
    walletBalance: async () => (wallets.length > 1 ? (wallets.shift() as bigint) : (wallets[0] as bigint)),
    ledger: {
      post: async (movement) => {
        const walletPosting = movement.entry?.postings.find((posting) => posting.account.kind === 'customer');
        if (
          walletPosting &&
          -walletPosting.amountMinor > (wallets[0] ?? 0n) &&
          posted.length === 0 &&
          wallets.length === 1
        )
          throw new InsufficientFundsError('raced');
        posted.push(movement);
        return {
          replayed: false,
          transactions: movement.transactions.map((draft) => ({
            ...draft,
            id: 'T9',
            createdAt: '',
            updatedAt: '',
            entryIds: [],
          })),
        };
      },
      transition: async (transition) => {
        transitions.push(transition);
        if (
          (transition.transaction as TransactionRecord).status === 'held' &&
          options.stored[1]?.status === 'succeeded'
        )
          throw new ConflictError('released meanwhile');
        return { replayed: false, transactions: [] };
      },
    },
  };
  return { deps, posted, transitions, captures };
}

const postingsOf = (booked: Movement | Transition | undefined) =>
  booked?.entry?.postings.map((posting) => [
    posting.account.kind === 'house' ? posting.account.name : posting.account.userId,
    posting.amountMinor,
  ]);

const held = {
  ...record,
  status: 'held' as const,
  amountMinor: 150_000n,
  statusReason: 'Not from your account',
};

describe('a refund the provider made', () => {
  it('books what the provider’s API reports, whatever the event said, and nothing the API does not bear out', async () => {
    const created = harness({
      stored: [record],
      wallet: [100_000n],
      atProvider: refund({ status: 'pending' }),
    });
    // `refund.created`: the provider takes the refund out of what it holds for us at once.
    expect(await recordProviderRefund(refund({ status: 'pending' }), created.deps)).toBe('refunded');
    expect(created.posted).toHaveLength(1);
    const unknown = harness({ stored: [record], atProvider: undefined });
    expect(await recordProviderRefund(refund(), unknown.deps)).toBe('unconfirmed');
    const otherAmount = harness({ stored: [record], atProvider: refund({ amount: 5_000n }) });
    expect(await recordProviderRefund(refund(), otherAmount.deps)).toBe('unconfirmed');
    const booked = harness({ stored: [record], recorded: [true] });
    expect(await recordProviderRefund(refund(), booked.deps)).toBe('already-recorded');
    expect([...unknown.posted, ...otherAmount.posted, ...booked.posted, ...booked.transitions]).toEqual([]);
  });

  it('returns a held transfer refunded in full, and returns the part of one refunded in part, the rest still held', async () => {
    const whole = harness({ stored: [held], atProvider: refund({ amount: 150_000n }) });
    expect(await recordProviderRefund(refund({ amount: 150_000n }), whole.deps)).toBe('returned');
    expect(whole.transitions[0]).toMatchObject({ from: ['held'], to: 'returned' });
    expect(whole.transitions[0]?.references).toEqual([{ source: 'razorpay-refund', id: 'rfnd_1' }]);

    const part = harness({ stored: [held], atProvider: refund({ amount: 40_000n }) });
    expect(await recordProviderRefund(refund({ amount: 40_000n }), part.deps)).toBe('partly-returned');
    expect(part.transitions[0]).toMatchObject({
      from: ['held'],
      to: 'held',
      amount: { fromMinor: 150_000n, toMinor: 110_000n },
      set: {
        statusReason:
          '₹400 of it was sent back to the account it came from by your bank or our payment provider; ₹1,100 is still held. Not from your account',
      },
    });
    expect(postingsOf(part.transitions[0])).toEqual([
      ['deposits-held', -40_000n],
      ['bank-transfer-clearing', 40_000n],
    ]);
  });

  it('leaves to operators only a refund of more than the book holds of the payment', async () => {
    const over = harness({ stored: [held], atProvider: refund({ amount: 200_000n }) });
    expect(await recordProviderRefund(refund({ amount: 200_000n }), over.deps)).toBe('needs-review');
    expect(over.transitions).toEqual([]);
  });

  it('takes the refund from the wallet when a held transfer was released meanwhile', async () => {
    const { deps, posted } = harness({
      stored: [{ ...record, status: 'held' }, record],
      wallet: [100_000n],
    });
    expect(await recordProviderRefund(refund(), deps)).toBe('refunded');
    expect(posted[0]?.references).toEqual([{ source: 'razorpay-refund', id: 'rfnd_1' }]);
  });

  it('reads the wallet again when it moved between the read and the booking', async () => {
    const { deps, posted } = harness({ stored: [record], wallet: [100_000n, 20_000n] });
    expect(await recordProviderRefund(refund(), deps)).toBe('refunded');
    expect(posted[0]?.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: 80_000n },
    ]);
  });

  it('takes money assigned from suspense back from the wallet of the customer it was assigned to', async () => {
    const assignedFrom = { ...record, userId: SUSPENSE_OWNER };
    const assigned = { ...record, id: 'T2', userId: 'u2' };
    const { deps, posted } = harness({ stored: [assignedFrom], assigned, wallet: [30_000n] });
    expect(await recordProviderRefund(refund(), deps)).toBe('refunded');
    expect(postingsOf(posted[0])).toEqual([
      ['bank-transfer-clearing', 100_000n],
      ['u2', -30_000n],
      ['customer-receivables', -70_000n],
    ]);
  });

  it('counts our own return, already booked', async () => {
    const returned = harness({ stored: [{ ...record, status: 'returned' }] });
    expect(await recordProviderRefund(refund(), returned.deps)).toBe('already-recorded');
  });

  it('books the capture of a payment it never heard of first, and moves nothing for one never captured', async () => {
    const never = harness({ stored: [], captured: false });
    expect(await recordProviderRefund(refund(), never.deps)).toBe('not-captured');
    expect([...never.captures, ...never.posted]).toEqual([]);

    const unbooked = harness({
      stored: [undefined as unknown as TransactionRecord, record],
      wallet: [100_000n],
    });
    expect(await recordProviderRefund(refund(), unbooked.deps)).toBe('refunded');
    expect(unbooked.captures).toEqual(['pay_1']);
    expect(unbooked.posted).toHaveLength(1);
  });

  it('puts a failed refund back where the money was, once, and moves nothing for one never booked', async () => {
    const failed = refund({ amount: 40_000n, status: 'failed' });
    const neverBooked = harness({ stored: [held], atProvider: failed });
    expect(await recordProviderRefund(failed, neverBooked.deps)).toBe('failed');
    expect(neverBooked.transitions).toEqual([]);

    const stillHeld = { ...held, amountMinor: 110_000n };
    const heldAgain = harness({ stored: [stillHeld], atProvider: failed, recorded: [true] });
    expect(await recordProviderRefund(failed, heldAgain.deps)).toBe('put-back');
    expect(heldAgain.transitions[0]).toMatchObject({
      from: ['held'],
      to: 'held',
      amount: { fromMinor: 110_000n, toMinor: 150_000n },
      references: [{ source: 'razorpay-refund-failed', id: 'rfnd_1' }],
    });
    expect(postingsOf(heldAgain.transitions[0])).toEqual([
      ['bank-transfer-clearing', -40_000n],
      ['deposits-held', 40_000n],
    ]);

    const returned = harness({
      stored: [{ ...held, status: 'returned', decidedBy: PROVIDER_DECIDED }],
      atProvider: refund({ amount: 150_000n, status: 'failed' }),
      recorded: [true],
    });
    expect(await recordProviderRefund(refund({ amount: 150_000n }), returned.deps)).toBe('put-back');
    expect(returned.transitions[0]).toMatchObject({
      from: ['returned'],
      to: 'held',
      amount: { fromMinor: 150_000n, toMinor: 150_000n },
    });

    const credited = harness({ stored: [record], atProvider: failed, recorded: [true] });
    expect(await recordProviderRefund(failed, credited.deps)).toBe('put-back');
    expect(postingsOf(credited.posted[0])).toEqual([
      ['bank-transfer-clearing', -40_000n],
      ['u1', 40_000n],
    ]);

    // What the customer owes is paid off from the money back in the same entry, as by any credit.
    const owing = harness({ stored: [record], atProvider: failed, recorded: [true], owed: 30_000n });
    expect(await recordProviderRefund(failed, owing.deps)).toBe('put-back');
    expect(owing.posted).toHaveLength(1);
    expect(postingsOf(owing.posted[0])).toEqual([
      ['bank-transfer-clearing', -40_000n],
      ['u1', 10_000n],
      ['customer-receivables', 30_000n],
    ]);
    expect(owing.posted[0]?.transactions.map((each) => [each.type, each.amountMinor])).toEqual([
      ['reversal', 40_000n],
      ['receivable-settled', 30_000n],
    ]);
    expect(owing.posted[0]?.caps).toEqual([
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: -30_000n, asReadMinor: 30_000n },
    ]);
  });

  it('puts the money of an operator’s return whose refund failed in suspense, to be returned again or assigned', async () => {
    const failed = refund({ amount: 150_000n, status: 'failed' });
    const returnedByOps = { ...held, status: 'returned' as const, decidedBy: 'ops-cli:asha' };
    const { deps, posted } = harness({ stored: [returnedByOps], atProvider: failed });
    expect(await recordProviderRefund(failed, deps)).toBe('put-back');
    // A part the provider refunded before the operator returned the rest, failing after: the same.
    const earlierPart = harness({ stored: [returnedByOps], atProvider: failed, recorded: [true] });
    expect(await recordProviderRefund(failed, earlierPart.deps)).toBe('put-back');
    expect(earlierPart.transitions).toEqual([]);
    expect(earlierPart.posted[0]?.transactions[0]).toMatchObject({ status: 'unmatched' });
    expect(posted[0]?.transactions).toEqual([
      expect.objectContaining({ userId: SUSPENSE_OWNER, status: 'unmatched', amountMinor: 150_000n }),
    ]);
    expect(postingsOf(posted[0])).toEqual([
      ['bank-transfer-clearing', -150_000n],
      ['suspense', 150_000n],
    ]);
    expect(posted[0]?.references).toEqual([{ source: 'razorpay-refund-failed', id: 'rfnd_1' }]);
  });
});

describe('what a customer owes', () => {
  it('refuses money out while anything is owed, in words they can act on', async () => {
    await expect(assertNothingOwed('u1', { owedBy: async () => 90_000n })).rejects.toThrow(AmountOwedError);
    await expect(assertNothingOwed('u1', { owedBy: async () => 90_000n })).rejects.toThrow(
      'refunded ₹900 more than your wallet held',
    );
    await expect(assertNothingOwed('u1', { owedBy: async () => 0n })).resolves.toBeUndefined();
  });

  it('is paid off by a credit planned again from what is owed then, when another payoff raced it', async () => {
    const owed = [90_000n, 30_000n];
    const planned: bigint[] = [];
    const paid = await creditPayingOwed(
      'u1',
      async () => owed.shift() ?? 0n,
      async (owedMinor) => {
        planned.push(owedMinor);
        if (planned.length === 1)
          throw new CapReachedError({
            userId: 'u1',
            name: 'customer-receivable',
            period: 'open',
            addMinor: -1n,
          });
        return owedMinor;
      },
    );
    expect(planned).toEqual([90_000n, 30_000n]);
    expect(paid).toBe(30_000n);
  });

  it('leaves every other refusal of the credit to its caller (a daily limit holds the transfer)', async () => {
    const daily = new CapReachedError({
      userId: 'u1',
      name: 'bank-transfer-deposits',
      period: '2026-11-26',
      addMinor: 1n,
    });
    let tries = 0;
    await expect(
      creditPayingOwed(
        'u1',
        async () => 0n,
        async () => {
          tries += 1;
          throw daily;
        },
      ),
    ).rejects.toBe(daily);
    expect(tries).toBe(1);
  });
});
