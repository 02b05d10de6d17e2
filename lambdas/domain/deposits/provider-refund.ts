/**
 * A refund the payment provider made of a payment we had booked (its `refund.*` webhooks, or the
 * reconciliation finding a payment with `amount_refunded`). Razorpay sends `refund.created` and
 * `refund.processed`, at least once each and in any order, and a refund made in its dashboard comes the
 * same way as one we asked for. Money leaves our account when the refund is processed, so only a
 * processed refund, confirmed by the provider's API, is booked; each refund once, by its id:
 *   - held, or in suspense: returned to clearing (the decision an operator would have made);
 *   - credited to a wallet: refunded from it, what the wallet no longer holds owed (customer-receivable.ts);
 *   - returned by our operators: that return's own refund, already booked.
 */
import { ConflictError, InsufficientFundsError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { refundOfCredit, returnedByProvider } from '../ledger/refund-movements';
import { SUSPENSE_OWNER } from '../ledger/suspense-movements';
import type { TransactionRecord } from '../ledger/transactions';
import type { PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import { ProviderRecordNotFoundError } from '../payments/provider-errors';

export interface ProviderRefundDependencies {
  ledger: Pick<LedgerWriter, 'post' | 'transition'>;
  provider: Pick<PaymentProvider, 'fetchPayment'>;
  /** The record the payment's money was booked on (its `razorpay-payment` reference), if any. */
  recordOfPayment: (paymentId: string) => Promise<TransactionRecord | undefined>;
  walletBalance: (userId: string) => Promise<bigint>;
}

export type ProviderRefundOutcome =
  /** Held or in suspense, now returned. */
  | 'returned'
  /** Taken back from a wallet (and what it lacked, owed). */
  | 'refunded'
  | 'already-recorded'
  /** Not processed yet (or failed): no money left us. */
  | 'pending'
  /** A payment we never booked (a card payment never captured, an auto-refund). */
  | 'not-ours'
  /** The provider's API does not bear the refund out: nothing moves. */
  | 'unconfirmed'
  /** Booked in a way this cannot undo by itself (part of a held transfer): operators must look. */
  | 'needs-review';

/** Whether the provider's API has refunded at least this much of the payment. */
async function confirmed(refund: ProviderRefund, deps: ProviderRefundDependencies): Promise<boolean> {
  try {
    const payment = await deps.provider.fetchPayment(refund.paymentId);
    return payment.amountRefunded >= refund.amount;
  } catch (error) {
    if (error instanceof ProviderRecordNotFoundError) return false;
    throw error;
  }
}

export async function recordProviderRefund(
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
): Promise<ProviderRefundOutcome> {
  if (refund.status !== 'processed') return 'pending';
  if (!(await confirmed(refund, deps))) return 'unconfirmed';
  const record = await deps.recordOfPayment(refund.paymentId);
  if (!record) return 'not-ours';
  return bookRefund(record, refund, deps, 3);
}

async function bookRefund(
  record: TransactionRecord,
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
  attempts: number,
): Promise<ProviderRefundOutcome> {
  // Someone decided or refunded it meanwhile: read it again and book what it is now.
  const again = async (): Promise<ProviderRefundOutcome> => {
    const now = await deps.recordOfPayment(refund.paymentId);
    if (!now || attempts <= 1) throw new ConflictError('The payment changed while its refund was booked');
    return bookRefund(now, refund, deps, attempts - 1);
  };
  if (record.status === 'returned') return 'already-recorded';
  if (record.status === 'held' || record.status === 'unmatched') {
    if (refund.amount !== record.amountMinor) return 'needs-review';
    try {
      const posted = await deps.ledger.transition(returnedByProvider(record, refund.id));
      const [stored] = posted.transactions;
      if (!posted.replayed) return 'returned';
      return stored?.status === 'returned' ? 'already-recorded' : again();
    } catch (error) {
      if (error instanceof ConflictError) return again();
      throw error;
    }
  }
  if (record.status !== 'succeeded' || record.userId === SUSPENSE_OWNER || record.currency !== 'INR')
    return 'needs-review';
  try {
    const walletMinor = await deps.walletBalance(record.userId);
    const posted = await deps.ledger.post(
      refundOfCredit({ credited: record, refundId: refund.id, amountMinor: refund.amount, walletMinor }),
    );
    return posted.replayed ? 'already-recorded' : 'refunded';
  } catch (error) {
    // The wallet moved between reading it and booking: read it again.
    if (error instanceof InsufficientFundsError && attempts > 1)
      return bookRefund(record, refund, deps, attempts - 1);
    throw error;
  }
}
