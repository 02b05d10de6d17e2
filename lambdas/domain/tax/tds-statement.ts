/**
 * The quarterly TDS statement (Form 26QF) from the `tds-payable` rows of a financial-year quarter:
 * one line per deduction (deductee PAN, date in IST, consideration, TDS, kind, entry id) for the
 * filing, and a summary per customer for operators, who see the PAN masked. The whole PAN only ever
 * goes into the filing's file, never to a log or the screen.
 */

import { type TdsKind, VDA_TDS } from '../india/vda-tds';
import { formatAmount, formatRupees } from '../money';
import { csvCell, defuseFormula, istTimestamp } from '../wallets/statement-csv';

/** One TDS row as the ledger keeps it (tds-postings.ts). */
export interface TdsRow {
  entryId: string;
  /** When the entry was written, ISO 8601 UTC. */
  createdAt: string;
  userId: string;
  considerationMinor: bigint;
  tdsMinor: bigint;
  kind: TdsKind;
}

/**
 * The span's TDS rows: those naming their deductee, and any that do not (the mirror row of a reversed
 * entry), which the statement names for an operator to settle before filing rather than drop.
 */
export interface TdsRows {
  rows: TdsRow[];
  unattributed: { entryId: string; tdsMinor: bigint }[];
}

/** A deductee's PAN, whole for the filing and masked for people. */
export interface DeducteePan {
  pan: string;
  masked: string;
}

export type PanOf = (userId: string) => Promise<DeducteePan | undefined>;

const kindWords: Record<TdsKind, string> = {
  sold: 'Deducted on a sell',
  'borne-on-buy': 'Borne by us on a buy',
};

export const TDS_STATEMENT_COLUMNS = [
  'Deductee PAN',
  'Customer id',
  'Date (IST)',
  'Consideration (INR)',
  'TDS (INR)',
  'Section',
  'Kind',
  'Entry id',
] as const;

const NO_PAN = 'PAN NOT ON FILE';

export interface TdsStatement {
  /** For operators: per customer, PAN masked. */
  summary: string;
  /** For the filing: every deduction, PAN whole. */
  csv: string;
  deductions: number;
}

export async function tdsStatement(quarter: string, found: TdsRows, panOf: PanOf): Promise<TdsStatement> {
  const ordered = [...found.rows].sort((a, b) => a.entryId.localeCompare(b.entryId));
  const customers = [...new Set(ordered.map((row) => row.userId))];
  const pans = new Map(await Promise.all(customers.map(async (id) => [id, await panOf(id)] as const)));
  const csvLines = ordered.map((row) =>
    [
      pans.get(row.userId)?.pan ?? NO_PAN,
      row.userId,
      istTimestamp(row.createdAt).slice(0, 10),
      formatAmount(row.considerationMinor, 'INR').replace(/^00\./, '0.'),
      formatAmount(row.tdsMinor, 'INR').replace(/^00\./, '0.'),
      VDA_TDS.section,
      kindWords[row.kind],
      row.entryId,
    ]
      .map((cell) => csvCell(defuseFormula(cell)))
      .join(','),
  );
  const perCustomer = customers.map((userId) => {
    const own = ordered.filter((row) => row.userId === userId);
    const sum = (kind: TdsKind, figure: 'considerationMinor' | 'tdsMinor') =>
      own.filter((row) => row.kind === kind).reduce((total, row) => total + row[figure], 0n);
    const line = (kind: TdsKind) =>
      `TDS ${formatRupees(sum(kind, 'tdsMinor'))} on ${formatRupees(sum(kind, 'considerationMinor'))}`;
    return `${userId}  PAN ${pans.get(userId)?.masked ?? NO_PAN}  sells: ${line('sold')}  buys (borne by us): ${line('borne-on-buy')}`;
  });
  const total = ordered.reduce((sum, row) => sum + row.tdsMinor, 0n);
  return {
    summary: [
      ...perCustomer,
      `${ordered.length} deduction${ordered.length === 1 ? '' : 's'} in ${quarter}, TDS ${formatRupees(total)} in all, for ${customers.length} customer${customers.length === 1 ? '' : 's'}.`,
      ...found.unattributed.map(
        (row) =>
          `Check before filing: TDS of ${formatRupees(row.tdsMinor)} in entry ${row.entryId} names no customer (a reversal?).`,
      ),
    ].join('\n'),
    csv: `${[TDS_STATEMENT_COLUMNS.join(','), ...csvLines].join('\r\n')}\r\n`,
    deductions: ordered.length,
  };
}
