/** A withdrawal's status in words and tone, as the list shows it. */
import type { InrWithdrawal } from '@contract/inr-withdrawals';
import type { BadgeTone } from '../../../components/ui/badge/badge';

export const withdrawalStatusLabels: Record<InrWithdrawal['status'], { text: string; tone: BadgeTone }> = {
  processing: { text: 'On its way', tone: 'warning' },
  paid: { text: 'Paid', tone: 'success' },
  failed: { text: 'Failed, money returned', tone: 'error' },
  returned: { text: 'Returned by the bank', tone: 'neutral' },
};

/** The rupees a withdrawal of `amount` takes from the wallet with the fee and GST (string digits only). */
export function debitOf(amount: string, fee: string, gst: string): string | undefined {
  const paise = (text: string) => {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
    return match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined;
  };
  const parts = [paise(amount), paise(fee), paise(gst)];
  if (parts.some((part) => part === undefined)) return undefined;
  const total = parts.reduce((sum, part) => (sum ?? 0n) + (part ?? 0n), 0n) ?? 0n;
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}
