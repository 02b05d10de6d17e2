/**
 * The tax statement as CSV (RFC 4180), in the wallet statement's conventions (statement-csv.ts): times
 * in IST, amounts as decimal strings a spreadsheet sums (USDT to the micro-unit, all 6 decimals), text
 * cells defused against formulas. After
 * the rows, one total per kind and a grand total, so the figures for the return are read, not summed.
 */
import { formatAllDecimals } from '../money';
import { csvCell, defuseFormula, istTimestamp } from '../wallets/statement-csv';
import type { TaxRow } from './tax-statement-rows';

export const TAX_STATEMENT_COLUMNS = [
  'Date and time (IST)',
  'Kind',
  'INR value (in + / out -)',
  'USDT quantity (in + / out -)',
  'Network fee (USDT)',
  'Fee (INR)',
  'GST (INR)',
  'TDS deducted (INR)',
  'Entry id',
] as const;

type Figures = Pick<
  TaxRow,
  'inrMinor' | 'usdtMinor' | 'networkFeeUsdtMinor' | 'feeMinor' | 'gstMinor' | 'tdsMinor'
>;

const NO_FIGURES: Figures = {
  inrMinor: 0n,
  usdtMinor: 0n,
  networkFeeUsdtMinor: 0n,
  feeMinor: 0n,
  gstMinor: 0n,
  tdsMinor: 0n,
};

const added = (a: Figures, b: Figures): Figures => ({
  inrMinor: a.inrMinor + b.inrMinor,
  usdtMinor: a.usdtMinor + b.usdtMinor,
  networkFeeUsdtMinor: a.networkFeeUsdtMinor + b.networkFeeUsdtMinor,
  feeMinor: a.feeMinor + b.feeMinor,
  gstMinor: a.gstMinor + b.gstMinor,
  tdsMinor: a.tdsMinor + b.tdsMinor,
});

/** Every decimal of the currency, zero included (`0.00`, `0.000000`): numbers a spreadsheet sums. */
const inr = (minor: bigint) => formatAllDecimals(minor, 'INR');
const usdt = (minor: bigint) => formatAllDecimals(minor, 'USDT');

const text = (value: string) => csvCell(defuseFormula(value));

const figureCells = (figures: Figures) => [
  inr(figures.inrMinor),
  usdt(figures.usdtMinor),
  usdt(figures.networkFeeUsdtMinor),
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
