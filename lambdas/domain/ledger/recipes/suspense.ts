/**
 * Money in suspense: money that reached our bank but is nobody's yet (a transfer to a virtual account no
 * customer holds). It leaves bank-transfer clearing for the suspense house account at once, so clearing
 * keeps matching what the provider settles, and a record of the house's own waits `unmatched` until an
 * operator assigns it to a customer (suspense → their wallet, with a line they see) or returns it to its
 * sender (suspense → clearing, then the provider refunds it). Each record is decided once.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import type { TransactionKey, TransactionRecord } from '../book/transactions';
import { bankTransferCaps, bankTransferRecord, type DailyCap, returnedToSender } from './bank-transfers';
import { clearingPostings, type ProviderFee } from './fee-postings';

/**
 * The owner of suspense records. Customers' ids are Cognito subs (UUIDs), so no customer is this, and
 * no customer route ever lists it.
 */
export const SUSPENSE_OWNER = 'suspense';

export interface UnmatchedTransfer {
  /** A bank transfer or UPI payment (bank-transfer clearing), or a card payment (card clearing). */
  kind?: 'bank-transfer' | 'card-payment';
  amountMinor: bigint;
  /** The UTR or RRN, as the bank gave it; a card payment's payment id. */
  utr: string;
  /** The payer, masked, and where it was sent, in plain words. */
  counterparty: string;
  paymentId: string;
  /** Why nobody's: `Sent to virtual account va_… that no customer holds`. */
  reason: string;
  /** The payment id and event id: the payment is known by its id, so another with its UTR is its own. */
  references: readonly ExternalReference[];
  /** What the provider kept of the payment: clearing holds only what it settles. */
  providerFee?: ProviderFee;
}

/** Where the money came in, and goes back to when returned: by the record's type. */
export const clearingOf = (record: Pick<TransactionRecord, 'type'>) =>
  record.type === 'card-deposit' ? 'card-clearing' : 'bank-transfer-clearing';

export function transferToSuspense(transfer: UnmatchedTransfer): Movement {
  if (transfer.amountMinor <= 0n) throw new RangeError('amountMinor must be positive');
  const type = transfer.kind === 'card-payment' ? 'card-deposit' : 'bank-transfer-deposit';
  return {
    entry: buildJournalEntry({
      kind: 'suspense-received',
      postings: [
        ...clearingPostings(clearingOf({ type }), transfer.amountMinor, transfer.providerFee),
        { account: houseAccount('suspense'), amountMinor: transfer.amountMinor },
      ],
    }),
    transactions: [
      {
        ...bankTransferRecord({ ...transfer, userId: SUSPENSE_OWNER }, 'unmatched'),
        type,
        statusReason: transfer.reason,
      },
    ],
    references: transfer.references,
  };
}

/** Assigned or returned, by whoever decides first: both share this reference. */
export const suspenseDecisionReference = (record: TransactionKey): ExternalReference => ({
  source: 'ops-decision',
  id: `suspense:${record.id}`,
});

/** A transfer assigned counts towards the customer's bank transfers of the day it is assigned (`dailyCap`). */
export function suspenseAssigned(
  record: TransactionRecord,
  assignment: { userId: string; decidedBy: string; dailyCap?: DailyCap },
): Transition {
  const { userId, dailyCap } = assignment;
  return {
    transaction: record,
    from: ['unmatched'],
    to: 'succeeded',
    set: { statusReason: `Assigned to ${assignment.userId}`, decidedBy: assignment.decidedBy },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({
      kind: 'suspense-assigned',
      postings: [
        { account: houseAccount('suspense'), amountMinor: -record.amountMinor },
        { account: customerAccount(assignment.userId, 'INR'), amountMinor: record.amountMinor },
      ],
    }),
    records: [
      {
        ...bankTransferRecord(
          {
            userId: assignment.userId,
            amountMinor: record.amountMinor,
            utr: record.reference ?? record.id,
            counterparty: record.counterparty,
            ...(record.providerPaymentId ? { paymentId: record.providerPaymentId } : {}),
          },
          'succeeded',
        ),
        type: record.type,
        statusReason: 'Matched to your account after review',
      },
    ],
    references: [suspenseDecisionReference(record)],
    ...(record.type === 'bank-transfer-deposit'
      ? bankTransferCaps(userId, record.amountMinor, dailyCap)
      : {}),
  };
}

export const suspenseReturned = (
  record: TransactionRecord,
  decision: { decidedBy: string; reason: string },
) =>
  returnedToSender(record, decision, {
    from: 'suspense',
    to: clearingOf(record),
    undecided: 'unmatched',
    kind: 'suspense-returned',
    reference: suspenseDecisionReference(record),
  });
