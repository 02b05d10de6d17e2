/**
 * `npm run ops -- receivables list`: customers who owe us because the bank or the payment provider
 * refunded money after they had spent it (lambdas/domain/deposits/customer-receivable.ts). While they owe,
 * they cannot buy USDT or withdraw, and their next deposits pay it off first; the house account
 * `customer-receivables` is the total of these.
 */
import { openReceivables } from '../../lambdas/adapters/ledger/receivables-scan';
import { owedReason } from '../../lambdas/domain/deposits/customer-receivable';
import { formatRupees } from '../../lambdas/domain/money';

export interface ReceivableCommandInput {
  command: string;
}

async function list(): Promise<string> {
  const owing = await openReceivables();
  if (owing.length === 0) return 'No customer owes us anything.';
  const total = owing.reduce((sum, each) => sum + each.owedMinor, 0n);
  return [
    ...owing.map(
      (each) =>
        `${each.userId}  owes ${formatRupees(each.owedMinor)} since ${each.updatedAt}  (told: "${owedReason(each.owedMinor)}")`,
    ),
    `${owing.length} customer${owing.length === 1 ? '' : 's'} owe ${formatRupees(total)} in all.`,
  ].join('\n');
}

export const receivableCommands: Record<string, (input: ReceivableCommandInput) => Promise<string>> = {
  list,
};
