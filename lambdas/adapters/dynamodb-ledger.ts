/**
 * The ledger on DynamoDB, wired: the domain's Bookkeeper plans each post or transition and hands the
 * plan to the plan writer (ledger/plan-writer.ts), which writes it as one TransactWriteItems; reads and
 * lists go straight to the reader (ledger/ledger-reader.ts) and the queries (ledger/ledger-queries.ts).
 * A request walks handler → domain → adapter once: nothing under ledger/ calls back into the planning.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HouseAccountName, StockAccountName } from '../domain/ledger/book/accounts';
import { Bookkeeper } from '../domain/ledger/book/bookkeeper';
import type { Movement, MovementCap, Transition } from '../domain/ledger/book/entry-plan';
import type { ExternalReference } from '../domain/ledger/book/external-reference';
import type {
  LedgerWriter,
  PostedMovement,
  TransactionPage,
  TransactionReader,
} from '../domain/ledger/book/ledger';
import type {
  TransactionKey,
  TransactionRecord,
  TransactionStatus,
} from '../domain/ledger/book/transactions';
import type { Currency } from '../domain/money';
import type { BookedEntry } from '../domain/tax-statements/tax-statement-rows';
import type { ChainBooking } from '../domain/tron/chain-reconciliation';
import { LedgerQueries } from './ledger/ledger-queries';
import { LedgerReader } from './ledger/ledger-reader';
import { ledgerTable } from './ledger/ledger-table';
import { DynamoPlanWriter, type PlanWriterOptions } from './ledger/plan-writer';

export interface DynamoLedgerOptions extends PlanWriterOptions {
  client?: () => DynamoDBDocumentClient;
  table?: () => string;
}

export class DynamoLedger implements LedgerWriter, TransactionReader {
  private readonly reader: LedgerReader;
  private readonly queries: LedgerQueries;
  private readonly bookkeeper: Bookkeeper;

  constructor(options: DynamoLedgerOptions = {}) {
    const at = ledgerTable(options);
    this.reader = new LedgerReader(at);
    this.queries = new LedgerQueries(at);
    this.bookkeeper = new Bookkeeper({
      plans: new DynamoPlanWriter(at, this.reader, options),
      stock: this.reader,
    });
  }

  post(movement: Movement): Promise<PostedMovement> {
    return this.bookkeeper.post(movement);
  }

  transition(transition: Transition): Promise<PostedMovement> {
    return this.bookkeeper.transition(transition);
  }

  get(key: TransactionKey): Promise<TransactionRecord | undefined> {
    return this.reader.get(key);
  }

  /** The journal entries of these ids, as stored (the tax statement reads them). */
  entries(ids: readonly string[]): Promise<BookedEntry[]> {
    return this.reader.entries(ids);
  }

  walletBalance(userId: string, currency: Currency): Promise<bigint> {
    return this.reader.walletBalance(userId, currency);
  }

  capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint> {
    return this.reader.capTotal(userId, name, period);
  }

  stockShards(account: StockAccountName): Promise<bigint[]> {
    return this.reader.stockShards(account);
  }

  /**
   * What an external reference was first posted with (a card order's pending record, say), or
   * undefined when it was never posted.
   */
  async postedUnder(reference: ExternalReference): Promise<Omit<PostedMovement, 'replayed'> | undefined> {
    const first = await this.reader.referenceRecord(reference);
    return (
      first && { ...(first.entryId ? { entryId: first.entryId } : {}), transactions: first.transactions }
    );
  }

  list(
    userId: string,
    currency: Currency,
    page: { limit: number; cursor?: string },
  ): Promise<TransactionPage> {
    return this.queries.list(userId, currency, page);
  }

  listCreatedBetween(
    userId: string,
    currency: Currency,
    range: { from: Date; to: Date },
    page: { limit: number; cursor?: string },
  ): Promise<TransactionPage> {
    return this.queries.listCreatedBetween(userId, currency, range, page);
  }

  listByStatus(
    status: TransactionStatus,
    page: { limit: number; cursor?: string; since?: Date },
  ): Promise<TransactionPage> {
    return this.queries.listByStatus(status, page);
  }

  allByStatus(status: TransactionStatus): Promise<TransactionRecord[]> {
    return this.queries.allByStatus(status);
  }

  houseBalance(account: HouseAccountName): Promise<bigint> {
    return this.queries.houseBalance(account);
  }

  chainClearingBookings(): Promise<ChainBooking[]> {
    return this.queries.chainClearingBookings();
  }
}

let shared: DynamoLedger | undefined;

/** The ledger on the accounts table, shared by a warm function's invocations. */
export function dynamoLedger(): DynamoLedger {
  shared ??= new DynamoLedger();
  return shared;
}
