/**
 * Money a payment brought in goes back to the account it came from (a held transfer returned, money in
 * suspense returned): the decision is booked first, once, whoever decides; then the provider refunds the
 * payment. The refund carries an idempotency key made from the record, so running the return again after
 * a failed refund — or twice at once — sends the money back exactly once. Before it is booked the
 * provider must still report the payment captured with nothing refunded (ops-decisions.ts), and money
 * decided otherwise meanwhile (released, assigned) is not returned.
 */
import { ConflictError } from '../errors';
import type { Transition } from '../ledger/book/entry-plan';
import type { LedgerWriter } from '../ledger/book/ledger';
import type { TransactionRecord, TransactionStatus } from '../ledger/book/transactions';
import { returnHeldDeposit } from '../ledger/recipes/bank-transfers';
import { suspenseReturned } from '../ledger/recipes/suspense';
import type { PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import { assertPaymentUntouched, decisionWords, suspenseDecidedAs } from './ops-decisions';

export interface ReturnToSenderDependencies {
  ledger: Pick<LedgerWriter, 'transition'>;
  provider: Pick<PaymentProvider, 'refundPayment' | 'fetchPayment'>;
}

export interface ReturnToSender {
  /** Undefined on a record booked before payment ids were kept: the money goes back by hand. */
  refund: ProviderRefund | undefined;
  /** An earlier run booked the return; this one only made sure of the refund. */
  alreadyReturned: boolean;
}

interface ReturnPlan {
  /** The status the record waits in while undecided (`held`, `unmatched`). */
  undecided: TransactionStatus;
  /** The booking of the return: the record `returned`, its money back to clearing. */
  booking: (record: TransactionRecord, decision: ReturnDecision) => Transition;
  /**
   * The refund's idempotency key and receipt (at most 40 characters), made from the record, and its
   * purpose note: the provider refuses a key sent again with another request, so neither may change.
   */
  refundKey: (record: TransactionRecord) => string;
  purpose: string;
  /** Words for a decision already made, by status (`succeeded` → `released`). */
  verbs?: Partial<Record<TransactionStatus, string>>;
}

export interface ReturnDecision {
  decidedBy: string;
  reason: string;
}

/** What is returned: a transfer held for review, or money in suspense (nobody's yet). */
export type ReturnedFrom = 'held' | 'suspense';

const plans: Record<ReturnedFrom, ReturnPlan> = {
  held: {
    undecided: 'held',
    booking: returnHeldDeposit,
    refundKey: (record) => `return-${record.id}`,
    purpose: 'held-transfer-return',
  },
  suspense: {
    undecided: 'unmatched',
    booking: suspenseReturned,
    refundKey: (record) => `suspense-${record.id}`,
    purpose: 'suspense-return',
    verbs: suspenseDecidedAs,
  },
};

export async function returnToSender(
  record: TransactionRecord,
  from: ReturnedFrom,
  decision: ReturnDecision,
  deps: ReturnToSenderDependencies,
): Promise<ReturnToSender> {
  const plan = plans[from];
  const notReturnable = (decided: TransactionRecord) =>
    new ConflictError(`This was already ${decisionWords(decided, plan.verbs)}; it cannot be returned.`);
  // Already returned: this run finishes a refund an earlier one could not send.
  let alreadyReturned = record.status === 'returned';
  if (!alreadyReturned) {
    if (record.status !== plan.undecided) throw notReturnable(record);
    // An older record without the payment id goes back by hand, checked in the dashboard then.
    if (record.providerPaymentId)
      await assertPaymentUntouched(record.providerPaymentId, record.amountMinor, 'returned', deps.provider);
    const posted = await deps.ledger.transition(plan.booking(record, decision));
    const [stored = record] = posted.transactions;
    // Another operator decided it meanwhile: a return finishes its refund, any other decision stands.
    if (posted.replayed && stored.status !== 'returned') throw notReturnable(stored);
    alreadyReturned = posted.replayed;
  }
  if (!record.providerPaymentId) return { refund: undefined, alreadyReturned };
  const refundKey = plan.refundKey(record);
  const refund = await deps.provider.refundPayment(record.providerPaymentId, {
    amount: record.amountMinor,
    idempotencyKey: refundKey,
    receipt: refundKey,
    // Never PII: notes show in the provider's dashboard.
    notes: { purpose: plan.purpose, transaction: record.id },
  });
  return { refund, alreadyReturned };
}
