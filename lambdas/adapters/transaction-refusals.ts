/**
 * Why DynamoDB cancelled a transaction, item by item: `ConditionalCheckFailed` where a condition
 * failed, `TransactionConflict` where another write was in flight, `None` where nothing was wrong.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** The reason code per transaction item, or undefined when the error is not a cancellation. */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}
