/**
 * Razorpay settles the money it captured for us to our bank current account (T+2), less its fees and
 * the refunds it paid out: no call of ours creates a settlement. `failed` is not final (the provider
 * retries it and it may reach `processed`); only a processed settlement moved money to our bank.
 * Amounts are bigint paise.
 */

export type ProviderSettlementStatus = 'created' | 'processed' | 'failed';

export interface ProviderSettlement {
  /** `setl_…`. */
  id: string;
  /** What reached our bank: payments ± adjustments − refunds − fees − tax. */
  amount: bigint;
  status: ProviderSettlementStatus;
  fees: bigint;
  tax: bigint;
  /** The bank reference of the transfer to us, once processed. */
  utr: string | null;
  createdAt: Date;
}

/**
 * One line of a settlement (the provider's combined reconciliation report): a payment adds its
 * `credit` (amount less fee), a refund takes its `debit`, an adjustment either.
 */
export interface SettlementItem {
  settlementId: string;
  /** `pay_…`, `rfnd_…` or `adj_…`. */
  entityId: string;
  type: 'payment' | 'refund' | 'adjustment';
  /** The payment the line is about (a refund's payment); null for an adjustment of no payment. */
  paymentId: string | null;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  credit: bigint;
  debit: bigint;
}

/** What a line adds to (or takes from) the settled amount. */
export const settledByItem = (item: SettlementItem): bigint => item.credit - item.debit;

export interface SettlementProvider {
  fetchSettlement(settlementId: string): Promise<ProviderSettlement>;
  /** Settlements created in [from, to], newest first, a page at a time (at most 100). */
  listSettlements(page: { from: Date; to: Date; count: number; skip: number }): Promise<ProviderSettlement[]>;
  /** The lines of every settlement made on one UTC day. */
  settlementItemsOfDay(day: Date): Promise<SettlementItem[]>;
}
