/**
 * Money arrived on a customer's virtual account (the provider's `virtual_account.credited`): once the
 * provider's API bears the event out (provider-confirmation.ts), credit the wallet, or hold the transfer for review when it came from another account than the verified one, the
 * bank did not say where it came from, or it is outside the limits. Either way it is recorded once:
 * the event id, the payment id and the UTR (or UPI RRN) are the movement's references, so a redelivered
 * event, or the same transfer reported under a new event, moves nothing the second time.
 */
import { providerFeeOf } from '../ledger/fee-postings';
import type { LedgerWriter } from '../ledger/ledger';
import { CapReachedError } from '../ledger/movement';
import { bankTransferDeposit, heldBankTransfer } from '../ledger/movements';
import type { TransactionRecord } from '../ledger/transactions';
import { formatRupees } from '../money';
import type { BankAccountDetails, PaymentProvider } from '../payments/payment-provider';
import { transferReference } from '../payments/provider-events';
import { indianDayOf } from '../trade/india-day';
import { bankTransferLimits } from './bank-transfer-limits';
import type { VirtualAccountStore } from './deposit-account';
import { confirmedTransfer, type VirtualAccountCredited } from './provider-confirmation';

export type { VirtualAccountCredited };

export interface BankTransferCreditDependencies {
  owners: Pick<VirtualAccountStore, 'ownerOf'>;
  ledger: Pick<LedgerWriter, 'post'>;
  provider: Pick<PaymentProvider, 'fetchVirtualAccountPayment'>;
  /** The keyed fingerprint of a payer account (see verified-payer.ts). */
  payerFingerprint: (payer: BankAccountDetails) => Promise<string>;
}

export type BankTransferOutcome =
  | { status: 'credited' | 'held' | 'already-recorded'; transaction: TransactionRecord | undefined }
  /** A virtual account we never gave out: nothing to credit it to, so operators must look. */
  | { status: 'not-ours' }
  /** The provider's API does not bear the event out: nothing moves, operators must look. */
  | { status: 'unconfirmed' };

export const holdReasons = {
  unknownPayer:
    'Your bank did not tell us which account this came from, so we hold it until we can check it is yours.',
  otherPayer: (masked: string) =>
    `This came from an account (${masked}) other than your verified bank account, so we hold it for review. If it is not yours it goes back to the sender.`,
  belowMinimum: `Transfers under ${formatRupees(bankTransferLimits.minimumMinor)} are held for review.`,
  overPerTransfer: `One transfer can add at most ${formatRupees(bankTransferLimits.perTransferMaximumMinor)}; this one is held for review.`,
  overDaily: `You can add at most ${formatRupees(bankTransferLimits.dailyMaximumMinor)} a day; this transfer is held for review.`,
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
  if (amount < bankTransferLimits.minimumMinor) return holdReasons.belowMinimum;
  if (amount > bankTransferLimits.perTransferMaximumMinor) return holdReasons.overPerTransfer;
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
  const owner = await deps.owners.ownerOf(event.virtualAccount.id);
  if (!owner) return { status: 'not-ours' };
  const transfer = {
    userId: owner.userId,
    amountMinor: event.transfer.amount,
    utr: transferReference(event.transfer),
    counterparty: counterpartyOf(event),
    paymentId: event.payment.id,
    providerFee: providerFeeOf(event.payment),
    alsoKnownAs: [
      ...(eventId ? [{ source: 'razorpay-event', id: eventId } as const] : []),
      { source: 'razorpay-payment', id: event.payment.id } as const,
    ],
  };
  const hold = async (reason: string) =>
    outcomeOf(await deps.ledger.post(heldBankTransfer({ ...transfer, reason })));
  const reason = await holdReasonOf(event, owner.payerFingerprint, deps);
  if (reason) return hold(reason);
  try {
    return outcomeOf(
      await deps.ledger.post(
        bankTransferDeposit({
          ...transfer,
          // The day the bank received it (the provider's record, not the event's), not the day we
          // processed it: a delivery retried past midnight still counts on the day of the transfer.
          dailyCap: {
            period: indianDayOf(event.payment.createdAt),
            maxMinor: bankTransferLimits.dailyMaximumMinor,
          },
        }),
      ),
    );
  } catch (error) {
    if (error instanceof CapReachedError) return hold(holdReasons.overDaily);
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
