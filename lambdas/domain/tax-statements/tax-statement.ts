/**
 * A customer's tax statement for one financial year: the journal entries behind the records of both
 * their wallets, each once, booked within the year (by the entry's own time, so a transfer held in
 * March and released in April counts in April), oldest first.
 */
import type { TransactionReader } from '../ledger/book/ledger';
import { recordsCreatedBetween, statementRange } from '../wallets/wallet-statement';
import { financialYearDays } from './financial-year';
import { taxStatementCsv } from './tax-statement-csv';
import { type BookedEntryReader, type TaxRow, taxRowOf } from './tax-statement-rows';

/**
 * How far before the year the records are read for entries booked in it: a record's later entries
 * (a held transfer released, a late card capture) come days after it was made, never months.
 */
const RECORD_LOOKBACK_MS = 60 * 24 * 60 * 60 * 1000;

export interface TaxStatementDependencies {
  records: Pick<TransactionReader, 'listCreatedBetween'>;
  entries: BookedEntryReader;
  now: () => Date;
}

export interface TaxStatement {
  readonly fileName: string;
  readonly csv: string;
}

export async function taxStatement(
  userId: string,
  financialYear: string,
  deps: TaxStatementDependencies,
): Promise<TaxStatement> {
  const year = statementRange(financialYearDays(financialYear, deps.now()));
  const read = { from: new Date(year.from.getTime() - RECORD_LOOKBACK_MS), to: year.to };
  const records = (
    await Promise.all(
      (['INR', 'USDT'] as const).map((currency) =>
        recordsCreatedBetween(deps.records, userId, currency, read),
      ),
    )
  ).flat();
  const entryIds = [...new Set(records.flatMap((record) => record.entryIds))];
  const usdtRecordOf = new Map(
    records
      .filter((record) => record.currency === 'USDT')
      .flatMap((record) => record.entryIds.map((entryId) => [entryId, record] as const)),
  );
  const entries = (await deps.entries.entries(entryIds)).filter((entry) => {
    const at = Date.parse(entry.createdAt);
    return at >= year.from.getTime() && at <= year.to.getTime();
  });
  const rows = entries
    .map((entry) => taxRowOf(entry, userId, usdtRecordOf.get(entry.id)))
    .filter((row): row is TaxRow => row !== undefined)
    // Entry ids are ULIDs: by id is by booking time, ties included.
    .sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
  return { fileName: `tax-statement-${financialYear}.csv`, csv: taxStatementCsv(rows) };
}
