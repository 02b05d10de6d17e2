/**
 * The stream checker's state in the ledger-check table (definitions/tables.ts), and the writes that keep
 * it: each stream record's tally deltas (checks/stream.ts) in one TransactWriteItems with a marker of
 * its event id, on the condition that the marker is new, so a record the stream delivers again (it
 * delivers at least once) moves no sum twice. Keys:
 *   TALLY#<name> / <shard>      running sums (posted and stored sides, counts, entry-id digests), a version;
 *                               gsi1 (OPEN#<n> / <name>#<shard>) while an account's sides disagree
 *   SEEN#<event id> / SEEN      a stream record applied (expires after the stream's retention)
 *   BREAK / <identity>          a break found, in plain words (no PII: accounts by opaque sub)
 *   SUSPECT / <identity>        a settle-time break seen once, waiting to be seen again past the lag
 *   SETTLE / SETTLE             when the settle-time rules last ran
 *   CURSOR / <shard id>         locally, how far the poller has read each stream shard
 *   STARTED / STARTED           when the sums were started from the book as it stood, and from how many
 *                               items (absent: they have followed the stream since the table's first write)
 */
import {
  BatchGetCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  type QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { breakIdentity, describeBreak, type LedgerBreak } from '../../domain/ledger/checks/breaks';
import {
  accountVerdict,
  addTallies,
  changeBreaks,
  changeTallies,
  idHash,
  isAccountTally,
  type LedgerChange,
  settledBreaks,
  settledTallyNames,
  sumShards,
  type Tally,
  type TallyDelta,
} from '../../domain/ledger/checks/stream';
import { logger } from '../../observability/logger';
import { putRequests, writeInBatches } from '../batch-writes';
import { now as clockNow } from '../clock';
import { defaultRetryPolicy, retryWhile } from '../ledger/conflict-retry';
import { queryAllPages, scanAllPages } from '../query-pages';
import { storedInteger, storedNumber } from '../stored-numbers';

type Item = Record<string, unknown>;

/** Partitions of the open-accounts index, so marking accounts open is no hot partition either. */
const OPEN_PARTITIONS = 8;
/** DynamoDB Streams keeps records 24 hours; a marker outlives every redelivery. */
const MARKER_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
const BATCH_GET_KEYS = 100;

const tallyKey = (name: string, shard: number) => ({
  pk: `TALLY#${name}`,
  sk: String(shard).padStart(2, '0'),
});
const SETTLE_KEY = { pk: 'SETTLE', sk: 'SETTLE' };
const STARTED_KEY = { pk: 'STARTED', sk: 'STARTED' };

/** When the sums were started from the book as it stood (startFromBook). */
export interface BookStart {
  readonly at: string;
  readonly items: number;
}

export interface StoredBreak {
  readonly kind: string;
  readonly description: string;
  readonly foundAt: string;
}

/** What it cost to check, as DynamoDB reports it (ReturnConsumedCapacity). */
export interface ConsumedCapacity {
  readUnits: number;
  writeUnits: number;
  /** Items written in transactions (each costs two write units per KB in the cloud). */
  transactItems: number;
}

export interface StreamCheckOptions {
  client: () => DynamoDBDocumentClient;
  /** The ledger-check table. */
  table: () => string;
  now?: () => Date;
}

const tallyFrom = (item: Item): Tally => ({
  posted: storedInteger(item.postedMinor ?? 0),
  postedCount: storedNumber(item.postedCount) ?? 0,
  postedDigest: storedNumber(item.postedDigest) ?? 0,
  stored: storedInteger(item.storedMinor ?? 0),
  storedCount: storedNumber(item.storedCount) ?? 0,
  storedDigest: storedNumber(item.storedDigest) ?? 0,
});

const isConflict = (error: unknown) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === 'TransactionConflict',
  );

/** Refused because a change's marker exists: the stream delivered it again. */
const isReplay = (error: unknown) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === 'ConditionalCheckFailed',
  );

/** DynamoDB's most items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

interface Prepared {
  readonly index: number;
  readonly eventId: string;
  readonly deltas: readonly TallyDelta[];
  readonly found: readonly LedgerBreak[];
}

/** A chunk's deltas summed per tally item (a transaction may name an item once), and its breaks once each. */
function merged(chunk: readonly Prepared[]) {
  const deltas = new Map<string, TallyDelta>();
  for (const delta of chunk.flatMap((change) => change.deltas)) {
    const key = `${delta.name}#${delta.shard}`;
    const was = deltas.get(key);
    deltas.set(key, was ? addTallies(was, delta) : delta);
  }
  const found = new Map(chunk.flatMap((change) => change.found).map((each) => [breakIdentity(each), each]));
  return { deltas: [...deltas.values()], found };
}

/** Consecutive changes whose markers, merged deltas and breaks fit one transaction. */
function transactionChunks(changes: readonly Prepared[]): Prepared[][] {
  const chunks: Prepared[][] = [];
  let current: Prepared[] = [];
  for (const change of changes) {
    const { deltas, found } = merged([...current, change]);
    if (current.length > 0 && current.length + 1 + deltas.length + found.size > MAX_TRANSACTION_ITEMS) {
      chunks.push(current);
      current = [];
    }
    current.push(change);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export class LedgerStreamCheckStore {
  readonly consumed: ConsumedCapacity = { readUnits: 0, writeUnits: 0, transactItems: 0 };

  constructor(private readonly options: StreamCheckOptions) {}

  private now() {
    return (this.options.now ?? clockNow)();
  }

  /** With TOTAL, DynamoDB answers one figure per table: reads or writes by the call that asked. */
  private count(capacity: { CapacityUnits?: number }[] | undefined, kind: 'read' | 'write') {
    for (const each of capacity ?? []) {
      if (kind === 'read') this.consumed.readUnits += each.CapacityUnits ?? 0;
      else this.consumed.writeUnits += each.CapacityUnits ?? 0;
    }
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
    const done = (change: Prepared, fresh: boolean) => {
      if (fresh) {
        applied += 1;
        breaks.push(...change.found);
      }
      for (const delta of change.deltas)
        if (isAccountTally(delta.name)) touched.set(`${delta.name}#${delta.shard}`, delta);
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
    breaks.push(...(await this.markAccounts([...touched.values()])));
    return { applied, breaks, ...(failedAt !== undefined ? { failedAt } : {}) };
  }

  private async write(chunk: readonly Prepared[]) {
    const table = this.options.table();
    const now = this.now();
    const expiresAt = Math.floor(now.getTime() / 1000) + MARKER_LIFETIME_SECONDS;
    const { deltas, found } = merged(chunk);
    await retryWhile(defaultRetryPolicy, isConflict, async () => {
      const answer = await this.options.client().send(
        new TransactWriteCommand({
          ReturnConsumedCapacity: 'TOTAL',
          TransactItems: [
            ...chunk.map((change) => ({
              Put: {
                TableName: table,
                Item: { pk: `SEEN#${change.eventId}`, sk: 'SEEN', expiresAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            })),
            ...deltas.map((delta) => ({
              Update: {
                TableName: table,
                Key: tallyKey(delta.name, delta.shard),
                UpdateExpression:
                  'ADD postedMinor :posted, postedCount :postedCount, postedDigest :postedDigest, ' +
                  'storedMinor :stored, storedCount :storedCount, storedDigest :storedDigest, version :one',
                ExpressionAttributeValues: {
                  ':posted': delta.posted,
                  ':postedCount': delta.postedCount,
                  ':postedDigest': delta.postedDigest,
                  ':stored': delta.stored,
                  ':storedCount': delta.storedCount,
                  ':storedDigest': delta.storedDigest,
                  ':one': 1,
                },
              },
            })),
            ...[...found].map(([identity, each]) => ({
              Put: { TableName: table, Item: breakItem(identity, each, now) },
            })),
          ],
        }),
      );
      this.count(answer.ConsumedCapacity, 'write');
      this.consumed.transactItems += chunk.length + deltas.length + found.size;
    });
  }

  private async readTallies(keys: readonly { name: string; shard: number }[]) {
    const table = this.options.table();
    const found = new Map<string, { tally: Tally; version: number; open: boolean }>();
    for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
      let pending: Item[] = keys
        .slice(start, start + BATCH_GET_KEYS)
        .map((key) => tallyKey(key.name, key.shard));
      while (pending.length > 0) {
        const answer = await this.options.client().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: pending, ConsistentRead: true } },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        );
        this.count(answer.ConsumedCapacity, 'read');
        for (const item of answer.Responses?.[table] ?? [])
          found.set(`${String(item.pk)}|${String(item.sk)}`, {
            tally: tallyFrom(item),
            version: storedNumber(item.version) ?? 0,
            open: typeof item.gsi1pk === 'string',
          });
        pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
      }
    }
    return found;
  }

  private async markAccounts(keys: readonly { name: string; shard: number }[]): Promise<LedgerBreak[]> {
    const states = await this.readTallies(keys);
    const breaks: LedgerBreak[] = [];
    for (const { name, shard } of keys) {
      const key = tallyKey(name, shard);
      const state = states.get(`${key.pk}|${key.sk}`);
      if (!state) continue;
      const verdict = accountVerdict(name, state.tally);
      breaks.push(...verdict.breaks);
      if (verdict.open !== state.open) await this.markOpen(name, shard, verdict.open, state.version);
    }
    await this.record(breaks);
    return breaks;
  }

  private async markOpen(name: string, shard: number, open: boolean, version: number) {
    try {
      const answer = await this.options.client().send(
        new UpdateCommand({
          TableName: this.options.table(),
          Key: tallyKey(name, shard),
          UpdateExpression: open
            ? 'SET gsi1pk = :partition, gsi1sk = :account, openSince = :now'
            : 'REMOVE gsi1pk, gsi1sk, openSince',
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: {
            ':version': version,
            ...(open
              ? {
                  ':partition': `OPEN#${idHash(name) % OPEN_PARTITIONS}`,
                  ':account': `${name}#${shard}`,
                  ':now': this.now().toISOString(),
                }
              : {}),
          },
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      this.count(answer.ConsumedCapacity ? [answer.ConsumedCapacity] : [], 'write');
    } catch (error) {
      // A change applied since the read will mark it from its own read.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }

  private async record(breaks: readonly LedgerBreak[]) {
    const now = this.now();
    for (const found of new Map(breaks.map((each) => [breakIdentity(each), each])))
      await this.options
        .client()
        .send(new PutCommand({ TableName: this.options.table(), Item: breakItem(found[0], found[1], now) }));
  }

  private async query(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) {
    const items: Item[] = [];
    for await (const item of queryAllPages(
      { ...input, TableName: this.options.table(), ReturnConsumedCapacity: 'TOTAL' },
      this.options.client(),
      (capacity) => this.count([capacity], 'read'),
    ))
      items.push(item);
    return items;
  }

  /**
   * The rules over many items (settledBreaks), run over every shard of the accounts they name and the
   * accounts still open. A candidate is confirmed when it was already suspected at least `lagMs` ago
   * with the same identity (a movement in flight changes its difference; a real break keeps it), at
   * once when `lagMs` is 0: the caller knows the stream is drained, so nothing is in flight.
   */
  async settle(lagMs: number): Promise<LedgerBreak[]> {
    const now = this.now();
    const sums = new Map<string, Tally>();
    await Promise.all(
      settledTallyNames.map(async (name) => {
        const shards = await this.query({
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
          this.query({
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
      if (!verdict.open) await this.markOpen(name, Number(item.sk), false, storedNumber(item.version) ?? 0);
      else if (name.startsWith('customer/')) openWallets.set(name, tally);
    }
    const candidates = new Map(settledBreaks(sums, openWallets).map((each) => [breakIdentity(each), each]));
    const suspects = new Map(
      (
        await this.query({
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
        await this.options.client().send(
          new PutCommand({
            TableName: this.options.table(),
            Item: { pk: 'SUSPECT', sk: identity, since: now.toISOString() },
          }),
        );
    }
    for (const identity of suspects.keys())
      if (!candidates.has(identity))
        await this.options
          .client()
          .send(new DeleteCommand({ TableName: this.options.table(), Key: { pk: 'SUSPECT', sk: identity } }));
    await this.record(confirmed);
    return confirmed;
  }

  /** Claims the settle-time run for this minute, so concurrent batches do not all read every house tally. */
  async settleDue(everyMs: number): Promise<boolean> {
    const now = this.now();
    try {
      await this.options.client().send(
        new UpdateCommand({
          TableName: this.options.table(),
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
    const table = this.options.table();
    const client = this.options.client();
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
    await writeInBatches(
      client,
      table,
      putRequests(
        tallies.map((tally) => ({
          ...tallyKey(tally.name, tally.shard),
          postedMinor: tally.posted,
          postedCount: tally.postedCount,
          postedDigest: tally.postedDigest,
          storedMinor: tally.stored,
          storedCount: tally.storedCount,
          storedDigest: tally.storedDigest,
          version: 1,
        })),
      ),
    );
    const breaks = await this.markAccounts(tallies.filter((tally) => isAccountTally(tally.name)));
    const start: BookStart = { at: this.now().toISOString(), items };
    await client.send(new PutCommand({ TableName: table, Item: { ...STARTED_KEY, ...start } }));
    return breaks;
  }

  /** When the sums were last started from the book, if ever. */
  async bookStart(): Promise<BookStart | undefined> {
    const found = (
      await this.options
        .client()
        .send(new GetCommand({ TableName: this.options.table(), Key: STARTED_KEY, ConsistentRead: true }))
    ).Item;
    return found ? { at: String(found.at), items: storedNumber(found.items) ?? 0 } : undefined;
  }

  /** Every break the stream checker has found, oldest identity first. */
  async breaks(): Promise<StoredBreak[]> {
    return (
      await this.query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'BREAK' } })
    ).map((item) => ({
      kind: String(item.kind),
      description: String(item.description),
      foundAt: String(item.foundAt),
    }));
  }
}

const breakItem = (identity: string, found: LedgerBreak, now: Date) => ({
  pk: 'BREAK',
  sk: identity,
  kind: found.kind,
  description: describeBreak(found),
  foundAt: now.toISOString(),
});
