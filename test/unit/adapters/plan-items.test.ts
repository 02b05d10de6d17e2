import { describe, expect, it } from 'vitest';
import { planItems } from '../../../lambdas/adapters/ledger/plan-items';
import { type EntryPlan, planItemCount } from '../../../lambdas/domain/ledger/book/entry-plan';
import { planMovement, planTransition } from '../../../lambdas/domain/ledger/book/entry-planning';
import { partReturnedByProvider } from '../../../lambdas/domain/ledger/recipes/refunds';
import { bankTransferRecord } from '../../support/bank-transfer-record';
import { BUYER_ID, sampleBuy } from '../../support/sample-buy';

const _userId = BUYER_ID;

const buyPlan = () =>
  planMovement(
    sampleBuy({ dailyCap: { period: '2026-11-26', maxMinor: 20_000_000n } }),
    new Map([['usdt-inventory', [50_000_000n]]]),
  );

const now = '2026-11-26T10:00:00.000Z';

/** What the writer gives the plan: its ids, its time, its records as stored. */
const identity = (plan: EntryPlan) => ({
  table: 'accounts',
  now,
  entryId: 'ENTRY',
  writeId: 'WRITE',
  records: plan.records.map((draft, index) => ({
    ...draft,
    id: `RECORD${index}`,
    createdAt: now,
    updatedAt: now,
    entryIds: ['ENTRY'],
  })),
});

describe('a plan as one TransactWriteItems', () => {
  it('writes one item per thing the plan holds, each refusal named by its role', () => {
    const plan = buyPlan();
    const { items, roles } = planItems(plan, identity(plan));
    expect(items).toHaveLength(planItemCount(plan));
    expect(roles.filter((role) => role === 'wallet-condition')).toHaveLength(1);
    expect(roles.filter((role) => role === 'stock-draw')).toHaveLength(1);
  });

  it('conditions the debited wallet, the stock shard and the daily total on what the plan decided', () => {
    const plan = buyPlan();
    const { items } = planItems(plan, identity(plan));
    const updates = items.flatMap((item) => (item.Update ? [item.Update] : []));
    expect(updates).toContainEqual(
      expect.objectContaining({
        ConditionExpression: 'balanceMinor >= :needed',
        ExpressionAttributeValues: expect.objectContaining({ ':amount': -900_000n, ':needed': 900_000n }),
      }),
    );
    expect(updates).toContainEqual(
      expect.objectContaining({
        ConditionExpression: 'availableMinor >= :needed',
        ExpressionAttributeValues: expect.objectContaining({
          ':amount': -10_000_000n,
          ':needed': 10_000_000n,
        }),
      }),
    );
    expect(updates).toContainEqual(
      expect.objectContaining({
        ConditionExpression: '(attribute_not_exists(totalMinor) OR totalMinor <= :room)',
        ExpressionAttributeValues: expect.objectContaining({ ':room': 19_100_000n }),
      }),
    );
  });

  it('writes each reference only where none exists, naming every reference of the write and the call that wrote it', () => {
    const plan = buyPlan();
    const { items } = planItems(plan, identity(plan));
    const references = items.flatMap((item) =>
      item.Put && String(item.Put.Item?.pk).startsWith('REF#') ? [item.Put] : [],
    );
    expect(references).toEqual([
      expect.objectContaining({
        ConditionExpression: 'attribute_not_exists(pk)',
        Item: expect.objectContaining({
          movementReferences: ['quote:quote-1'],
          writeId: 'WRITE',
          entryId: 'ENTRY',
        }),
      }),
    ]);
  });

  it('moves a record on only while it holds the amount the transition was worked out from, and writes what it holds after', () => {
    const held = bankTransferRecord({ status: 'held', amountMinor: 250_000n });
    const plan = planTransition(partReturnedByProvider(held, 'rfnd_part', 100_000n));
    const { items, roles } = planItems(plan, identity(plan));
    const statusUpdate = items[roles.indexOf('status-change')]?.Update;
    expect(statusUpdate?.ConditionExpression).toBe(
      'attribute_exists(pk) AND #status IN (:from0) AND amountMinor = :amountFrom',
    );
    expect(statusUpdate?.UpdateExpression).toContain('amountMinor = :amountTo');
    expect(statusUpdate?.ExpressionAttributeValues).toMatchObject({
      ':amountFrom': 250_000n,
      ':amountTo': 150_000n,
    });
  });
});
