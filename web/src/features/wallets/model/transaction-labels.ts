/** How a transaction reads on screen: its type and status in words, and its amount with a sign. */
import type { WalletTransaction } from '@contract/wallets';
import type { BadgeTone } from '../../../components/ui/badge/badge';
import { formatIndianGrouping } from '../../../lib/format-amount';

export const transactionTypeLabel: Record<WalletTransaction['type'], string> = {
  'bank-transfer-deposit': 'Bank transfer',
  'card-deposit': 'Card deposit',
  'buy-usdt': 'Buy USDT',
  'chain-deposit': 'USDT deposit',
  reversal: 'Reversal',
};

export const transactionStatusLabel: Record<WalletTransaction['status'], { text: string; tone: BadgeTone }> =
  {
    pending: { text: 'Pending', tone: 'neutral' },
    succeeded: { text: 'Credited', tone: 'success' },
    failed: { text: 'Failed', tone: 'error' },
    held: { text: 'On hold', tone: 'warning' },
    returned: { text: 'Returned', tone: 'neutral' },
    expired: { text: 'Expired', tone: 'neutral' },
  };

/** `₹1,23,456.78` for rupees, `12.500000 USDT` for USDT: the API's decimal string, never a float. */
export function formatWalletAmount(amount: string, currency: WalletTransaction['currency']): string {
  return currency === 'INR' ? `₹${formatIndianGrouping(amount)}` : `${formatIndianGrouping(amount)} USDT`;
}

/** A credit reads `+₹5,000.00`, a debit `−₹5,000.00`; a debit's sign is the true minus (U+2212). */
export function signedAmount(transaction: Pick<WalletTransaction, 'amount' | 'currency' | 'direction'>) {
  const sign = transaction.direction === 'credit' ? '+' : '−';
  return `${sign}${formatWalletAmount(transaction.amount, transaction.currency)}`;
}

/** True when the amount is not zero: fee and GST lines are shown only where something was charged. */
export const isCharged = (amount: string) => /[1-9]/.test(amount);
