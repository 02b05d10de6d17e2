/** A withdrawal's status in words and tone, as the list shows it. */
import type { InrWithdrawal } from '@contract/inr-withdrawals';
import type { BadgeTone } from '../../../components/ui/badge/badge';

export const withdrawalStatusLabels: Record<InrWithdrawal['status'], { text: string; tone: BadgeTone }> = {
  processing: { text: 'On its way', tone: 'warning' },
  paid: { text: 'Paid', tone: 'success' },
  failed: { text: 'Failed, money returned', tone: 'error' },
  returned: { text: 'Returned by the bank', tone: 'neutral' },
};

const paiseOf = (text: string) => {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined;
};

const rupeesText = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;

/**
 * What a withdrawal of `amount` (as typed) sends and takes from the wallet with the fee and GST, as
 * decimal strings with two places (string digits only, never a float); undefined for a typed text that
 * is not rupees.
 */
export function withdrawalFiguresOf(amount: string, fee: string, gst: string) {
  const [sent, feePaise, gstPaise] = [paiseOf(amount), paiseOf(fee), paiseOf(gst)];
  if (sent === undefined || feePaise === undefined || gstPaise === undefined) return undefined;
  return { amount: rupeesText(sent), debited: rupeesText(sent + feePaise + gstPaise) };
}
