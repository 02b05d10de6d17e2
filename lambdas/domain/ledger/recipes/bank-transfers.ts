/**
 * Bank transfers and UPI payments into a customer's virtual account: credited when they come from the
 * customer's verified account (within the day's cap), held otherwise, and a held one released to the
 * customer or returned to its sender by an operator's decision.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry, type EntryKind } from '../book/journal-entry';
import type {
  TransactionDraft,
  TransactionKey,
  TransactionRecord,
  TransactionStatus,
} from '../book/transactions';
import { assertPositive } from './amount-checks';
import { clearingPostings, type ProviderFee } from './fee-postings';

interface BankTransfer {
  userId: string;
  amountMinor: bigint;
  /** The UTR: the bank's unique reference of the transfer. */
  utr: string;
  /** The payer, masked (`HDFC Bank ••••1234`). */
  counterparty: string;
  /** The provider's payment carrying the transfer, kept on the record for a return to refund. */
  paymentId?: string;
  /** The provider's event id and payment id, so a replay under any of its names posts once. */
  alsoKnownAs?: readonly ExternalReference[];
  /** What the provider kept of the payment: clearing holds only what it settles. */
  providerFee?: ProviderFee;
}

/** The customer's bank-transfer credits on that day may not pass the maximum (CapReachedError). */
export interface DailyCap {
  period: string;
  maxMinor: bigint;
}

interface CappedBankTransfer extends BankTransfer {
  dailyCap?: DailyCap;
}

export const bankTransferCaps = (userId: string, amountMinor: bigint, dailyCap: DailyCap | undefined) =>
  dailyCap
    ? {
        caps: [
          {
            userId,
            name: 'bank-transfer-deposits' as const,
            period: dailyCap.period,
            addMinor: amountMinor,
            maxMinor: dailyCap.maxMinor,
          },
        ],
      }
    : {};

/** A transfer from the customer's verified account: credited at once. */
export function bankTransferDeposit(transfer: CappedBankTransfer): Movement {
  assertPositive('amountMinor', transfer.amountMinor);
  return {
    entry: buildJournalEntry({
      kind: 'bank-transfer-deposit',
      postings: [
        ...clearingPostings('bank-transfer-clearing', transfer.amountMinor, transfer.providerFee),
        { account: customerAccount(transfer.userId, 'INR'), amountMinor: transfer.amountMinor },
      ],
    }),
    transactions: [bankTransferRecord(transfer, 'succeeded')],
    references: [{ source: 'utr', id: transfer.utr }, ...(transfer.alsoKnownAs ?? [])],
    ...bankTransferCaps(transfer.userId, transfer.amountMinor, transfer.dailyCap),
  };
}

/**
 * A transfer we must not credit yet (payer account not the verified one, over a limit): the money is
 * booked out of clearing into held deposits, and the customer sees it as held with the reason.
 */
export function heldBankTransfer(transfer: BankTransfer & { reason: string }): Movement {
  assertPositive('amountMinor', transfer.amountMinor);
  return {
    entry: buildJournalEntry({
      kind: 'deposit-held',
      postings: [
        ...clearingPostings('bank-transfer-clearing', transfer.amountMinor, transfer.providerFee),
        { account: houseAccount('deposits-held'), amountMinor: transfer.amountMinor },
      ],
    }),
    transactions: [{ ...bankTransferRecord(transfer, 'held'), statusReason: transfer.reason }],
    references: [{ source: 'utr', id: transfer.utr }, ...(transfer.alsoKnownAs ?? [])],
  };
}

/**
 * A transfer whose UTR (or RRN) another payment already carries: a bank's mistake or a forgery, but
 * money that reached our bank either way. The payment id is the payment's identity, so it is held under
 * its payment id and event id only, and the UTR stays with the transfer that came first.
 */
export function heldBankTransferReusingReference(transfer: BankTransfer & { reason: string }): Movement {
  return { ...heldBankTransfer(transfer), references: transfer.alsoKnownAs ?? [] };
}

/** The record of a bank transfer on a wallet (a customer's, or the house's suspense records). */
export function bankTransferRecord(
  transfer: Omit<BankTransfer, 'alsoKnownAs'>,
  status: 'succeeded' | 'held' | 'unmatched',
): TransactionDraft {
  return {
    userId: transfer.userId,
    currency: 'INR',
    type: 'bank-transfer-deposit',
    direction: 'credit',
    amountMinor: transfer.amountMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    status,
    reference: transfer.utr,
    counterparty: transfer.counterparty,
    ...(transfer.paymentId ? { providerPaymentId: transfer.paymentId } : {}),
  };
}

interface OpsDecision {
  /** Who decided (`ops-cli:<user>`), kept on the record. */
  decidedBy: string;
  reason?: string;
}

/**
 * A held record is decided once, whoever decides and whichever way: release and return share this
 * reference, so of two operators at once one decides and the other finds the first's decision.
 */
export const heldDecisionReference = (held: TransactionKey): ExternalReference => ({
  source: 'ops-decision',
  id: `held:${held.id}`,
});

/**
 * Ops decided a held transfer is the customer's after all: it moves from held deposits to the wallet,
 * counted towards the customer's bank transfers of the day it is released (`dailyCap`).
 */
export function releaseHeldDeposit(
  held: TransactionRecord,
  decision: OpsDecision & { dailyCap?: DailyCap },
): Transition {
  return {
    transaction: held,
    from: ['held'],
    to: 'succeeded',
    set: { statusReason: decision.reason ?? 'Released after review', decidedBy: decision.decidedBy },
    // What is still held: a part the provider refunded meanwhile makes this a conflict, never a credit.
    amount: { fromMinor: held.amountMinor },
    entry: buildJournalEntry({
      kind: 'held-deposit-released',
      postings: [
        { account: houseAccount('deposits-held'), amountMinor: -held.amountMinor },
        { account: customerAccount(held.userId, held.currency), amountMinor: held.amountMinor },
      ],
    }),
    references: [heldDecisionReference(held)],
    ...bankTransferCaps(held.userId, held.amountMinor, decision.dailyCap),
  };
}

/**
 * Money a house account keeps for a decision (held deposits, suspense) goes back to the clearing account
 * it came in by, as the provider refunds it to its sender; the record says `returned` with the reason.
 */
export function returnedToSender(
  record: TransactionRecord,
  decision: OpsDecision & { reason: string },
  how: {
    from: 'deposits-held' | 'suspense';
    to: 'bank-transfer-clearing' | 'card-clearing';
    undecided: TransactionStatus;
    kind: EntryKind;
    reference: ExternalReference;
  },
): Transition {
  return {
    transaction: record,
    from: [how.undecided],
    to: 'returned',
    set: { statusReason: decision.reason, decidedBy: decision.decidedBy },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({
      kind: how.kind,
      postings: [
        { account: houseAccount(how.from), amountMinor: -record.amountMinor },
        { account: houseAccount(how.to), amountMinor: record.amountMinor },
      ],
    }),
    references: [how.reference],
  };
}

/** Ops send a held transfer back to the account it came from; the wallet never sees it. */
export const returnHeldDeposit = (held: TransactionRecord, decision: OpsDecision & { reason: string }) =>
  returnedToSender(held, decision, {
    from: 'deposits-held',
    to: 'bank-transfer-clearing',
    undecided: 'held',
    kind: 'held-deposit-returned',
    reference: heldDecisionReference(held),
  });
