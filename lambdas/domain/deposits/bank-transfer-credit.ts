/**
 * Money arrived on a customer's virtual account (the provider's `virtual_account.credited`): once the
 * provider's API bears the event out (provider-confirmation.ts), credit the wallet, or hold the transfer for review when it came from another account than the verified one, the
 * bank did not say where it came from, or it is outside the limits; money on a virtual account no
 * customer holds goes to suspense. Either way it is recorded once: the event id, the payment id and the
 * UTR (or UPI RRN) are the movement's references, so a redelivered event, or the same transfer reported
 * under a new event, moves nothing the second time, while another payment with a UTR already used is held.
 */

import { indianDayOf } from '../india/calendar';
import type { Movement } from '../ledger/book/entry-plan';
import type { LedgerWriter } from '../ledger/book/ledger';
import { CapReachedError } from '../ledger/book/refusals';
import type { TransactionRecord } from '../ledger/book/transactions';
import {
  bankTransferDeposit,
  heldBankTransfer,
  heldBankTransferReusingReference,
} from '../ledger/recipes/bank-transfers';
import { providerFeeOf } from '../ledger/recipes/fee-postings';
import { movementPayingOwed } from '../ledger/recipes/receivable-payoff';
import { transferToSuspense } from '../ledger/recipes/suspense';
import { formatRupees } from '../money';
import type { BankAccountDetails, PaymentProvider } from '../payments/payment-provider';
import { transferReference } from '../payments/provider-events';
import { bankTransferLimits } from './bank-transfer-limits';
import { creditPayingOwed, type OwedBy } from './customer-receivable';
import type { VirtualAccountStore } from './deposit-account';
import { confirmedTransfer, type VirtualAccountCredited } from './provider-confirmation';

export type { VirtualAccountCredited };

export interface BankTransferCreditDependencies {
  owners: Pick<VirtualAccountStore, 'ownerOf'>;
  ledger: Pick<LedgerWriter, 'post'>;
  provider: Pick<PaymentProvider, 'fetchVirtualAccountPayment'>;
  /** The keyed fingerprint of a payer account (see verified-payer.ts). */
  payerFingerprint: (payer: BankAccountDetails) => Promise<string>;
  /** What the customer owes now: a credit pays it off in its own entry (receivable-payoff.ts). */
  owedBy: OwedBy;
}

export type BankTransferOutcome =
  | {
      status: 'credited' | 'held' | 'already-recorded';
      transaction: TransactionRecord | undefined;
      /** Held because another payment already carries its UTR: operators must look. */
      referenceReused?: true;
    }
  /**
   * A virtual account no customer holds: the money is booked to suspense (the record is the house's),
   * so operators must assign it or return it.
   */
  | { status: 'not-ours'; transaction: TransactionRecord | undefined }
  /** The provider's API does not bear the event out: nothing moves, operators must look. */
  | { status: 'unconfirmed' };

export const holdReasons = {
  unknownPayer:
    'Your bank did not tell us which account this came from, so we hold it until we can check it is yours.',
  otherPayer: (masked: string) =>
    `This came from an account (${masked}) other than your verified bank account, so we hold it for review. If it is not yours it goes back to the sender.`,
  belowMinimum: `Transfers under ${formatRupees(bankTransferLimits.perRequest.min)} are held for review.`,
  overPerTransfer: `One transfer can add at most ${formatRupees(bankTransferLimits.perRequest.max)}; this one is held for review.`,
  overDaily: `You can add at most ${formatRupees(bankTransferLimits.perDay)} a day; this transfer is held for review.`,
  referenceReused: (utr: string) =>
    `Your bank gave this transfer a reference (${utr}) that another transfer already carries, so we hold it until we have checked it with the bank.`,
};

const lastFour = (accountNumber: string) => `••••${accountNumber.trim().slice(-4)}`;

/** The payer in plain words for the statement, never a full account number or UPI id. */
function counterpartyOf(event: VirtualAccountCredited): string {
  const { transfer } = event;
  if (transfer.kind === 'upi_transfer') {
    return transfer.payer
      ? `UPI from ${transfer.payer.bankName ?? transfer.payer.ifsc.slice(0, 4)} ${lastFour(transfer.payer.accountNumber)}`
      : 'UPI payment';
  }
  return transfer.payer
    ? `${transfer.mode} from ${transfer.payer.bankName ?? transfer.payer.ifsc.slice(0, 4)} ${lastFour(transfer.payer.accountNumber)}`
    : `${transfer.mode} transfer`;
}

async function holdReasonOf(
  event: VirtualAccountCredited,
  verifiedFingerprint: string,
  deps: BankTransferCreditDependencies,
): Promise<string | undefined> {
  const { payer, amount } = event.transfer;
  if (!payer) return holdReasons.unknownPayer;
  if ((await deps.payerFingerprint(payer)) !== verifiedFingerprint)
    return holdReasons.otherPayer(lastFour(payer.accountNumber));
  if (amount < bankTransferLimits.perRequest.min) return holdReasons.belowMinimum;
  if (amount > bankTransferLimits.perRequest.max) return holdReasons.overPerTransfer;
  return undefined;
}

export async function recordBankTransfer(
  reported: VirtualAccountCredited,
  /** The webhook's event id; undefined when reconciliation found the transfer with no event. */
  eventId: string | undefined,
  deps: BankTransferCreditDependencies,
): Promise<BankTransferOutcome> {
  const event = await confirmedTransfer(reported, deps.provider);
  if (!event) return { status: 'unconfirmed' };
  const alsoKnownAs = [
    ...(eventId ? [{ source: 'razorpay-event', id: eventId } as const] : []),
    { source: 'razorpay-payment', id: event.payment.id } as const,
  ];
  const owner = await deps.owners.ownerOf(event.virtualAccount.id);
  if (!owner) {
    const posted = await deps.ledger.post(
      transferToSuspense({
        amountMinor: event.transfer.amount,
        utr: transferReference(event.transfer),
        counterparty: counterpartyOf(event),
        paymentId: event.payment.id,
        reason: `Sent to virtual account ${event.virtualAccount.id}, which no customer holds`,
        references: alsoKnownAs,
        providerFee: providerFeeOf(event.payment),
      }),
    );
    const [transaction] = posted.transactions;
    return { status: posted.replayed ? 'already-recorded' : 'not-ours', transaction };
  }
  const transfer = {
    userId: owner.userId,
    amountMinor: event.transfer.amount,
    utr: transferReference(event.transfer),
    counterparty: counterpartyOf(event),
    paymentId: event.payment.id,
    providerFee: providerFeeOf(event.payment),
    alsoKnownAs,
  };
  // A replay under the UTR of another payment is not this payment recorded before: it is held, never dropped.
  const post = async (movement: Movement): Promise<BankTransferOutcome> => {
    const posted = await deps.ledger.post(movement);
    const [first] = posted.transactions;
    const otherPayment =
      first?.providerPaymentId !== undefined && first.providerPaymentId !== transfer.paymentId;
    if (!posted.replayed || !otherPayment) return outcomeOf(posted);
    const reason = holdReasons.referenceReused(transfer.utr);
    const held = outcomeOf(await deps.ledger.post(heldBankTransferReusingReference({ ...transfer, reason })));
    return held.status === 'held' ? { ...held, referenceReused: true } : held;
  };
  const hold = (reason: string) => post(heldBankTransfer({ ...transfer, reason }));
  const reason = await holdReasonOf(event, owner.payerFingerprint, deps);
  if (reason) return hold(reason);
  const credit = (owedMinor: bigint) =>
    post(
      movementPayingOwed(
        bankTransferDeposit({
          ...transfer,
          // The day the bank received it (the provider's record, not the event's), not the day we
          // processed it: a delivery retried past midnight still counts on the day of the transfer.
          dailyCap: {
            period: indianDayOf(event.payment.createdAt),
            maxMinor: bankTransferLimits.perDay,
          },
        }),
        { userId: owner.userId, owedMinor, creditReference: transfer.utr },
      ),
    );
  try {
    return await creditPayingOwed(owner.userId, deps.owedBy, credit);
  } catch (error) {
    if (error instanceof CapReachedError && error.cap.name === 'bank-transfer-deposits')
      return hold(holdReasons.overDaily);
    throw error;
  }
}

function outcomeOf(posted: {
  replayed: boolean;
  transactions: readonly TransactionRecord[];
}): BankTransferOutcome {
  const [transaction] = posted.transactions;
  if (posted.replayed) return { status: 'already-recorded', transaction };
  return { status: transaction?.status === 'held' ? 'held' : 'credited', transaction };
}
