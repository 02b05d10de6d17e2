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
import { ConflictError, InsufficientFundsError } from '../../../../lambdas/domain/errors';
import type { Movement, Transition } from '../../../../lambdas/domain/ledger/entry-plan';
import { CapReachedError } from '../../../../lambdas/domain/ledger/entry-plan';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/transactions';
import type { ProviderPayment, ProviderRefund } from '../../../../lambdas/domain/payments/payment-provider';
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

function harness(options: { stored: TransactionRecord[]; refunded?: bigint; wallet?: bigint[] }) {
  const posted: Movement[] = [];
  const transitions: Transition[] = [];
  let reads = 0;
  const wallets = [...(options.wallet ?? [0n])];
  const deps: ProviderRefundDependencies = {
    provider: {
      fetchPayment: async () => ({ amountRefunded: options.refunded ?? 100_000n }) as ProviderPayment,
    },
    recordOfPayment: async () => options.stored[Math.min(reads++, options.stored.length - 1)],
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
        return { replayed: false, transactions: [] };
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
  return { deps, posted, transitions };
}

describe('a refund the provider made', () => {
  it('moves nothing until the provider reports it processed, nor when its API does not bear it out', async () => {
    const { deps, posted } = harness({ stored: [record] });
    expect(await recordProviderRefund(refund({ status: 'pending' }), deps)).toBe('pending');
    expect(await recordProviderRefund(refund({ status: 'failed' }), deps)).toBe('pending');
    const unconfirmed = harness({ stored: [record], refunded: 0n });
    expect(await recordProviderRefund(refund(), unconfirmed.deps)).toBe('unconfirmed');
    expect([...posted, ...unconfirmed.posted]).toEqual([]);
  });

  it('returns a held transfer refunded in full, and leaves one refunded in part to operators', async () => {
    const held = { ...record, status: 'held' as const };
    const whole = harness({ stored: [held] });
    expect(await recordProviderRefund(refund(), whole.deps)).toBe('returned');
    expect(whole.transitions[0]).toMatchObject({ from: ['held'], to: 'returned' });
    const part = harness({ stored: [held] });
    expect(await recordProviderRefund(refund({ amount: 40_000n }), part.deps)).toBe('needs-review');
    expect(part.transitions).toEqual([]);
  });

  it('takes the refund from the wallet when a held transfer was released meanwhile', async () => {
    const { deps, posted } = harness({ stored: [{ ...record, status: 'held' }, record], wallet: [100_000n] });
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

  it('counts our own return, already booked, and never books a payment we never did', async () => {
    expect(
      await recordProviderRefund(refund(), harness({ stored: [{ ...record, status: 'returned' }] }).deps),
    ).toBe('already-recorded');
    expect(await recordProviderRefund(refund(), harness({ stored: [] }).deps)).toBe('not-ours');
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
