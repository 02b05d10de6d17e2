import { describe, expect, it } from 'vitest';
import {
  bookUnrecorded,
  paymentsWindow,
  RECONCILIATION_WINDOW_MS,
} from '../../../../lambdas/domain/deposits/provider-payments-window';
import type { ProviderPayment } from '../../../../lambdas/domain/payments/payment-provider';
import { providerPayment } from '../../../support/provider-payment';

const now = new Date('2026-11-25T12:00:00Z');

describe("the provider's payments of a reconciliation window", () => {
  it('are listed once, oldest first, however many reconciliations read them', async () => {
    // The provider lists newest first, a full page of 100 before the last.
    const newestFirst = Array.from({ length: 130 }, (_, index) =>
      providerPayment({ id: `pay_${130 - index}` }),
    );
    const pages: { from: Date; to?: Date; skip: number }[] = [];
    const window = paymentsWindow(
      {
        listPayments: async ({ from, to, count, skip }) => {
          pages.push({ from, to, skip });
          return newestFirst.slice(skip, skip + count);
        },
      },
      { now, graceMs: 60_000 },
    );

    const [first, second] = await Promise.all([window.payments(), window.payments()]);

    expect(pages.map(({ skip }) => skip)).toEqual([0, 100]);
    expect(pages[0]?.to).toEqual(new Date(now.getTime() - 60_000));
    expect(pages[0]?.from).toEqual(new Date(now.getTime() - 60_000 - RECONCILIATION_WINDOW_MS));
    expect(first.map(({ id }) => id).slice(0, 3)).toEqual(['pay_1', 'pay_2', 'pay_3']);
    expect(second).toBe(first);
  });
});

describe('booking what the ledger has not recorded', () => {
  it('books each unrecorded item in order, counts what each did, and leaves a failure to the next run', async () => {
    const items = ['pay_known', 'pay_a', 'pay_broken', 'pay_b', 'pay_quiet'].map((id) =>
      providerPayment({ id }),
    );
    const booked: string[] = [];
    const report = await bookUnrecorded(items, {
      isRecorded: async ({ id }: ProviderPayment) => id === 'pay_known',
      book: async ({ id }: ProviderPayment) => {
        if (id === 'pay_broken') throw new Error('The provider did not answer');
        booked.push(id);
        return id === 'pay_quiet' ? undefined : 'credited';
      },
    });

    expect(booked).toEqual(['pay_a', 'pay_b', 'pay_quiet']);
    expect(report).toEqual({ checked: 5, recorded: { credited: 2 }, failures: 1 });
  });
});
