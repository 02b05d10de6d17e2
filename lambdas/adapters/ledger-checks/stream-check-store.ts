/**
 * The stream check's state in the ledger-check table (the items: stream-check-items.ts), and the writes
 * that keep it: each batch of stream records applied as few transactions (change-transactions.ts),
 * every account touched then marked open or caught up, the settle-time rules over the sums, and the
 * start from the book.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { breakIdentity, type LedgerBreak } from '../../domain/ledger/checks/breaks';
import { changeBreaks } from '../../domain/ledger/checks/change-breaks';
import type { LedgerChange } from '../../domain/ledger/checks/ledger-item';
import {
  accountVerdict,
  isJudgedAsItMoves,
  settledBreaks,
  settledTallyNames,
} from '../../domain/ledger/checks/stream';
import { changeTallies, sumShards, type Tally, type TallyDelta } from '../../domain/ledger/checks/tallies';
import { logger } from '../../observability/logger';
import { putRequests, writeInBatches } from '../batch-writes';
import { defaultRetryPolicy, retryWhile } from '../ledger/conflict-retry';
import { scanAllPages } from '../query-pages';
import { storedNumber } from '../stored-numbers';
import { markAccounts, markOpen, recordBreaks } from './account-marks';
import {
  chunkTransaction,
  isConflict,
  isReplay,
  type PreparedChange,
  transactionChunks,
} from './change-transactions';
import {
  type BookStart,
  type Item,
  OPEN_PARTITIONS,
  SETTLE_KEY,
  STARTED_KEY,
  type StoredBreak,
  storedBreakFrom,
  tallyFrom,
  tallyItem,
} from './stream-check-items';
import { type ConsumedCapacity, type StreamCheckOptions, StreamCheckTable } from './stream-check-table';

export type { BookStart, StoredBreak } from './stream-check-items';
export type { ConsumedCapacity, StreamCheckOptions } from './stream-check-table';

export class LedgerStreamCheckStore {
  private readonly table: StreamCheckTable;

  constructor(options: StreamCheckOptions) {
    this.table = new StreamCheckTable(options);
  }

  /** What every call to the ledger-check table cost so far. */
  get consumed(): ConsumedCapacity {
    return this.table.consumed;
  }

  /**
   * Applies a batch of changes in stream order and returns the breaks they show: each change's own,
   * and those of the wallets it brought level. Changes go in as few transactions as DynamoDB's 100
   * items allow (their deltas merged: sums commute), each with every change's marker; a transaction
   * refused because a marker exists (a redelivery) is applied again a change at a time, so only the
   * new ones move the sums. Then every account touched is read back and marked open or caught up,
   * each mark conditioned on the version read, so a later change's mark wins.
   */
  async apply(
    changes: readonly LedgerChange[],
  ): Promise<{ applied: number; breaks: LedgerBreak[]; failedAt?: number }> {
    const prepared = changes.map((change, index) => ({
      index,
      eventId: change.eventId,
      deltas: changeTallies(change),
      found: changeBreaks(change),
    }));
    const breaks: LedgerBreak[] = [];
    const touched = new Map<string, { name: string; shard: number }>();
    let applied = 0;
    let failedAt: number | undefined;
    const done = (change: PreparedChange, fresh: boolean) => {
      if (fresh) {
        applied += 1;
        breaks.push(...change.found);
      }
      for (const delta of change.deltas)
        if (isJudgedAsItMoves(delta.name)) touched.set(`${delta.name}#${delta.shard}`, delta);
    };
    chunks: for (const chunk of transactionChunks(prepared)) {
      try {
        await this.write(chunk);
        for (const change of chunk) done(change, true);
        continue;
      } catch (error) {
        if (chunk.length === 1 && !isReplay(error)) {
          logger.warn('Ledger change not applied', {
            eventId: chunk[0]?.eventId,
            error: (error as Error).name,
            message: (error as Error).message,
          });
          failedAt = chunk[0]?.index;
          break;
        }
      }
      for (const change of chunk) {
        try {
          await this.write([change]);
          done(change, true);
        } catch (error) {
          if (isReplay(error)) {
            done(change, false);
            continue;
          }
          // Stream order per item must hold: nothing after a change that failed is applied.
          logger.warn('Ledger change not applied', {
            eventId: change.eventId,
            error: (error as Error).name,
            message: (error as Error).message,
          });
          failedAt = change.index;
          break chunks;
        }
      }
    }
    breaks.push(...(await markAccounts(this.table, [...touched.values()])));
    return { applied, breaks, ...(failedAt !== undefined ? { failedAt } : {}) };
  }

  private async write(chunk: readonly PreparedChange[]) {
    const TransactItems = chunkTransaction(this.table.name(), chunk, this.table.now());
    await retryWhile(defaultRetryPolicy, isConflict, async () => {
      const answer = await this.table
        .client()
        .send(new TransactWriteCommand({ ReturnConsumedCapacity: 'TOTAL', TransactItems }));
      this.table.count(answer.ConsumedCapacity, 'write');
      this.table.consumed.transactItems += TransactItems.length;
    });
  }

  /**
   * The rules over many items (settledBreaks), run over every shard of the accounts they name and the
   * accounts still open. A candidate is confirmed when it was already suspected at least `lagMs` ago
   * with the same identity (a movement in flight changes its difference; a real break keeps it), at
   * once when `lagMs` is 0: the caller knows the stream is drained, so nothing is in flight.
   */
  async settle(lagMs: number): Promise<LedgerBreak[]> {
    const now = this.table.now();
    const sums = new Map<string, Tally>();
    await Promise.all(
      settledTallyNames.map(async (name) => {
        const shards = await this.table.query({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `TALLY#${name}` },
          ConsistentRead: true,
        });
        sums.set(name, sumShards(shards.map(tallyFrom)));
      }),
    );
    const open = (
      await Promise.all(
        Array.from({ length: OPEN_PARTITIONS }, (_, partition) =>
          this.table.query({
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :partition',
            ExpressionAttributeValues: { ':partition': `OPEN#${partition}` },
          }),
        ),
      )
    ).flat();
    const openWallets = new Map<string, Tally>();
    for (const item of open) {
      const name = String(item.pk).slice('TALLY#'.length);
      const tally = tallyFrom(item);
      const verdict = accountVerdict(name, tally);
      // A mark left by a read that a later change overtook: the account is level now.
      if (!verdict.open)
        await markOpen(this.table, name, Number(item.sk), false, storedNumber(item.version) ?? 0);
      else if (name.startsWith('customer/')) openWallets.set(name, tally);
    }
    const candidates = new Map(settledBreaks(sums, openWallets).map((each) => [breakIdentity(each), each]));
    const suspects = new Map(
      (
        await this.table.query({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': 'SUSPECT' },
        })
      ).map((item) => [String(item.sk), new Date(String(item.since)).getTime()]),
    );
    const confirmed: LedgerBreak[] = [];
    for (const [identity, found] of candidates) {
      const since = suspects.get(identity);
      if (lagMs === 0 || (since !== undefined && now.getTime() - since >= lagMs)) confirmed.push(found);
      else if (since === undefined)
        await this.table.client().send(
          new PutCommand({
            TableName: this.table.name(),
            Item: { pk: 'SUSPECT', sk: identity, since: now.toISOString() },
          }),
        );
    }
    for (const identity of suspects.keys())
      if (!candidates.has(identity))
        await this.table
          .client()
          .send(new DeleteCommand({ TableName: this.table.name(), Key: { pk: 'SUSPECT', sk: identity } }));
    await recordBreaks(this.table, confirmed);
    return confirmed;
  }

  /** Claims the settle-time run for this minute, so concurrent batches do not all read every house tally. */
  async settleDue(everyMs: number): Promise<boolean> {
    const now = this.table.now();
    try {
      await this.table.client().send(
        new UpdateCommand({
          TableName: this.table.name(),
          Key: SETTLE_KEY,
          UpdateExpression: 'SET lastAt = :now',
          ConditionExpression: 'attribute_not_exists(lastAt) OR lastAt < :due',
          ExpressionAttributeValues: {
            ':now': now.toISOString(),
            ':due': new Date(now.getTime() - everyMs).toISOString(),
          },
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  /**
   * Starts the sums from the book as it stands (bookTallies of every ledger item), in place of what
   * they held: for a checker that begins on a table already holding money, or one that fell further
   * behind than the stream keeps (24 hours). Exact only if nothing writes the book meanwhile and the
   * stream is read from where the book was read (the caller's part): a change both read here and
   * brought by the stream would count twice. Breaks found before stay on record. Answers the breaks
   * the book shows account by account, as a change would.
   */
  async startFromBook(tallies: readonly TallyDelta[], items: number): Promise<LedgerBreak[]> {
    const table = this.table.name();
    const client = this.table.client();
    const stale: Item[] = [];
    for await (const item of scanAllPages(
      {
        TableName: table,
        ProjectionExpression: 'pk, sk',
        FilterExpression: 'begins_with(pk, :tally) OR pk IN (:suspect, :settle, :started)',
        ExpressionAttributeValues: {
          ':tally': 'TALLY#',
          ':suspect': 'SUSPECT',
          ':settle': SETTLE_KEY.pk,
          ':started': STARTED_KEY.pk,
        },
      },
      client,
    ))
      stale.push({ pk: item.pk, sk: item.sk });
    await writeInBatches(
      client,
      table,
      stale.map((Key) => ({ DeleteRequest: { Key } })),
    );
    await writeInBatches(client, table, putRequests(tallies.map(tallyItem)));
    const breaks = await markAccounts(
      this.table,
      tallies.filter((tally) => isJudgedAsItMoves(tally.name)),
    );
    const start: BookStart = { at: this.table.now().toISOString(), items };
    await client.send(new PutCommand({ TableName: table, Item: { ...STARTED_KEY, ...start } }));
    return breaks;
  }

  /** When the sums were last started from the book, if ever. */
  async bookStart(): Promise<BookStart | undefined> {
    const found = (
      await this.table
        .client()
        .send(new GetCommand({ TableName: this.table.name(), Key: STARTED_KEY, ConsistentRead: true }))
    ).Item;
    return found ? { at: String(found.at), items: storedNumber(found.items) ?? 0 } : undefined;
  }

  /** Every break the stream checker has found, oldest identity first. */
  async breaks(): Promise<StoredBreak[]> {
    return (
      await this.table.query({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'BREAK' },
      })
    ).map(storedBreakFrom);
  }
}
