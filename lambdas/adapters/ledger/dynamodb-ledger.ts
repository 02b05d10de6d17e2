/**
 * The ledger on DynamoDB (see ledger-items.ts for the layout). Each post or transition is one
 * TransactWriteItems: the customers' wallet updates (a debit is conditioned so the balance never goes
 * below zero; a wallet item is created by its first credit), the entry with its postings, the house
 * postings as new rows, the transaction records, and one record per external reference on the
 * condition that it does not exist yet. Either all of it is written or none.
 */
import { InternalServerError, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { encodeTime, monotonicFactory } from 'ulid';
import { tableName } from '../../config/environment';
import { IdempotencyKeyReusedError } from '../../domain/client-idempotency';
import {
  ConflictError,
  InsufficientFundsError,
  InvalidRequestError,
  NotFoundError,
  ServiceFailureError,
} from '../../domain/errors';
import {
  accountId,
  accountRules,
  type HouseAccountName,
  type StockAccountName,
} from '../../domain/ledger/accounts';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
  CapReachedError,
  InventoryShortfallError,
  type Movement,
  type MovementCap,
  type StockChange,
  type Transition,
  type WalletAsRead,
} from '../../domain/ledger/entry-plan';
import {
  type ExternalReference,
  referenceName,
  repeatsFirstMovement,
} from '../../domain/ledger/external-reference';
import { type JournalEntry, sumsByCurrency } from '../../domain/ledger/journal-entry';
import type {
  LedgerWriter,
  PostedMovement,
  TransactionPage,
  TransactionReader,
} from '../../domain/ledger/ledger';
import { planStockDraws, planStockTopUps } from '../../domain/ledger/stock-shards';
import type {
  TransactionDraft,
  TransactionKey,
  TransactionRecord,
  TransactionStatus,
} from '../../domain/ledger/transactions';
import type { Currency } from '../../domain/money';
import type { ChainBooking } from '../../domain/tron/chain-reconciliation';
import { accountItems, STOCK_SHARDS, transactionPrefix, transactionStatusIndex } from '../account-items';
import { dynamoDocuments } from '../aws-clients';
import { storedInteger } from '../stored-numbers';
import { defaultRetryPolicy, RetriesExhaustedError, type RetryPolicy, retryWhile } from './conflict-retry';
import { readChainClearingBookings, readHouseRows } from './house-postings';
import { transactionFromItem, transactionItem } from './transaction-items';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Item = Record<string, unknown>;

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/** What each item of a transaction is, so a cancellation reason at index i can be read. */
type Role =
  | 'wallet-debit'
  | 'other'
  | 'transition'
  | 'stock-draw'
  | { reference: ExternalReference }
  | { cap: MovementCap };

/** A stock shard a draw chose was emptied by another sale meanwhile: read the shards again. */
class StockShardEmptiedError extends Error {}

/**
 * Reads of the stock shards before a draw gives up (each after another sale took from a chosen shard).
 * A draw over several shards is conditioned on each, so it meets concurrent sales more often.
 */
const STOCK_DRAW_ATTEMPTS = 6;

/**
 * The items a movement writes besides its stock draws (see post and planEntry): its entry's postings
 * and the entry, its records, caps and references. What is left of DynamoDB's 100 is how many stock
 * shards one draw may take from.
 */
export function stockDrawRoom(movement: Movement): number {
  const entryItems = movement.entry ? movement.entry.postings.length + 1 : 0;
  const others =
    entryItems +
    movement.transactions.length +
    (movement.caps?.length ?? 0) +
    (movement.walletsAsRead?.length ?? 0) +
    movement.references.length;
  return MAX_TRANSACTION_ITEMS - others;
}

interface Plan {
  items: TransactItem[];
  roles: Role[];
}

export interface DynamoLedgerOptions {
  client?: () => DynamoDBDocumentClient;
  table?: () => string;
  now?: () => Date;
  retry?: RetryPolicy;
  /** Told of each conflict (or lock time-out) that is retried: the bench counts them. */
  onConflict?: () => void;
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export class DynamoLedger implements LedgerWriter, TransactionReader {
  private readonly client: () => DynamoDBDocumentClient;
  private readonly table: () => string;
  private readonly now: () => Date;
  private readonly retry: RetryPolicy;
  private readonly onConflict: () => void;
  private readonly newId = monotonicFactory();

  constructor(options: DynamoLedgerOptions = {}) {
    this.client = options.client ?? dynamoDocuments;
    this.table = options.table ?? (() => tableName('accounts'));
    this.now = options.now ?? (() => new Date());
    this.retry = options.retry ?? defaultRetryPolicy;
    this.onConflict = options.onConflict ?? (() => {});
  }

  async post(movement: Movement): Promise<PostedMovement> {
    assertMovementConsistent(movement);
    const now = this.now().toISOString();
    const entryId = movement.entry ? this.newId() : undefined;
    const writeId = this.newId();
    const records = this.newRecords(movement.transactions, now, entryId);
    const writeOnce = async () => {
      const plan: Plan = { items: [], roles: [] };
      if (movement.entry && entryId) {
        this.planEntry(
          plan,
          entryId,
          movement.entry,
          now,
          movement.references,
          records,
          movement.walletsAsRead,
        );
      }
      this.planWalletsAsRead(plan, movement);
      this.planRecords(plan, records);
      for (const cap of movement.caps ?? []) this.planCap(plan, cap, now);
      for (const change of movement.stock ?? [])
        await this.planStock(plan, change, now, stockDrawRoom(movement));
      this.planReferences(plan, movement.references, { entryId, writeId }, records, now);
      return this.write(plan);
    };
    let outcome: { replayOf?: ExternalReference } | undefined;
    for (let attempt = 1; !outcome; attempt += 1) {
      try {
        outcome = await writeOnce();
      } catch (error) {
        if (!(error instanceof StockShardEmptiedError)) throw error;
        if (attempt >= STOCK_DRAW_ATTEMPTS) throw new InventoryShortfallError();
      }
    }
    if (outcome.replayOf) return this.replay(outcome.replayOf, movement.references, writeId);
    return { ...(entryId ? { entryId } : {}), transactions: records, replayed: false };
  }

  async transition(transition: Transition): Promise<PostedMovement> {
    assertTransitionConsistent(transition);
    const now = this.now().toISOString();
    const { transaction } = transition;
    const entryId = transition.entry ? this.newId() : undefined;
    const writeId = this.newId();
    const records = this.newRecords(transition.records ?? [], now, entryId);
    const touched = [transaction, ...records];
    const plan: Plan = { items: [], roles: [] };
    if (transition.entry && entryId) {
      this.planEntry(plan, entryId, transition.entry, now, transition.references, touched);
    }
    this.add(plan, 'transition', { Update: this.statusUpdate(transition, now, entryId) });
    this.planRecords(plan, records);
    for (const cap of transition.caps ?? []) this.planCap(plan, cap, now);
    this.planReferences(plan, transition.references, { entryId, writeId }, touched, now);
    const outcome = await this.write(plan);
    if (outcome.replayOf) return this.replay(outcome.replayOf, transition.references, writeId);
    const stored = await this.get(transaction);
    if (!stored) throw new Error('A record vanished right after its transition');
    return { ...(entryId ? { entryId } : {}), transactions: [stored, ...records], replayed: false };
  }

  private newRecords(
    drafts: readonly TransactionDraft[],
    now: string,
    entryId: string | undefined,
  ): TransactionRecord[] {
    return drafts.map((draft) => ({
      ...draft,
      id: this.newId(),
      createdAt: now,
      updatedAt: now,
      entryIds: entryId ? [entryId] : [],
    }));
  }

  private planRecords(plan: Plan, records: readonly TransactionRecord[]): void {
    for (const record of records) {
      this.add(plan, 'other', {
        Put: {
          TableName: this.table(),
          Item: transactionItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
  }

  async get(key: TransactionKey): Promise<TransactionRecord | undefined> {
    const { Item } = await this.client().send(
      new GetCommand({
        TableName: this.table(),
        Key: accountItems.transaction(key.userId, key.currency, key.id),
        ConsistentRead: true,
      }),
    );
    return Item ? transactionFromItem(Item) : undefined;
  }

  async list(
    userId: string,
    currency: Currency,
    page: { limit: number; cursor?: string },
  ): Promise<TransactionPage> {
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
  async listCreatedBetween(
    userId: string,
    currency: Currency,
    range: { from: Date; to: Date },
    page: { limit: number; cursor?: string },
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
    page: { limit: number; cursor?: string },
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
    const result = await this.client().send(
      new QueryCommand({
        TableName: this.table(),
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
  async listByStatus(
    status: TransactionStatus,
    page: { limit: number; cursor?: string; since?: Date },
  ): Promise<TransactionPage> {
    if (!transactionStatusIndex.queuedStatuses.includes(status))
      throw new RangeError(`${status} records are not queued`);
    const result = await this.client().send(
      new QueryCommand({
        TableName: this.table(),
        IndexName: 'gsi1',
        KeyConditionExpression: `gsi1pk = :queue${page.since ? ' AND gsi1sk >= :since' : ''}`,
        ExpressionAttributeValues: {
          ':queue': transactionStatusIndex.partition(status),
          ...(page.since ? { ':since': page.since.toISOString() } : {}),
        },
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

  /** A wallet's balance by one point read (0 for a wallet never credited). */
  async walletBalance(userId: string, currency: Currency): Promise<bigint> {
    const { Item } = await this.client().send(
      new GetCommand({
        TableName: this.table(),
        Key: accountItems.walletBalance(userId, currency),
        ConsistentRead: true,
      }),
    );
    return Item ? storedInteger(Item.balanceMinor) : 0n;
  }

  /** A house account's balance: the sum of its posting rows over every shard. */
  async houseBalance(account: HouseAccountName): Promise<bigint> {
    const rows = await readHouseRows(this.client(), this.table(), account);
    return rows.reduce((sum, row) => sum + row.amountMinor, 0n);
  }

  /** The chain clearing account's postings with what their entries booked (house-postings.ts). */
  chainClearingBookings(): Promise<ChainBooking[]> {
    return readChainClearingBookings(this.client(), this.table());
  }

  /** What each shard of a stock holds (0 for a shard never funded), read consistently. */
  async stockShards(account: StockAccountName): Promise<bigint[]> {
    const TableName = this.table();
    const keys = Array.from({ length: STOCK_SHARDS }, (_, shard) => accountItems.stockShard(account, shard));
    const held = new Map<string, bigint>();
    let pending: Item[] = keys.map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 5) throw new ServiceFailureError('The inventory could not be read. Please try again.');
      const result = await this.client().send(
        new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[TableName] ?? [])
        held.set(String(item.pk), storedInteger(item.availableMinor));
      pending = (result.UnprocessedKeys?.[TableName]?.Keys ?? []) as Item[];
    }
    return keys.map((key) => held.get(key.pk) ?? 0n);
  }

  /**
   * Funding tops up the emptiest shards first; a draw takes from one shard or several (stock-shards.ts),
   * each conditioned on the shard still holding what it takes, so two sales can never both take the
   * same USDT. Both read the shards first; a draw that lost a shard to another sale meanwhile is planned
   * again from fresh reads (post).
   */
  private async planStock(plan: Plan, change: StockChange, now: string, room: number): Promise<void> {
    const update = (shard: number, amountMinor: bigint, needed?: bigint) => ({
      Update: {
        TableName: this.table(),
        Key: accountItems.stockShard(change.account, shard),
        UpdateExpression: 'ADD availableMinor :amount SET updatedAt = :now',
        ...(needed !== undefined ? { ConditionExpression: 'availableMinor >= :needed' } : {}),
        ExpressionAttributeValues: {
          ':amount': amountMinor,
          ':now': now,
          ...(needed !== undefined ? { ':needed': needed } : {}),
        },
      },
    });
    const held = await this.stockShards(change.account);
    if (change.amountMinor > 0n) {
      for (const [shard, share] of planStockTopUps(held, change.amountMinor).entries()) {
        if (share > 0n) this.add(plan, 'other', update(shard, share));
      }
      return;
    }
    const draws = planStockDraws(held, -change.amountMinor, room);
    if (!draws) throw new InventoryShortfallError();
    for (const { shard, takeMinor } of draws)
      this.add(plan, 'stock-draw', update(shard, -takeMinor, takeMinor));
  }

  private add(plan: Plan, role: Role, item: TransactItem): void {
    plan.items.push(item);
    plan.roles.push(role);
  }

  private planEntry(
    plan: Plan,
    entryId: string,
    entry: JournalEntry,
    now: string,
    references: readonly ExternalReference[],
    records: readonly TransactionKey[],
    walletsAsRead: readonly WalletAsRead[] = [],
  ): void {
    // The builder already refused an unbalanced entry; checking again costs nothing and guards casts.
    for (const [currency, sum] of sumsByCurrency(entry.postings)) {
      if (sum !== 0n) throw new Error(`Refusing an entry whose ${currency} postings sum to ${sum}`);
    }
    const table = this.table();
    for (const posting of entry.postings) {
      const { account, amountMinor } = posting;
      if (account.kind === 'customer') {
        // A wallet is one item, so its rule is a condition on the debit; a house account is append-only
        // rows no condition can sum: its rule is kept by its stock guard or checked by the ledger audit.
        const guardedDebit = amountMinor < 0n && !accountRules(account).mayGoNegative;
        const asRead = walletsAsRead.find(
          (wallet) => wallet.userId === account.userId && wallet.currency === account.currency,
        );
        this.add(plan, guardedDebit || asRead ? 'wallet-debit' : 'other', {
          Update: {
            TableName: table,
            Key: accountItems.walletBalance(account.userId, account.currency),
            UpdateExpression:
              'ADD balanceMinor :amount, postingCount :one SET currency = :currency, updatedAt = :now',
            ...(asRead
              ? { ConditionExpression: 'balanceMinor = :read' }
              : guardedDebit
                ? { ConditionExpression: 'balanceMinor >= :needed' }
                : {}),
            ExpressionAttributeValues: {
              ':amount': amountMinor,
              ':one': 1,
              ':currency': account.currency,
              ':now': now,
              ...(asRead
                ? { ':read': asRead.balanceMinor }
                : guardedDebit
                  ? { ':needed': -amountMinor }
                  : {}),
            },
          },
        });
      } else {
        this.add(plan, 'other', {
          Put: {
            TableName: table,
            Item: {
              ...accountItems.housePosting(account.name, entryId),
              account: account.name,
              currency: account.currency,
              amountMinor,
              entryId,
              createdAt: now,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
      }
    }
    this.add(plan, 'other', {
      Put: {
        TableName: table,
        Item: {
          ...accountItems.entry(entryId),
          entryId,
          kind: entry.kind,
          createdAt: now,
          postings: entry.postings.map((posting) => ({
            account: accountId(posting.account),
            currency: posting.account.currency,
            amountMinor: posting.amountMinor,
          })),
          references: references.map(referenceName),
          transactions: records.map(recordKey),
          ...(entry.reverses ? { reverses: entry.reverses } : {}),
          ...(entry.memo ? { memo: entry.memo } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }

  /**
   * The running total rises by the movement's amount on the condition that it stays within the maximum,
   * and, when the plan read it, that it is still what was read (only checked when nothing is added).
   */
  private planCap(plan: Plan, cap: MovementCap, now: string): void {
    const { maxMinor, asReadMinor } = cap;
    // The condition below passes on a total not yet written, whatever the amount.
    if (maxMinor !== undefined && cap.addMinor > maxMinor) throw new CapReachedError(cap);
    const conditions: string[] = [];
    const values: Item = {};
    if (maxMinor !== undefined) {
      conditions.push('(attribute_not_exists(totalMinor) OR totalMinor <= :room)');
      values[':room'] = maxMinor - cap.addMinor;
    }
    // Taking from a total (what a customer owes, paid off) never takes it below zero: two payments
    // at once cannot both pay the same debt.
    if (cap.addMinor < 0n) {
      conditions.push('totalMinor >= :needed');
      values[':needed'] = -cap.addMinor;
    }
    if (asReadMinor !== undefined) {
      conditions.push(
        asReadMinor === 0n
          ? '(attribute_not_exists(totalMinor) OR totalMinor = :read)'
          : 'totalMinor = :read',
      );
      values[':read'] = asReadMinor;
    }
    const Key = accountItems.movementCap(cap.userId, cap.name, cap.period);
    const condition = conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {};
    if (cap.addMinor === 0n && asReadMinor !== undefined) {
      this.add(
        plan,
        { cap },
        {
          ConditionCheck: {
            TableName: this.table(),
            Key,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeValues: values,
          },
        },
      );
      return;
    }
    this.add(
      plan,
      { cap },
      {
        Update: {
          TableName: this.table(),
          Key,
          UpdateExpression: 'ADD totalMinor :amount SET updatedAt = :now',
          ...condition,
          ExpressionAttributeValues: { ':amount': cap.addMinor, ':now': now, ...values },
        },
      },
    );
  }

  /**
   * The wallets a plan was made from must hold what was read: a wallet the entry debits gets the
   * condition on its update (planEntry), any other a condition check of its own.
   */
  private planWalletsAsRead(plan: Plan, movement: Movement): void {
    for (const wallet of movement.walletsAsRead ?? []) {
      if (postsTo(movement.entry, wallet)) continue;
      this.add(plan, 'wallet-debit', {
        ConditionCheck: {
          TableName: this.table(),
          Key: accountItems.walletBalance(wallet.userId, wallet.currency),
          ConditionExpression:
            wallet.balanceMinor === 0n
              ? 'attribute_not_exists(balanceMinor) OR balanceMinor = :read'
              : 'balanceMinor = :read',
          ExpressionAttributeValues: { ':read': wallet.balanceMinor },
        },
      });
    }
  }

  private planReferences(
    plan: Plan,
    references: readonly ExternalReference[],
    { entryId, writeId }: { entryId: string | undefined; writeId: string },
    records: readonly TransactionKey[],
    now: string,
  ): void {
    for (const reference of references) {
      this.add(
        plan,
        { reference },
        {
          Put: {
            TableName: this.table(),
            Item: {
              ...accountItems.externalReference(reference),
              source: reference.source,
              reference: reference.id,
              ...(entryId ? { entryId } : {}),
              transactions: records.map(recordKey),
              // Every name of the movement, so a later movement refused by one of them can be told
              // apart from a repeat (see repeatsFirstMovement).
              movementReferences: references.map(referenceName),
              // Which call wrote it: a write whose answer was lost is sent again (by the SDK or the
              // conflict retry) and meets its own references, which must not read as someone else's.
              writeId,
              createdAt: now,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      );
    }
  }

  private statusUpdate(transition: Transition, now: string, entryId: string | undefined) {
    const { transaction, from, to, set = {} } = transition;
    const values: Item = { ':to': to, ':now': now };
    const assignments = ['#status = :to', 'updatedAt = :now'];
    from.forEach((status, index) => {
      values[`:from${index}`] = status;
    });
    if (set.reference !== undefined) {
      assignments.push('#reference = :reference');
      values[':reference'] = set.reference;
    }
    const removed: string[] = [];
    if (set.statusReason === null) removed.push('statusReason');
    else if (set.statusReason !== undefined) {
      assignments.push('statusReason = :reason');
      values[':reason'] = set.statusReason;
    }
    if (set.decidedBy !== undefined) {
      assignments.push('decidedBy = :decidedBy');
      values[':decidedBy'] = set.decidedBy;
    }
    if (entryId) {
      assignments.push('entryIds = list_append(entryIds, :entryIds)');
      values[':entryIds'] = [entryId];
    }
    if (transactionStatusIndex.queuedStatuses.includes(to)) {
      assignments.push('gsi1pk = :queue, gsi1sk = :queuedAt');
      values[':queue'] = transactionStatusIndex.partition(to);
      values[':queuedAt'] = `${now}#${transaction.id}`;
    } else {
      removed.push('gsi1pk', 'gsi1sk');
    }
    const removals = removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : '';
    return {
      TableName: this.table(),
      Key: accountItems.transaction(transaction.userId, transaction.currency, transaction.id),
      UpdateExpression: `SET ${assignments.join(', ')}${removals}`,
      ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
      ExpressionAttributeNames: {
        '#status': 'status',
        ...(set.reference !== undefined ? { '#reference': 'reference' } : {}),
      },
      ExpressionAttributeValues: values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    };
  }

  /** Writes the plan, retrying conflicts; a reference already posted comes back as `replayOf`. */
  private async write(plan: Plan): Promise<{ replayOf?: ExternalReference }> {
    if (plan.items.length > MAX_TRANSACTION_ITEMS) {
      throw new Error(`A movement of ${plan.items.length} items exceeds DynamoDB's ${MAX_TRANSACTION_ITEMS}`);
    }
    try {
      const retryable = (error: unknown) => {
        const conflict = isRetryable(error);
        if (conflict) this.onConflict();
        return conflict;
      };
      await retryWhile(this.retry, retryable, () =>
        this.client().send(new TransactWriteCommand({ TransactItems: plan.items })),
      );
      return {};
    } catch (error) {
      if (error instanceof RetriesExhaustedError) {
        throw new ServiceFailureError(
          'The ledger is busy with other payments. Please try again in a moment.',
        );
      }
      if (!(error instanceof TransactionCanceledException)) throw error;
      return refusalOf(error, plan.roles);
    }
  }

  /**
   * What an external reference was first posted with (a card order's pending record, say), or
   * undefined when it was never posted.
   */
  async postedUnder(reference: ExternalReference): Promise<Omit<PostedMovement, 'replayed'> | undefined> {
    const posted = await this.referenceRecord(reference);
    return (
      posted && { ...(posted.entryId ? { entryId: posted.entryId } : {}), transactions: posted.transactions }
    );
  }

  private async referenceRecord(reference: ExternalReference) {
    const { Item } = await this.client().send(
      new GetCommand({
        TableName: this.table(),
        Key: accountItems.externalReference(reference),
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const keys = (Item.transactions as TransactionKey[] | undefined) ?? [];
    const records = await Promise.all(keys.map((key) => this.get(key)));
    return {
      entryId: typeof Item.entryId === 'string' ? Item.entryId : undefined,
      transactions: records.filter((record): record is TransactionRecord => record !== undefined),
      movementReferences: Item.movementReferences as string[] | undefined,
      writeId: typeof Item.writeId === 'string' ? Item.writeId : undefined,
    };
  }

  /**
   * What a write refused by one of its references answers: the first movement under that reference,
   * as a replay, unless that movement was this very call's, written on a try whose answer was lost.
   */
  private async replay(
    reference: ExternalReference,
    references: readonly ExternalReference[],
    writeId: string,
  ): Promise<PostedMovement> {
    const posted = await this.referenceRecord(reference);
    if (!posted)
      throw new Error(`The reference ${referenceName(reference)} refused a write but cannot be read`);
    if (!repeatsFirstMovement(reference, references, posted.movementReferences)) {
      throw new IdempotencyKeyReusedError();
    }
    return {
      ...(posted.entryId ? { entryId: posted.entryId } : {}),
      transactions: posted.transactions,
      replayed: posted.writeId !== writeId,
    };
  }

  /** A customer's running total under a cap in a period (0 before anything counted towards it). */
  async capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint> {
    const { Item } = await this.client().send(
      new GetCommand({
        TableName: this.table(),
        Key: accountItems.movementCap(userId, name, period),
        ConsistentRead: true,
      }),
    );
    return Item?.totalMinor === undefined ? 0n : storedInteger(Item.totalMinor);
  }
}

/** Whether the entry posts to the wallet. */
const postsTo = (entry: JournalEntry | undefined, wallet: WalletAsRead) =>
  (entry?.postings ?? []).some(
    ({ account }) =>
      account.kind === 'customer' && account.userId === wallet.userId && account.currency === wallet.currency,
  );

const recordKey = (record: TransactionKey): TransactionKey => ({
  userId: record.userId,
  currency: record.currency,
  id: record.id,
});

const reasonCodes = (error: TransactionCanceledException) =>
  (error.CancellationReasons ?? []).map((reason) => reason.Code);

/**
 * Worth another try: a transaction cancelled only because another one held an item (nothing was
 * written), or an internal error, which leaves the outcome unknown (DynamoDB Local also answers so when
 * it waited too long for a lock under load). Trying again is safe either way: had the first try been
 * written, its reference records refuse the second, which then answers with the first's result.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof InternalServerError) return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = reasonCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Reads why DynamoDB cancelled the transaction, most telling reason first. */
function refusalOf(
  error: TransactionCanceledException,
  roles: readonly Role[],
): { replayOf: ExternalReference } {
  const reasons = error.CancellationReasons ?? [];
  const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';
  for (const [index, role] of roles.entries()) {
    if (typeof role === 'object' && 'reference' in role && failed(index)) return { replayOf: role.reference };
  }
  const transitionAt = roles.indexOf('transition');
  if (transitionAt >= 0 && failed(transitionAt)) {
    const old = reasons[transitionAt]?.Item as Record<string, { S?: string } | string> | undefined;
    if (!old) throw new NotFoundError('There is no such transaction');
    const status = old.status;
    throw new ConflictError(
      `The transaction is ${typeof status === 'string' ? status : status?.S}, so this cannot be done`,
    );
  }
  if (roles.some((role, index) => role === 'wallet-debit' && failed(index))) {
    throw new InsufficientFundsError('The wallet does not hold enough for this');
  }
  for (const [index, role] of roles.entries()) {
    if (typeof role === 'object' && 'cap' in role && failed(index)) throw new CapReachedError(role.cap);
  }
  if (roles.some((role, index) => role === 'stock-draw' && failed(index))) throw new StockShardEmptiedError();
  throw error;
}

let shared: DynamoLedger | undefined;

/** The ledger on the accounts table, shared by a warm function's invocations. */
export function dynamoLedger(): DynamoLedger {
  shared ??= new DynamoLedger();
  return shared;
}
