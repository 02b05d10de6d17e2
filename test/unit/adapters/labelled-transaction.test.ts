import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  failedConditions,
  type LabelledItem,
  refusalsOf,
} from '../../../lambdas/adapters/labelled-transaction';

type Label = 'profile-status' | 'application' | 'aadhaar-claim' | 'pan-claim';

const item = (label: Label): LabelledItem<Label> => ({
  label,
  ConditionCheck: { TableName: 'accounts', Key: { pk: label, sk: label }, ConditionExpression: 'x' },
});
const items = [item('profile-status'), item('application'), item('aadhaar-claim'), item('pan-claim')];

// DynamoDB lists one reason per item of the request, in the request's order.
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('a refused transaction names the items it refused', () => {
  it('names the items whose condition failed, not their positions', () => {
    const refusals = refusalsOf(items, cancelled('None', 'None', 'ConditionalCheckFailed', 'None'));
    expect(refusals).toEqual([{ label: 'aadhaar-claim', reason: 'ConditionalCheckFailed' }]);
    expect(failedConditions(refusals ?? [])).toEqual(['aadhaar-claim']);
  });

  it('tells a failed condition from a conflict with another write', () => {
    const refusals = refusalsOf(
      items,
      cancelled('TransactionConflict', 'None', 'None', 'ConditionalCheckFailed'),
    );
    expect(refusals).toEqual([
      { label: 'profile-status', reason: 'TransactionConflict' },
      { label: 'pan-claim', reason: 'ConditionalCheckFailed' },
    ]);
    expect(failedConditions(refusals ?? [])).toEqual(['pan-claim']);
  });

  it('reads reasons it cannot line up with the items as a conflict, never as a failed condition', () => {
    const refusals = refusalsOf(items, cancelled('ConditionalCheckFailed'));
    expect(failedConditions(refusals ?? [])).toEqual([]);
    expect(refusals?.map(({ reason }) => reason)).toEqual(Array(4).fill('TransactionConflict'));
  });

  it('leaves errors that are not a cancellation to the caller', () => {
    expect(refusalsOf(items, new Error('network down'))).toBeUndefined();
  });
});
