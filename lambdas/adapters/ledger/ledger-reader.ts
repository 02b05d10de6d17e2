/**
 * Point reads of the ledger's items, each consistent: a record, a wallet's balance, a running total,
 * the stock shards, and what was first written under an external reference.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceFailureError } from '../../domain/errors';
import type { StockAccountName } from '../../domain/ledger/book/accounts';
import type { MovementCap } from '../../domain/ledger/book/entry-plan';
import type { ExternalReference } from '../../domain/ledger/book/external-reference';
import type { FirstWrite, StockReader } from '../../domain/ledger/book/ledger';
import type { TransactionKey, TransactionRecord } from '../../domain/ledger/book/transactions';
import type { Currency } from '../../domain/money';
import type { BookedEntry } from '../../domain/tax-statements/tax-statement-rows';
import { accountItems, type ItemKey, STOCK_SHARDS } from '../account-items';
import { storedInteger } from '../stored-numbers';
import { bookedEntryFromItem } from './entry-items';
import type { LedgerTable } from './ledger-table';
import { transactionFromItem } from './transaction-items';

type Item = Record<string, unknown>;

const BATCH_GET_KEYS = 100;

/** The first write under a reference, as its record keeps it, with the id of the call that wrote it. */
export type ReferenceRecord = Omit<FirstWrite, 'byThisWrite'> & { readonly writeId?: string };

export class LedgerReader implements StockReader {
  constructor(private readonly at: LedgerTable) {}

  async get(key: TransactionKey): Promise<TransactionRecord | undefined> {
    const Item = await this.item(accountItems.transaction(key.userId, key.currency, key.id));
    return Item ? transactionFromItem(Item) : undefined;
  }

  /** A wallet's balance by one point read (0 for a wallet never credited). */
  async walletBalance(userId: string, currency: Currency): Promise<bigint> {
    const Item = await this.item(accountItems.walletBalance(userId, currency));
    return Item ? storedInteger(Item.balanceMinor) : 0n;
  }

  /** A customer's running total under a cap in a period (0 before anything counted towards it). */
  async capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint> {
    const Item = await this.item(accountItems.movementCap(userId, name, period));
    return Item?.totalMinor === undefined ? 0n : storedInteger(Item.totalMinor);
  }

  /** What each shard of a stock holds (0 for a shard never funded), read consistently. */
  async stockShards(account: StockAccountName): Promise<bigint[]> {
    const keys = Array.from({ length: STOCK_SHARDS }, (_, shard) => accountItems.stockShard(account, shard));
    const held = new Map<string, bigint>();
    for (const item of await this.items(keys, 'The inventory could not be read. Please try again.'))
      held.set(String(item.pk), storedInteger(item.availableMinor));
    return keys.map((key) => held.get(key.pk) ?? 0n);
  }

  /** The journal entries of these ids, as stored; an id with no entry is left out. */
  async entries(ids: readonly string[]): Promise<BookedEntry[]> {
    const found: BookedEntry[] = [];
    // BatchGetItem takes at most 100 keys a call.
    for (let start = 0; start < ids.length; start += BATCH_GET_KEYS) {
      const keys = ids.slice(start, start + BATCH_GET_KEYS).map((id) => accountItems.entry(id));
      for (const item of await this.items(keys, 'The statement could not be read. Please try again.'))
        found.push(bookedEntryFromItem(item));
    }
    return found;
  }

  /** What was first written under a reference, or undefined when nothing was. */
  async referenceRecord(reference: ExternalReference): Promise<ReferenceRecord | undefined> {
    const Item = await this.item(accountItems.externalReference(reference));
    if (!Item) return undefined;
    const keys = (Item.transactions as TransactionKey[] | undefined) ?? [];
    const records = await Promise.all(keys.map((key) => this.get(key)));
    return {
      ...(typeof Item.entryId === 'string' ? { entryId: Item.entryId } : {}),
      transactions: records.filter((record): record is TransactionRecord => record !== undefined),
      ...(Array.isArray(Item.movementReferences) ? { references: Item.movementReferences.map(String) } : {}),
      ...(typeof Item.writeId === 'string' ? { writeId: Item.writeId } : {}),
    };
  }

  /** Items by key, read consistently, asking again for what DynamoDB left unprocessed (throttled). */
  private async items(keys: readonly ItemKey[], failure: string): Promise<Item[]> {
    const TableName = this.at.table();
    const found: Item[] = [];
    let pending: Item[] = keys.map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 5) throw new ServiceFailureError(failure);
      const result = await this.at
        .client()
        .send(
          new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true } } }),
        );
      found.push(...(result.Responses?.[TableName] ?? []));
      pending = (result.UnprocessedKeys?.[TableName]?.Keys ?? []) as Item[];
    }
    return found;
  }

  private async item(Key: ItemKey): Promise<Item | undefined> {
    const { Item } = await this.at
      .client()
      .send(new GetCommand({ TableName: this.at.table(), Key, ConsistentRead: true }));
    return Item;
  }
}
