/**
 * Operators' decisions on money in suspense (ledger/suspense-movements.ts): assign it to the customer it
 * was meant for, or return it to its sender. Either is made once, whoever decides and however often it
 * is asked for, and only while the provider still reports the payment captured with nothing refunded; an
 * assigned transfer counts towards the customer's daily bank-transfer limit on the day it is assigned.
 */
import { ConflictError } from '../errors';
import { SUSPENSE_OWNER, suspenseAssigned, suspenseReturned } from '../ledger/suspense-movements';
import type { TransactionRecord } from '../ledger/transactions';
import { assertPaymentUntouched, decisionWords, withinDailyLimit } from './ops-decisions';
import { type ReturnToSender, type ReturnToSenderDependencies, returnToSender } from './return-to-sender';

export type SuspenseDependencies = ReturnToSenderDependencies & {
  now: () => Date;
  /** Pays what the customer owes from the credit just made (customer-receivable.ts), once per credit. */
  payOwed: (userId: string, creditReference: string) => Promise<unknown>;
};

const verbs = { succeeded: 'assigned', returned: 'returned' } as const;

export const suspenseDecisionWords = (record: TransactionRecord) => decisionWords(record, verbs);

function inSuspense(record: TransactionRecord | undefined): asserts record is TransactionRecord {
  if (record?.userId !== SUSPENSE_OWNER) throw new ConflictError('There is no such money in suspense.');
}

export interface SuspenseAssignment {
  record: TransactionRecord;
  /** False when it had been assigned before: nothing moved now. */
  assignedNow: boolean;
}

function decidedBefore(record: TransactionRecord): SuspenseAssignment {
  if (record.status === 'succeeded') return { record, assignedNow: false };
  throw new ConflictError(`This was already ${suspenseDecisionWords(record)}; it cannot be assigned.`);
}

export async function assignSuspense(
  record: TransactionRecord | undefined,
  assignment: { userId: string; decidedBy: string },
  deps: SuspenseDependencies,
): Promise<SuspenseAssignment> {
  inSuspense(record);
  if (record.status !== 'unmatched') return decidedBefore(record);
  if (record.providerPaymentId)
    await assertPaymentUntouched(record.providerPaymentId, record.amountMinor, 'assigned', deps.provider);
  const words = { action: 'assigned', verb: 'assign', stays: 'in suspense' };
  const posted = await withinDailyLimit(record, words, deps.now(), (dailyCap) =>
    deps.ledger.transition(suspenseAssigned(record, { ...assignment, dailyCap })),
  );
  const [stored = record] = posted.transactions;
  const decided = posted.replayed ? decidedBefore(stored) : { record: stored, assignedNow: true };
  await deps.payOwed(assignment.userId, stored.id);
  return decided;
}

export function returnSuspense(
  record: TransactionRecord | undefined,
  decision: { decidedBy: string; reason: string },
  deps: SuspenseDependencies,
): Promise<ReturnToSender> {
  inSuspense(record);
  return returnToSender(
    record,
    {
      undecided: 'unmatched',
      booking: suspenseReturned(record, decision),
      refundKey: `suspense-${record.id}`,
      purpose: 'suspense-return',
      verbs,
    },
    deps,
  );
}
