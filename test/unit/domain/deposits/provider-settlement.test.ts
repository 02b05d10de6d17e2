import { describe, expect, it } from 'vitest';
import {
  bookListedSettlements,
  type ProviderSettlementDependencies,
  recordSettlement,
} from '../../../../lambdas/domain/deposits/provider-settlement';
import type { Movement } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { referenceName } from '../../../../lambdas/domain/ledger/book/external-reference';
import type {
  ProviderSettlement,
  SettlementItem,
} from '../../../../lambdas/domain/payments/provider-settlement';

const settlement = (overrides: Partial<ProviderSettlement> = {}): ProviderSettlement => ({
  id: 'setl_1',
  amount: 990_00n,
  status: 'processed',
  fees: 10_00n,
  tax: 1_53n,
  utr: 'UTR0001',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  ...overrides,
});

const line: SettlementItem = {
  settlementId: 'setl_1',
  entityId: 'pay_1',
  type: 'payment',
  paymentId: 'pay_1',
  amount: 1_000_00n,
  fee: 10_00n,
  tax: 1_53n,
  credit: 990_00n,
  debit: 0n,
};

function fakes(current: ProviderSettlement) {
  const posted: Movement[] = [];
  const seen = new Set<string>();
  const deps: ProviderSettlementDependencies = {
    ledger: {
      post: async (movement) => {
        const names = movement.references.map(referenceName);
        const replayed = names.some((name) => seen.has(name));
        if (!replayed) {
          for (const name of names) seen.add(name);
          posted.push(movement);
        }
        return { transactions: [], replayed };
      },
    },
    provider: {
      fetchSettlement: async () => current,
      settlementItemsOfDay: async () => [line, { ...line, settlementId: 'setl_other', paymentId: 'pay_2' }],
    },
    clearingOfPayment: async (paymentId) => (paymentId === 'pay_1' ? 'bank-transfer-clearing' : undefined),
  };
  return { deps, posted };
}

describe('recording a settlement the provider reports', () => {
  it('moves nothing for a created or failed settlement, and books it once it is processed', async () => {
    const failed = fakes(settlement({ status: 'failed' }));
    expect(await recordSettlement('setl_1', failed.deps)).toEqual({ status: 'not-processed' });
    expect(failed.posted).toEqual([]);
    const processed = fakes(settlement());
    expect(await recordSettlement('setl_1', processed.deps)).toEqual({ status: 'booked', unplacedMinor: 0n });
    expect(await recordSettlement('setl_1', processed.deps)).toEqual({
      status: 'already-recorded',
      unplacedMinor: 0n,
    });
    expect(processed.posted).toHaveLength(1);
  });

  it('reads only the lines of this settlement from the day’s report', async () => {
    const { deps, posted } = fakes(settlement());
    await recordSettlement('setl_1', deps);
    expect(posted[0]?.entry?.postings.map((posting) => posting.amountMinor)).toEqual([990_00n, -990_00n]);
  });
});

describe('finding settlements whose webhook never came', () => {
  it('books each processed settlement the provider lists once and leaves a failed one for its retry', async () => {
    const { deps, posted } = fakes(settlement());
    const failed = settlement({ id: 'setl_failed', status: 'failed' });
    const listing = { ...deps.provider, listSettlements: async () => [settlement(), failed] };
    const window = { from: new Date(0), to: new Date('2026-11-26T00:00:00Z') };
    expect(await bookListedSettlements(window, { ...deps, provider: listing })).toEqual({
      booked: [{ id: 'setl_1', unplacedMinor: 0n }],
      alreadyRecorded: 0,
      notProcessed: ['setl_failed'],
      needsReview: [],
    });
    expect((await bookListedSettlements(window, { ...deps, provider: listing })).alreadyRecorded).toBe(1);
    expect(posted).toHaveLength(1);
  });
});
