/**
 * The tax statement as CSV (RFC 4180), in the wallet statement's conventions (statement-csv.ts): times
 * in IST, amounts as decimal strings a spreadsheet sums, text cells defused against formulas. After
 * the rows, one total per kind and a grand total, so the figures for the return are read, not summed.
 */
import { formatAmount } from '../money';
import { csvCell, defuseFormula, istTimestamp } from '../wallets/statement-csv';
import type { TaxRow } from './tax-statement-rows';

export const TAX_STATEMENT_COLUMNS = [
  'Date and time (IST)',
  'Kind',
  'INR value (in + / out -)',
  'USDT quantity (in + / out -)',
  'Fee (INR)',
  'GST (INR)',
  'TDS deducted (INR)',
  'Entry id',
] as const;

type Figures = Pick<TaxRow, 'inrMinor' | 'usdtMinor' | 'feeMinor' | 'gstMinor' | 'tdsMinor'>;

const NO_FIGURES: Figures = { inrMinor: 0n, usdtMinor: 0n, feeMinor: 0n, gstMinor: 0n, tdsMinor: 0n };

const added = (a: Figures, b: Figures): Figures => ({
  inrMinor: a.inrMinor + b.inrMinor,
  usdtMinor: a.usdtMinor + b.usdtMinor,
  feeMinor: a.feeMinor + b.feeMinor,
  gstMinor: a.gstMinor + b.gstMinor,
  tdsMinor: a.tdsMinor + b.tdsMinor,
});

/** Zero is `0.00` here, a number a spreadsheet sums, not the `00.00` the wallet screens show. */
const inr = (minor: bigint) => (minor === 0n ? '0.00' : formatAmount(minor, 'INR'));
const usdt = (minor: bigint) => (minor === 0n ? '0.00' : formatAmount(minor, 'USDT'));

const text = (value: string) => csvCell(defuseFormula(value));

const figureCells = (figures: Figures) => [
  inr(figures.inrMinor),
  usdt(figures.usdtMinor),
  inr(figures.feeMinor),
  inr(figures.gstMinor),
  inr(figures.tdsMinor),
];

export function taxStatementCsv(rows: readonly TaxRow[]): string {
  const byKind = new Map<string, Figures>();
  for (const row of rows) byKind.set(row.label, added(byKind.get(row.label) ?? NO_FIGURES, row));
  const lines = [
    TAX_STATEMENT_COLUMNS.join(','),
    ...rows.map((row) =>
      [istTimestamp(row.createdAt), text(row.label), ...figureCells(row), row.entryId].join(','),
    ),
    ...[...byKind].map(([label, figures]) =>
      ['', text(`Total: ${label}`), ...figureCells(figures), ''].join(','),
    ),
    ['', 'Total', ...figureCells(rows.reduce<Figures>(added, NO_FIGURES)), ''].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
