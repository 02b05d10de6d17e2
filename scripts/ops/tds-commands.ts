/**
 * `npm run ops -- tds quarter <YYYY-Qn> [--out <file>]`: the TDS (s.194S) deducted from sellers and
 * borne by the house on buys in a financial-year quarter (Q1 = April–June, IST). Prints a summary per
 * customer with the PAN masked, and writes the Form 26QF lines, PAN whole, to the file only.
 */
import { writeFile } from 'node:fs/promises';
import { deducteePan } from '../../lambdas/adapters/deductee-pans';
import { tdsRowsBetween } from '../../lambdas/adapters/ledger/tds-rows';
import { parseTdsQuarter, quarterBounds } from '../../lambdas/domain/india/calendar';
import { tdsStatement } from '../../lambdas/domain/tax/tds-statement';
import { OpsUsageError } from './ops-environment';

export interface TdsCommandInput {
  command: string;
  /** The quarter, `2026-Q3`. */
  customer?: string;
  out?: string;
}

async function quarter(input: TdsCommandInput): Promise<string> {
  let parsed: ReturnType<typeof parseTdsQuarter>;
  try {
    parsed = parseTdsQuarter(input.customer ?? '');
  } catch (error) {
    throw new OpsUsageError((error as Error).message);
  }
  const name = `${parsed.startYear}-Q${parsed.quarter}`;
  const statement = await tdsStatement(name, await tdsRowsBetween(quarterBounds(parsed)), deducteePan);
  const file = input.out ?? `tds-26qf-${name}.csv`;
  // Owner-only: the file holds whole PANs.
  await writeFile(file, statement.csv, { mode: 0o600 });
  return `${statement.summary}\nForm 26QF lines (whole PANs) written to ${file}.`;
}

export const tdsCommands: Record<string, (input: TdsCommandInput) => Promise<string>> = { quarter };
