/**
 * Operators' decisions on money in suspense (ledger/suspense-movements.ts): assign it to the customer it
 * was meant for, or return it to its sender. Either is made once, whoever decides and however often it
 * is asked for, and only while the provider still reports the payment captured with nothing refunded; an
 * assigned transfer counts towards the customer's daily bank-transfer limit on the day it is assigned.
 */
import { ConflictError } from '../errors';
import type { TransactionRecord } from '../ledger/book/transactions';
import { transitionPayingOwed } from '../ledger/recipes/receivable-payoff';
import { SUSPENSE_OWNER, suspenseAssigned } from '../ledger/recipes/suspense';
import { creditPayingOwed, type OwedBy } from './customer-receivable';
import { assertPaymentUntouched, decisionWords, suspenseDecidedAs, withinDailyLimit } from './ops-decisions';
import {
  type ReturnDecision,
  type ReturnToSender,
  type ReturnToSenderDependencies,
  returnToSender,
} from './return-to-sender';

export type SuspenseDependencies = ReturnToSenderDependencies & {
  now: () => Date;
  /** What the customer owes now: an assignment pays it off in its own entry (receivable-payoff.ts). */
  owedBy: OwedBy;
};

export const suspenseDecisionWords = (record: TransactionRecord) => decisionWords(record, suspenseDecidedAs);

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
  const owed = { userId: assignment.userId, creditReference: record.reference ?? record.id };
  const posted = await withinDailyLimit(record, words, deps.now(), (dailyCap) =>
    creditPayingOwed(assignment.userId, deps.owedBy, (owedMinor) =>
      deps.ledger.transition(
        transitionPayingOwed(suspenseAssigned(record, { ...assignment, dailyCap }), { ...owed, owedMinor }),
      ),
    ),
  );
  const [stored = record] = posted.transactions;
  return posted.replayed ? decidedBefore(stored) : { record: stored, assignedNow: true };
}

export function returnSuspense(
  record: TransactionRecord | undefined,
  decision: ReturnDecision,
  deps: SuspenseDependencies,
): Promise<ReturnToSender> {
  inSuspense(record);
  return returnToSender(record, 'suspense', decision, deps);
}
