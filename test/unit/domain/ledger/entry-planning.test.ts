import { describe, expect, it } from 'vitest';
import { customerAccount, houseAccount } from '../../../../lambdas/domain/ledger/book/accounts';
import {
  MAX_PLAN_ITEMS,
  type Movement,
  planItemCount,
} from '../../../../lambdas/domain/ledger/book/entry-plan';
import {
  planMovement,
  planTransition,
  stockDrawRoom,
} from '../../../../lambdas/domain/ledger/book/entry-planning';
import {
  CapReachedError,
  InconsistentMovementError,
  InventoryShortfallError,
} from '../../../../lambdas/domain/ledger/book/refusals';
import {
  bankTransferDeposit,
  releaseHeldDeposit,
} from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { partReturnedByProvider } from '../../../../lambdas/domain/ledger/recipes/refunds';
import { bankTransferRecord } from '../../../support/bank-transfer-record';
import { entryMoving } from '../../../support/journal-entries';
import { BUYER_ID, sampleBuy } from '../../../support/sample-buy';

const userId = BUYER_ID;

const buy = (usdtMinor: bigint) =>
  sampleBuy({
    usdtMinor,
    idempotencyKey: 'key-1',
    dailyCap: { period: '2026-11-26', maxMinor: 20_000_000n },
  });

const shards = (...held: bigint[]) => new Map([['usdt-inventory' as const, held]]);

describe('planning a buy', () => {
  it('conditions the INR wallet on holding what it pays, credits the USDT wallet, and draws the USDT from one shard that holds it', () => {
    const plan = planMovement(buy(10_000_000n), shards(0n, 50_000_000n, 0n, 0n, 0n, 0n, 0n, 0n));
    expect(plan.wallets).toEqual([
      { userId, currency: 'INR', addMinor: -900_000n, mustHold: { atLeastMinor: 900_000n } },
      { userId, currency: 'USDT', addMinor: 10_000_000n },
    ]);
    expect(plan.houseRows).toContainEqual({
      account: 'usdt-inventory',
      currency: 'USDT',
      amountMinor: -10_000_000n,
    });
    expect(plan.stock).toEqual([
      { account: 'usdt-inventory', shard: 1, addMinor: -10_000_000n, mustHoldMinor: 10_000_000n },
    ]);
    expect(plan.caps).toEqual([
      expect.objectContaining({ atMostBeforeMinor: 20_000_000n - 900_000n, checkOnly: false }),
    ]);
    expect(plan.references.map((reference) => reference.name)).toEqual([
      'quote:quote-1',
      `client-request:${userId}:key-1`,
    ]);
    expect(plan.entry?.postings).toContainEqual({
      account: `customer/${userId}/INR`,
      currency: 'INR',
      amountMinor: -900_000n,
    });
  });

  it('draws a buy larger than any one shard from the fullest shards, each on the condition that it holds its part', () => {
    const plan = planMovement(buy(25_000_000n), shards(10_000_000n, 20_000_000n, 0n, 0n, 0n, 0n, 0n, 0n));
    expect(plan.stock).toEqual([
      { account: 'usdt-inventory', shard: 1, addMinor: -20_000_000n, mustHoldMinor: 20_000_000n },
      { account: 'usdt-inventory', shard: 0, addMinor: -5_000_000n, mustHoldMinor: 5_000_000n },
    ]);
  });

  it('refuses a buy the shards do not hold between them', () => {
    expect(() => planMovement(buy(25_000_000n), shards(10_000_000n, 10_000_000n))).toThrow(
      InventoryShortfallError,
    );
  });

  it('leaves the stock draw what the rest of the write leaves of one transaction', () => {
    const plan = planMovement(buy(10_000_000n), shards(50_000_000n));
    expect(stockDrawRoom(buy(10_000_000n))).toBe(MAX_PLAN_ITEMS - (planItemCount(plan) - plan.stock.length));
  });

  it('refuses, before anything is written, an amount larger than its cap on its own', () => {
    const deposit = bankTransferDeposit({
      userId,
      amountMinor: 600_000n,
      utr: 'UTR1',
      counterparty: 'HDFC Bank ••••1234',
      dailyCap: { period: '2026-11-26', maxMinor: 500_000n },
    });
    expect(() => planMovement(deposit, new Map())).toThrow(CapReachedError);
  });

  it('refuses a movement that would not fit one transaction', () => {
    const deposit = bankTransferDeposit({ userId, amountMinor: 100n, utr: 'UTR2', counterparty: 'x' });
    const references = Array.from({ length: MAX_PLAN_ITEMS }, (_, index) => ({
      source: 'utr' as const,
      id: `many-${index}`,
    }));
    expect(() => planMovement({ ...deposit, references }, new Map())).toThrow(InconsistentMovementError);
  });
});

describe('planning from wallets as read', () => {
  it('holds a posted wallet to exactly what was read and only checks a wallet it does not post to', () => {
    const refund: Movement = {
      entry: entryMoving('provider-refund', 100n, {
        from: customerAccount(userId, 'INR'),
        to: houseAccount('bank-transfer-clearing'),
      }),
      transactions: [
        {
          userId,
          currency: 'INR',
          type: 'provider-refund',
          direction: 'debit',
          amountMinor: 100n,
          feeMinor: 0n,
          gstMinor: 0n,
          status: 'succeeded',
          counterparty: 'Refund',
        },
      ],
      references: [{ source: 'razorpay-refund', id: 'rfnd_1' }],
      walletsAsRead: [
        { userId, currency: 'INR', balanceMinor: 100n },
        { userId, currency: 'USDT', balanceMinor: 0n },
      ],
    };
    expect(planMovement(refund, new Map()).wallets).toEqual([
      { userId, currency: 'INR', addMinor: -100n, mustHold: { exactlyMinor: 100n } },
      { userId, currency: 'USDT', addMinor: 0n, mustHold: { exactlyMinor: 0n } },
    ]);
  });
});

const held = bankTransferRecord({ userId, status: 'held', amountMinor: 250_000n });

describe('planning a transition', () => {
  it('moves the record on from the statuses it may be in and credits the wallet with no condition', () => {
    const plan = planTransition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:asha' }));
    expect(plan.statusChange).toMatchObject({ transaction: held, from: ['held'], to: 'succeeded' });
    expect(plan.wallets).toEqual([{ userId, currency: 'INR', addMinor: 250_000n }]);
    expect(plan.houseRows).toEqual([{ account: 'deposits-held', currency: 'INR', amountMinor: -250_000n }]);
    expect(plan.stock).toEqual([]);
  });

  it('plans a release only while the record holds the amount it was decided on (a refund may take part meanwhile)', () => {
    const plan = planTransition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:asha' }));
    expect(plan.statusChange?.amount).toEqual({ fromMinor: 250_000n });
  });

  it('plans a part refund of a held transfer as the record holding the rest, from the amount it was worked out from', () => {
    const plan = planTransition(partReturnedByProvider(held, 'rfnd_part', 100_000n));
    expect(plan.statusChange).toMatchObject({ from: ['held'], to: 'held' });
    expect(plan.statusChange?.amount).toEqual({ fromMinor: 250_000n, toMinor: 150_000n });
  });
});
