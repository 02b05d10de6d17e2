/**
 * Bank transfers whose webhook never came. Razorpay retries a webhook for 24 hours and then gives up,
 * and an outage or a disabled webhook on our side would leave money on a customer's virtual account that
 * the wallet never credited. Each run lists the provider's payments of the last day and a bit, and
 * records any transfer to a virtual account the ledger does not know yet, through the webhook's own path
 * (confirmed with the provider, matched to its owner, payer and limits checked, credited or held). The
 * UTR and payment id make it once: a webhook arriving later, or two runs at once, move nothing more.
 */
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';
import {
  type BankTransferCreditDependencies,
  type BankTransferOutcome,
  recordBankTransfer,
} from './bank-transfer-credit';
import {
  bookUnrecorded,
  type PaymentsToReconcile,
  type Reconciliation,
  windowToReconcile,
} from './provider-payments-window';

export { RECONCILIATION_GRACE_MS, RECONCILIATION_WINDOW_MS } from './provider-payments-window';

export interface BankTransferReconciliationDependencies extends BankTransferCreditDependencies {
  provider: BankTransferCreditDependencies['provider'] &
    Pick<PaymentProvider, 'listPayments' | 'fetchVirtualAccount'>;
  /** Whether the ledger already recorded a movement under this provider payment id. */
  isRecorded: (paymentId: string) => Promise<boolean>;
  now: () => Date;
}

export interface BankTransferReconciliation extends Reconciliation<BankTransferOutcome['status']> {
  /** Of those held, how many carry a UTR another payment already carried. */
  referenceReused: number;
}

/** Money received on a virtual account: no order, captured at once, by bank transfer or UPI. */
const isVirtualAccountPayment = (payment: ProviderPayment) =>
  payment.orderId === null &&
  payment.status === 'captured' &&
  (payment.method === 'bank_transfer' || payment.method === 'upi');

/**
 * A payment to a virtual account that no webhook recorded, recorded as its webhook would have. The refund
 * of a payment whose capture nobody recorded books its capture this way first.
 */
export async function recordMissedTransfer(
  payment: ProviderPayment,
  deps: BankTransferReconciliationDependencies,
) {
  const { transfer } = await deps.provider.fetchVirtualAccountPayment(payment.id);
  const virtualAccount = await deps.provider.fetchVirtualAccount(transfer.virtualAccountId);
  const event = {
    type: 'virtual_account.credited',
    payment,
    virtualAccount,
    transfer,
    createdAt: payment.createdAt,
  } as const;
  return recordBankTransfer(event, undefined, deps);
}

export async function reconcileBankTransfers(
  deps: BankTransferReconciliationDependencies,
  options: PaymentsToReconcile = {},
): Promise<BankTransferReconciliation> {
  const payments = await windowToReconcile(deps, options).payments();
  let referenceReused = 0;
  const report = await bookUnrecorded(payments.filter(isVirtualAccountPayment), {
    isRecorded: (payment) => deps.isRecorded(payment.id),
    book: async (payment) => {
      const outcome = await recordMissedTransfer(payment, deps);
      if ('referenceReused' in outcome && outcome.referenceReused) referenceReused += 1;
      return outcome.status;
    },
  });
  return { ...report, referenceReused };
}
