/** A withdrawal's status in words and tone, as the list shows it. */
import type { InrWithdrawal } from '@contract/inr-withdrawals';
import { formatAmount, parseAmount } from '@contract/minor-units';
import type { BadgeTone } from '../../../components/ui/badge/badge';

export const withdrawalStatusLabels: Record<InrWithdrawal['status'], { text: string; tone: BadgeTone }> = {
  processing: { text: 'On its way', tone: 'warning' },
  paid: { text: 'Paid', tone: 'success' },
  failed: { text: 'Failed, money returned', tone: 'error' },
  returned: { text: 'Returned by the bank', tone: 'neutral' },
};

/** What the server takes: up to 9 whole digits and 2 decimals. */
export const INR_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * What a withdrawal of `amount` (as typed) sends and takes from the wallet with the fee and GST, as
 * decimal strings with two places (string digits only, never a float); undefined for a typed text that
 * is not rupees.
 */
export function withdrawalFiguresOf(amount: string, fee: string, gst: string) {
  const typed = amount.trim();
  if (!INR_AMOUNT.test(typed)) return undefined;
  const sent = parseAmount(typed, 'INR');
  const debited = sent + parseAmount(fee, 'INR') + parseAmount(gst, 'INR');
  return { amount: formatAmount(sent, 'INR'), debited: formatAmount(debited, 'INR') };
}
