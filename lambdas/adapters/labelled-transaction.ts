/**
 * TransactWriteItems with a label on every item, so a refusal names the items it refused. DynamoDB
 * reports why it cancelled a transaction as a list of reasons in the order of the items
 * (`ConditionalCheckFailed` where a condition failed, `TransactionConflict` where another write was in
 * flight, `None` where nothing was wrong); this module is the one place that reads that order.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDocuments } from './aws-clients';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One Put, Update, Delete or ConditionCheck, named by what it means to the caller. */
export type LabelledItem<Label extends string> = TransactItem & { label: Label };

export interface ItemRefusal<Label extends string> {
  label: Label;
  /** DynamoDB's cancellation reason code, e.g. `ConditionalCheckFailed`, `TransactionConflict`. */
  reason: string;
}

export type TransactionOutcome<Label extends string> =
  | { written: true }
  | { written: false; refusals: ItemRefusal<Label>[] };

/**
 * The items DynamoDB refused, by label; undefined when the error is not a cancellation. A
 * cancellation without reasons (which DynamoDB does not send) is read as a conflict on every item.
 */
export function refusalsOf<Label extends string>(
  items: readonly LabelledItem<Label>[],
  error: unknown,
): ItemRefusal<Label>[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons;
  if (!reasons || reasons.length !== items.length)
    return items.map(({ label }) => ({ label, reason: 'TransactionConflict' }));
  return items.flatMap(({ label }, index) => {
    const reason = reasons[index]?.Code ?? 'None';
    return reason === 'None' ? [] : [{ label, reason }];
  });
}

/** The labels of the items whose condition failed. */
export function failedConditions<Label extends string>(refusals: readonly ItemRefusal<Label>[]): Label[] {
  return refusals.filter(({ reason }) => reason === 'ConditionalCheckFailed').map(({ label }) => label);
}

/** Writes all the items or none; a cancellation is an outcome, any other error is thrown. */
export async function writeTransaction<Label extends string>(
  items: readonly LabelledItem<Label>[],
  options: { clientRequestToken?: string } = {},
): Promise<TransactionOutcome<Label>> {
  try {
    await dynamoDocuments().send(
      new TransactWriteCommand({
        TransactItems: items.map(({ label: _label, ...item }) => item),
        ...(options.clientRequestToken ? { ClientRequestToken: options.clientRequestToken } : {}),
      }),
    );
    return { written: true };
  } catch (error) {
    const refusals = refusalsOf(items, error);
    if (!refusals) throw error;
    return { written: false, refusals };
  }
}
