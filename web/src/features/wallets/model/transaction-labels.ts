/** How a transaction reads on screen: its type and status in words, and its amount with a sign. */

import { formatIndianGrouping, formatRupees } from '@contract/rupees';
import { transactionTypeNames, type WalletTransaction } from '@contract/wallets';
import type { BadgeTone } from '../../../components/ui/badge/badge';

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

/** A settled debit (the rupees a buy spent) was paid, not credited. */
export function transactionStatusLabel(transaction: Pick<WalletTransaction, 'status' | 'direction'>) {
  if (transaction.status === 'succeeded' && transaction.direction === 'debit') {
    return { text: 'Paid', tone: 'success' } as const;
  }
  return statusLabels[transaction.status];
}

/** Failed, expired and returned transactions moved no money in this wallet: their amount has no sign. */
export const movedNothing = (transaction: Pick<WalletTransaction, 'status'>) =>
  transaction.status === 'failed' || transaction.status === 'expired' || transaction.status === 'returned';

/** USDT has 6 decimals; lists and balances show 2, a transaction's details all 6. */
export type AmountPrecision = 'short' | 'full';
const USDT_DECIMALS = 6;
const USDT_SHOWN_DECIMALS = 2;

/**
 * A USDT decimal string to 2 decimals (cut, never rounded up: the screen never shows more than the
 * person has) or to all 6, by string digits only.
 */
export function usdtDigits(amount: string, precision: AmountPrecision): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const digits = precision === 'full' ? USDT_DECIMALS : USDT_SHOWN_DECIMALS;
  return `${formatIndianGrouping(whole)}.${fraction.padEnd(digits, '0').slice(0, digits)}`;
}

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
