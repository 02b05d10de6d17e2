import { describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '../../../../lambdas/domain/client-idempotency';
import { Bookkeeper } from '../../../../lambdas/domain/ledger/book/bookkeeper';
import type { EntryPlan } from '../../../../lambdas/domain/ledger/book/entry-plan';
import type { PlanOutcome } from '../../../../lambdas/domain/ledger/book/ledger';
import {
  InventoryShortfallError,
  StockShardEmptiedError,
} from '../../../../lambdas/domain/ledger/book/refusals';
import { sampleBuy, BUYER_ID as userId } from '../../../support/sample-buy';

const buy = (quoteId: string, idempotencyKey: string) => sampleBuy({ quoteId, idempotencyKey });

/** A plan writer answering each write from `answers` in turn, keeping the plans it was handed. */
function writerAnswering(...answers: (PlanOutcome | Error)[]) {
  const written: EntryPlan[] = [];
  return {
    written,
    bookkeeper: new Bookkeeper({
      plans: {
        write: async (plan) => {
          written.push(plan);
          const answer = answers.shift();
          if (!answer) throw new Error('No more answers');
          if (answer instanceof Error) throw answer;
          return answer;
        },
      },
      stock: { stockShards: async () => [50_000_000n] },
    }),
  };
}

const firstBuy = (references: string[], byThisWrite: boolean): PlanOutcome => ({
  written: false,
  reference: { source: 'client-request', id: `${userId}:key-1` },
  first: { entryId: 'ENTRY1', transactions: [], references, byThisWrite },
});

describe('the bookkeeper', () => {
  it('answers a repeat with the first buy, as a replay', async () => {
    const { bookkeeper } = writerAnswering(
      firstBuy(['quote:quote-1', `client-request:${userId}:key-1`], false),
    );
    await expect(bookkeeper.post(buy('quote-1', 'key-1'))).resolves.toEqual({
      entryId: 'ENTRY1',
      transactions: [],
      replayed: true,
    });
  });

  it('answers a write that met its own references (its answer was lost) as written, not replayed', async () => {
    const { bookkeeper } = writerAnswering(
      firstBuy(['quote:quote-1', `client-request:${userId}:key-1`], true),
    );
    await expect(bookkeeper.post(buy('quote-1', 'key-1'))).resolves.toMatchObject({ replayed: false });
  });

  it('refuses an Idempotency-Key reused for another buy rather than answer with the first', async () => {
    const { bookkeeper } = writerAnswering(
      firstBuy(['quote:quote-1', `client-request:${userId}:key-1`], false),
    );
    await expect(bookkeeper.post(buy('quote-2', 'key-1'))).rejects.toThrow(IdempotencyKeyReusedError);
  });

  it('plans a draw again from fresh reads when another sale emptied a chosen shard, and gives up after six', async () => {
    const emptied = Array.from({ length: 6 }, () => new StockShardEmptiedError());
    const { bookkeeper, written } = writerAnswering(...emptied);
    await expect(bookkeeper.post(buy('quote-1', 'key-1'))).rejects.toThrow(InventoryShortfallError);
    expect(written).toHaveLength(6);
  });
});
