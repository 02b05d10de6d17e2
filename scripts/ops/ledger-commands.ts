/**
 * `npm run ops -- ledger verify`: the invariant checker over the whole ledger (the same fold the
 * scheduled cloud check runs). Prints what it checked; any break makes the command fail, naming it
 * in plain words (describeBreak; the kinds are listed in ledger-audit.ts).
 */
import { auditLedgerTable } from '../../lambdas/adapters/ledger/ledger-scan';
import { describeBreak, type LedgerReport } from '../../lambdas/domain/ledger/ledger-audit';
import { OpsCheckFailedError } from './ops-environment';

export function describeReport(report: LedgerReport): string {
  const totals = Object.entries(report.bookTotals)
    .map(([currency, total]) => `${currency} ${total}`)
    .join(', ');
  return [
    `Checked ${report.entries} entries (${report.postings} postings), ${report.customerAccounts} customer accounts and ${report.houseAccounts} house accounts.`,
    `Checked ${report.records} transaction records against their entries, every reference and the stock guard.`,
    `Book totals (minor units, zero when sound): ${totals || 'none yet'}.`,
  ].join('\n');
}

async function verify(): Promise<string> {
  const report = await auditLedgerTable();
  const summary = describeReport(report);
  if (report.breaks.length > 0) {
    throw new OpsCheckFailedError(
      `${summary}\n${report.breaks.length} break(s):\n${report.breaks.map((found) => `  ${describeBreak(found)}`).join('\n')}`,
    );
  }
  return `${summary}\nNo breaks: every entry sums to zero per currency, every balance and posting count equals its postings, no account is below zero that may not be, the stock guard equals the inventory's postings, every record has its entries and every entry its records, everything named exists, and the book sums to zero.`;
}

export const ledgerCommands: Record<string, () => Promise<string>> = { verify };
