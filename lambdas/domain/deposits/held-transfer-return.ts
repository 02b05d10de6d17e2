/**
 * An operator returns a held transfer to its sender: the decision is booked first (held deposits back to
 * the bank-transfer clearing account, the customer's record `returned` with the reason), once, whoever
 * decides; then the provider refunds the payment to the account it came from. The refund carries an
 * idempotency key made from the record's id, so running the return again after a failed refund — or
 * twice at once — sends the money back exactly once. Before it is booked the provider must still report
 * the payment captured with nothing refunded (ops-decisions.ts), and a transfer released meanwhile is not
 * returned.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { returnHeldDeposit } from '../ledger/movements';
import type { TransactionRecord } from '../ledger/transactions';
import type { PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import { assertPaymentUntouched, decisionWords } from './ops-decisions';

export interface HeldTransferReturnDependencies {
  ledger: Pick<LedgerWriter, 'transition'>;
  provider: Pick<PaymentProvider, 'refundPayment' | 'fetchPayment'>;
}

const notReturnable = (transfer: TransactionRecord) =>
  new ConflictError(`This transfer was already ${decisionWords(transfer)}; it cannot be returned.`);

export interface HeldTransferReturn {
  /** Undefined on a record booked before payment ids were kept: the money goes back by hand. */
  refund: ProviderRefund | undefined;
  /** An earlier run booked the return; this one only made sure of the refund. */
  alreadyReturned: boolean;
}

export async function returnHeldTransfer(
  transfer: TransactionRecord,
  decision: { decidedBy: string; reason: string },
  deps: HeldTransferReturnDependencies,
): Promise<HeldTransferReturn> {
  if (transfer.type !== 'bank-transfer-deposit')
    throw new ConflictError('Only a bank transfer held for review can be returned.');
  // Already returned: this run finishes a refund an earlier one could not send.
  let alreadyReturned = transfer.status === 'returned';
  if (!alreadyReturned) {
    if (transfer.status !== 'held') throw notReturnable(transfer);
    // An older record without the payment id goes back by hand, checked in the dashboard then.
    if (transfer.providerPaymentId)
      await assertPaymentUntouched(transfer.providerPaymentId, 'returned', deps.provider);
    const posted = await deps.ledger.transition(returnHeldDeposit(transfer, decision));
    const [stored = transfer] = posted.transactions;
    // Another operator decided it meanwhile: a return finishes its refund, a release stands.
    if (posted.replayed && stored.status !== 'returned') throw notReturnable(stored);
    alreadyReturned = posted.replayed;
  }
  if (!transfer.providerPaymentId) return { refund: undefined, alreadyReturned };
  const refund = await deps.provider.refundPayment(transfer.providerPaymentId, {
    amount: transfer.amountMinor,
    idempotencyKey: `return-${transfer.id}`,
    receipt: `return-${transfer.id}`,
    // Never PII: notes show in the provider's dashboard.
    notes: { purpose: 'held-transfer-return', transaction: transfer.id },
  });
  return { refund, alreadyReturned };
}
