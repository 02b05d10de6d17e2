/**
 * A wallet statement as CSV (RFC 4180), the file Indian customers hand to their accountant for tax
 * filing. Times are in IST whatever the server's zone, amounts are the ledger's decimal strings with
 * every decimal of their currency (never floats), and a text cell a spreadsheet would run as a formula
 * is defused.
 */
import { transactionTypeNames } from '../../../contract/wallets';
import type { TransactionRecord } from '../ledger/book/transactions';
import { formatAllDecimals } from '../money';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const STATEMENT_COLUMNS = [
  'Date and time (IST)',
  'Type',
  'Description',
  'Reference',
  'Direction',
  'Amount',
  'Fee',
  'GST',
  'TDS',
  'Status',
  'Status reason',
] as const;

// A statement row is read alone, away from the wallet it came from, so a transfer says it was a deposit.
const typeNames = { ...transactionTypeNames, 'bank-transfer-deposit': 'Bank transfer deposit' };

/** `2026-11-23 17:05:09`: India has no daylight saving, so IST is UTC + 5:30 all year. */
export function istTimestamp(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some strip
 * first) as a formula: a payer name like `=HYPERLINK(…)` would be code on the accountant's machine.
 * OWASP's remedy: a leading apostrophe makes it text.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Quotes a cell when it holds a comma, a quote or a line break, doubling any quote inside. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A number a spreadsheet sums, with every decimal of its currency (`0.00`, `10.000000` USDT), not the
 * `00.00` or trimmed figures the wallet screens show.
 */
const amountCell = (minor: bigint, currency: TransactionRecord['currency']) =>
  formatAllDecimals(minor, currency);

const textCell = (text: string | undefined) => csvCell(defuseFormula(text ?? ''));

export function statementRow(record: TransactionRecord): string {
  return [
    istTimestamp(record.createdAt),
    typeNames[record.type],
    textCell(record.counterparty),
    textCell(record.reference),
    record.direction,
    amountCell(record.amountMinor, record.currency),
    amountCell(record.feeMinor, record.currency),
    amountCell(record.gstMinor, record.currency),
    amountCell(record.tdsMinor ?? 0n, record.currency),
    record.status,
    textCell(record.statusReason),
  ].join(',');
}

/** The whole file, oldest first; CRLF line ends as RFC 4180 and spreadsheet programs expect. */
export function statementCsv(records: readonly TransactionRecord[]): string {
  return `${[STATEMENT_COLUMNS.join(','), ...records.map(statementRow)].join('\r\n')}\r\n`;
}
