/**
 * An operator returns a held transfer to its sender: the decision is booked first (held deposits back to
 * the bank-transfer clearing account, the customer's record `returned` with the reason), once, whoever
 * decides; then the provider refunds the payment to the account it came from. The refund carries an
 * idempotency key made from the record's id, so running the return again after a failed refund — or
 * twice at once — sends the money back exactly once.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { returnHeldDeposit } from '../ledger/movements';
import type { TransactionRecord } from '../ledger/transactions';
import type { PaymentProvider, ProviderRefund } from '../payments/payment-provider';

export interface HeldTransferReturnDependencies {
  ledger: Pick<LedgerWriter, 'transition'>;
  provider: Pick<PaymentProvider, 'refundPayment'>;
}

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
  const alreadyReturned = transfer.status === 'returned';
  if (!alreadyReturned) await deps.ledger.transition(returnHeldDeposit(transfer, decision));
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
