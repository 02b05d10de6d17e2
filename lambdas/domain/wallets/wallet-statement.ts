/**
 * A customer's statement of one wallet for a range of days in India: which instants the days cover,
 * and every record created in them, oldest first, read a page at a time from the customer's own
 * partition (another customer's records cannot be in it).
 */
import {
  FIRST_STATEMENT_DAY,
  STATEMENT_MAX_DAYS,
  type StatementQuery,
  type WalletCurrency,
} from '../../../contract/wallets';
import { InvalidRequestError } from '../errors';
import type { TransactionReader } from '../ledger/book/ledger';
import type { TransactionRecord } from '../ledger/book/transactions';
import type { Currency } from '../money';
import { statementCsv } from './statement-csv';
import { currencyOfWallet } from './wallet-transactions';

const DAY_MS = 24 * 60 * 60 * 1000;

const STATEMENT_PAGE_SIZE = 500;

/** Midnight IST of a `YYYY-MM-DD` day, or undefined for a day the calendar has not (2026-02-30). */
function istMidnight(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return undefined;
  const back = new Date(date.getTime() + (5 * 60 + 30) * 60 * 1000).toISOString().slice(0, 10);
  return back === day ? date : undefined;
}

/** The instants a statement covers: from the first day's midnight IST to the last day's end. */
export function statementRange(query: StatementQuery): { from: Date; to: Date } {
  const from = istMidnight(query.from);
  const to = istMidnight(query.to);
  const errors: Record<string, string> = {};
  if (!from) errors.from = 'This day is not in the calendar';
  if (!to) errors.to = 'This day is not in the calendar';
  if (!from || !to) throw new InvalidRequestError('Choose real days for the statement.', errors);
  if (query.from < FIRST_STATEMENT_DAY)
    throw new InvalidRequestError('A statement starts on 1 January 2020 or later.', {
      from: 'Choose 1 January 2020 or later',
    });
  if (to < from)
    throw new InvalidRequestError('The statement must end on or after the day it starts.', {
      to: 'Choose a day on or after the start',
    });
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > STATEMENT_MAX_DAYS)
    throw new InvalidRequestError(`A statement covers at most ${STATEMENT_MAX_DAYS} days.`, {
      to: `Choose at most ${STATEMENT_MAX_DAYS} days`,
    });
  return { from, to: new Date(to.getTime() + DAY_MS - 1) };
}

export interface WalletStatement {
  readonly fileName: string;
  readonly csv: string;
}

/** Every record a wallet gained from `range.from` to `range.to` (both included), oldest first. */
export async function recordsCreatedBetween(
  reader: Pick<TransactionReader, 'listCreatedBetween'>,
  userId: string,
  currency: Currency,
  range: { from: Date; to: Date },
): Promise<TransactionRecord[]> {
  const records: TransactionRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await reader.listCreatedBetween(userId, currency, range, {
      limit: STATEMENT_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    });
    records.push(...page.transactions);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

export async function walletStatement(
  userId: string,
  wallet: WalletCurrency,
  query: StatementQuery,
  reader: Pick<TransactionReader, 'listCreatedBetween'>,
): Promise<WalletStatement> {
  const records = await recordsCreatedBetween(
    reader,
    userId,
    currencyOfWallet(wallet),
    statementRange(query),
  );
  return {
    fileName: `${wallet}-statement-${query.from}-to-${query.to}.csv`,
    csv: statementCsv(records),
  };
}
