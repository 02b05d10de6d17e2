/**
 * What a customer sees of the ledger: one transaction record per wallet a movement touches, with the
 * figures a list item and a detail view need. Records are kept next to the entries that move the money
 * (and written in the same transaction), and their status may move on (a held transfer released, a
 * pending card payment captured) through a Transition.
 */
import type { Currency } from '../../money';

export type TransactionType =
  | 'bank-transfer-deposit'
  | 'card-deposit'
  | 'buy-usdt'
  | 'sell-usdt'
  | 'chain-deposit'
  | 'provider-refund'
  | 'receivable-settled'
  | 'inr-withdrawal'
  | 'reversal'
  | 'usdt-withdrawal';

/**
 * `unmatched`: money in suspense, a record of the house's own (see SUSPENSE_OWNER), never a customer's.
 * `reserved`: money that left the wallet for a withdrawal not yet paid out (it may still come back).
 */
export type TransactionStatus =
  | 'pending'
  | 'succeeded'
  | 'failed'
  | 'held'
  | 'returned'
  | 'expired'
  | 'unmatched'
  | 'reserved'
  | 'broadcast';

/**
 * The statuses in which a record's money has moved on its wallet: a withdrawal's money leaves the
 * wallet when it is reserved (so it can no longer be spent) and stays gone while the payout or the
 * chain transaction is on its way; every other record moves it when it succeeds.
 */
export const statusesMovedOnWallet: readonly TransactionStatus[] = ['succeeded', 'reserved', 'broadcast'];

export type Direction = 'credit' | 'debit';

export interface TransactionDraft {
  readonly userId: string;
  readonly currency: Currency;
  readonly type: TransactionType;
  readonly direction: Direction;
  /** What moved on (or is due to move on) the wallet, minor units, positive. */
  readonly amountMinor: bigint;
  /** Our fee and the GST on it, in the wallet's currency; 0n when none was charged. */
  readonly feeMinor: bigint;
  readonly gstMinor: bigint;
  /** TDS deducted (s.194S) from what a sell paid into this wallet; absent when none. */
  readonly tdsMinor?: bigint;
  readonly status: TransactionStatus;
  /** What the customer can quote to their bank or to support: UTR, payment id, chain tx hash. */
  readonly reference?: string;
  /** Who or what is on the other side, in plain words (masked: never a full account number). */
  readonly counterparty: string;
  /** Why a transaction is held, failed or returned, in words the customer can act on. */
  readonly statusReason?: string;
  /**
   * A card deposit's order with the payment provider, kept after the reference becomes the payment id:
   * the browser's return is checked against this, never against the order id the browser sends.
   */
  readonly orderId?: string;
  /** The provider's payment behind a bank transfer: what a return to the sender refunds. */
  readonly providerPaymentId?: string;
  /** Who decided a held transfer (`ops-cli:<user>`), for operators; never shown to the customer. */
  readonly decidedBy?: string;
  /** Where a withdrawal goes: the TRON address (T…) the customer saved. */
  readonly destination?: string;
  /**
   * A withdrawal's signed chain transaction, kept with its status so that a sender that dies after
   * broadcasting sends this same transaction again (the chain refuses a duplicate), never a second one.
   */
  readonly signedTransaction?: string;
}

export interface TransactionRecord extends TransactionDraft {
  /** A ULID: sorts by creation time, so a wallet's list is newest first by key. */
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The journal entries that moved this transaction's money, oldest first (none while pending). */
  readonly entryIds: readonly string[];
}

export interface TransactionKey {
  readonly userId: string;
  readonly currency: Currency;
  readonly id: string;
}
