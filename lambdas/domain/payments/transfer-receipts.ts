/**
 * Money a customer sent to their virtual account, as the provider reports it: by bank transfer or by
 * UPI. The provider's API (payment-provider.ts) and its webhooks (provider-events.ts) both carry it.
 */

/** A NEFT/RTGS/IMPS transfer into a virtual account. */
export interface BankTransferReceipt {
  kind: 'bank_transfer';
  id: string;
  /** The provider's payment that carries this transfer's money, and the virtual account it reached. */
  paymentId: string;
  virtualAccountId: string;
  mode: string;
  /** The UTR: the transfer's unique reference across the banking system. */
  utr: string;
  amount: bigint;
  /** The sender's account; the provider does not always know it (then null: hold, never credit). */
  payer: { ifsc: string; accountNumber: string; bankName: string | null; name: string | null } | null;
}

/** A UPI payment to a virtual account's UPI id. */
export interface UpiTransferReceipt {
  kind: 'upi_transfer';
  id: string;
  paymentId: string;
  virtualAccountId: string;
  amount: bigint;
  payerVpa: string | null;
  /** The payer's bank account behind the UPI id, when the bank reports it. */
  payer: { ifsc: string; accountNumber: string; bankName: string | null } | null;
  /** The UPI reference (RRN), unique per UPI payment. */
  rrn: string;
}
