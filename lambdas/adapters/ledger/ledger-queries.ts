/**
 * The ledger's lists and sums over many items: a wallet's records by page, records waiting in a
 * status, a house account's balance over its posting rows, the chain clearing account's bookings.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { InvalidRequestError } from '../../domain/errors';
import type { HouseAccountName } from '../../domain/ledger/book/accounts';
import type { TransactionPage } from '../../domain/ledger/book/ledger';
import type { TransactionRecord, TransactionStatus } from '../../domain/ledger/book/transactions';
import type { Currency } from '../../domain/money';
import type { ChainBooking } from '../../domain/tron/chain-reconciliation';
import { accountItems, transactionPrefix, transactionStatusIndex } from '../account-items';
import { queryAllPages } from '../query-pages';
import { readChainClearingBookings, readHouseRows } from './house-postings';
import type { LedgerTable } from './ledger-table';
import { transactionFromItem } from './transaction-items';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

interface PageAsked {
  limit: number;
  cursor?: string;
}

export class LedgerQueries {
  constructor(private readonly at: LedgerTable) {}

  list(userId: string, currency: Currency, page: PageAsked): Promise<TransactionPage> {
    return this.queryTransactions(userId, currency, page, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':prefix': transactionPrefix(currency) },
      ScanIndexForward: false,
    });
  }

  /**
   * ULIDs begin with their creation time (10 characters, milliseconds), so a time range is a key range:
   * one Query reads exactly the range's records, however many the wallet holds outside it.
   */
  listCreatedBetween(
    userId: string,
    currency: Currency,
    range: { from: Date; to: Date },
    page: PageAsked,
  ): Promise<TransactionPage> {
    const prefix = transactionPrefix(currency);
    return this.queryTransactions(userId, currency, page, {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':first': `${prefix}${encodeTime(range.from.getTime(), 10)}`,
        ':last': `${prefix}${encodeTime(range.to.getTime(), 10)}ZZZZZZZZZZZZZZZZ`,
      },
    });
  }

  /** One page of a wallet's transaction records; the cursor is the last record's id (a ULID). */
  private async queryTransactions(
    userId: string,
    currency: Currency,
    page: PageAsked,
    keyRange: {
      KeyConditionExpression: string;
      ExpressionAttributeValues: Record<string, string>;
      ScanIndexForward?: boolean;
    },
  ): Promise<TransactionPage> {
    if (page.cursor !== undefined && !ULID.test(page.cursor)) {
      throw new InvalidRequestError('The cursor is not one this list gave out', {
        cursor: 'Not a list cursor',
      });
    }
    const result = await this.at.client().send(
      new QueryCommand({
        TableName: this.at.table(),
        ...keyRange,
        ExpressionAttributeValues: {
          ':pk': accountItems.walletBalance(userId, currency).pk,
          ...keyRange.ExpressionAttributeValues,
        },
        Limit: page.limit,
        ...(page.cursor
          ? { ExclusiveStartKey: accountItems.transaction(userId, currency, page.cursor) }
          : {}),
      }),
    );
    const transactions = (result.Items ?? []).map(transactionFromItem);
    const last = transactions.at(-1);
    return { transactions, ...(result.LastEvaluatedKey && last ? { cursor: last.id } : {}) };
  }

  /**
   * Records waiting in a status (held transfers for ops, pending card orders for the expiry sweep, card
   * deposits that ended but may still be captured late), oldest first; with `since`, only those that
   * entered the status at or after it (the index's sort key starts with that time).
   */
  private statusQuery(status: TransactionStatus, since?: Date) {
    if (!transactionStatusIndex.queuedStatuses.includes(status))
      throw new RangeError(`${status} records are not queued`);
    return {
      TableName: this.at.table(),
      IndexName: 'gsi1',
      KeyConditionExpression: `gsi1pk = :queue${since ? ' AND gsi1sk >= :since' : ''}`,
      ExpressionAttributeValues: {
        ':queue': transactionStatusIndex.partition(status),
        ...(since ? { ':since': since.toISOString() } : {}),
      },
    };
  }

  async listByStatus(
    status: TransactionStatus,
    page: PageAsked & { since?: Date },
  ): Promise<TransactionPage> {
    const result = await this.at.client().send(
      new QueryCommand({
        ...this.statusQuery(status, page.since),
        Limit: page.limit,
        ...(page.cursor
          ? { ExclusiveStartKey: JSON.parse(Buffer.from(page.cursor, 'base64url').toString()) }
          : {}),
      }),
    );
    return {
      transactions: (result.Items ?? []).map(transactionFromItem),
      ...(result.LastEvaluatedKey
        ? { cursor: Buffer.from(JSON.stringify(result.LastEvaluatedKey)).toString('base64url') }
        : {}),
    };
  }

  /** Every record waiting in the status, however many pages they fill. */
  async allByStatus(status: TransactionStatus): Promise<TransactionRecord[]> {
    const records: TransactionRecord[] = [];
    for await (const item of queryAllPages(this.statusQuery(status), this.at.client()))
      records.push(transactionFromItem(item));
    return records;
  }

  async houseBalance(account: HouseAccountName): Promise<bigint> {
    const rows = await readHouseRows(this.at.client(), this.at.table(), account);
    return rows.reduce((sum, row) => sum + row.amountMinor, 0n);
  }

  /** The chain clearing account's postings with what their entries booked (house-postings.ts). */
  chainClearingBookings(): Promise<ChainBooking[]> {
    return readChainClearingBookings(this.at.client(), this.at.table());
  }
}
