/** How a transaction reads on screen: its type and status in words, and its amount with a sign. */

import { formatRupees } from '@contract/rupees';
import { transactionTypeNames, type WalletTransaction } from '@contract/wallets';
import type { BadgeTone } from '../../../components/ui/badge/badge';
import { type AmountPrecision, usdtDigits } from '../../../lib/usdt-digits';

export const transactionTypeLabel = transactionTypeNames;

const statusLabels: Record<WalletTransaction['status'], { text: string; tone: BadgeTone }> = {
  pending: { text: 'Pending', tone: 'neutral' },
  succeeded: { text: 'Credited', tone: 'success' },
  failed: { text: 'Failed', tone: 'error' },
  held: { text: 'On hold', tone: 'warning' },
  returned: { text: 'Returned', tone: 'neutral' },
  expired: { text: 'Expired', tone: 'neutral' },
  unmatched: { text: 'Being matched', tone: 'warning' },
  reserved: { text: 'Processing', tone: 'warning' },
  broadcast: { text: 'Sent to the chain', tone: 'warning' },
};

/**
 * A settled debit in words of what it did, since "paid" is true only of a buy's rupees and a debt paid
 * off: a sell's USDT was sold, a withdrawal reached the bank or was confirmed on the chain, a refund
 * went back to where the money came from. Types that only ever credit a wallet say no more than debited.
 */
const settledDebitWords: Record<WalletTransaction['type'], string> = {
  'buy-usdt': 'Paid',
  'sell-usdt': 'Sold',
  'inr-withdrawal': 'Paid to your bank',
  'usdt-withdrawal': 'Confirmed on chain',
  'provider-refund': 'Refunded',
  'receivable-settled': 'Paid',
  'bank-transfer-deposit': 'Debited',
  'card-deposit': 'Debited',
  'chain-deposit': 'Debited',
  reversal: 'Debited',
};

type Labelled = Pick<WalletTransaction, 'status' | 'direction' | 'type'>;

/**
 * A refund that found the wallet empty took nothing from it (its record waits, pending, for nothing):
 * the refund happened, and what it left owed is its reason, shown with the row.
 */
export const refundLeftOwed = (transaction: Labelled) =>
  transaction.type === 'provider-refund' && transaction.status === 'pending';

export function transactionStatusLabel(transaction: Labelled): { text: string; tone: BadgeTone } {
  if (transaction.status === 'succeeded' && transaction.direction === 'debit')
    return { text: settledDebitWords[transaction.type], tone: 'success' };
  // Only a withdrawal fails once its money has left the wallet, and all of it comes back.
  if (transaction.status === 'failed' && transaction.direction === 'debit')
    return { text: 'Failed, money returned', tone: 'error' };
  if (refundLeftOwed(transaction)) return { text: 'Refunded, owed', tone: 'warning' };
  return statusLabels[transaction.status];
}

/** Failed, expired and returned transactions moved no money in this wallet: their amount has no sign. */
export const movedNothing = (transaction: Pick<WalletTransaction, 'status'>) =>
  transaction.status === 'failed' || transaction.status === 'expired' || transaction.status === 'returned';

/** `₹1,23,456.78` for rupees, `12.50 USDT` (or `12.500000 USDT` in full) for USDT: never a float. */
export function formatWalletAmount(
  amount: string,
  currency: WalletTransaction['currency'],
  precision: AmountPrecision = 'short',
): string {
  return currency === 'INR' ? formatRupees(amount) : `${usdtDigits(amount, precision)} USDT`;
}

/**
 * A credit reads `+₹5,000.00`, a debit `−₹5,000.00` (the true minus, U+2212); a transaction that moved
 * nothing reads `₹5,000.00`, so a failed card payment never looks like money that arrived.
 */
export function signedAmount(
  transaction: Pick<WalletTransaction, 'amount' | 'currency' | 'direction'> &
    Partial<Pick<WalletTransaction, 'status'>>,
  precision: AmountPrecision = 'short',
) {
  const moved = !transaction.status || !movedNothing({ status: transaction.status });
  const sign = moved ? (transaction.direction === 'credit' ? '+' : '−') : '';
  return `${sign}${formatWalletAmount(transaction.amount, transaction.currency, precision)}`;
}

/** What the reference is called: the chain's transaction hash for a TRON deposit. */
export const referenceLabel = (transaction: Pick<WalletTransaction, 'type'>) =>
  transaction.type === 'chain-deposit' ? 'TRON transaction hash' : 'Reference (UTR or payment id)';

/** True when the amount is not zero: fee and GST lines are shown only where something was charged. */
export const isCharged = (amount: string) => /[1-9]/.test(amount);
