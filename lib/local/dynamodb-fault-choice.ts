/**
 * Which fault a write meets, chosen from the seed and the write itself, never from the order requests
 * arrive in: concurrent handlers reach the fault front in a different order every run, so a stream of
 * random numbers drawn in arrival order hands a seed's faults to different writes each time and a
 * failing seed cannot be replayed. A write is known by what it does (its operation, and each item's
 * table, key, condition and update expression), and by which try of that write it is (the AWS SDK and
 * the ledger send a failed write again; its second try meets its own fault).
 */
import { createHash } from 'node:crypto';
import { tables } from '../../definitions/tables';

/** The key attributes of every table: a put names its item's key only among its attributes. */
const KEY_ATTRIBUTES = [
  ...new Set(tables.flatMap((table) => [table.partitionKey.name, table.sortKey?.name ?? []].flat())),
];

type Request = Record<string, unknown>;

/** JSON with object keys in order, so the same write reads the same whatever order its fields came. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const keyOf = (request: Request): unknown => {
  if (request.Key) return request.Key;
  const item = (request.Item ?? {}) as Request;
  return Object.fromEntries(KEY_ATTRIBUTES.filter((name) => name in item).map((name) => [name, item[name]]));
};

/** What one item of a write does; values (amounts, times, tokens) are left out, they vary by run. */
const itemIdentity = (request: Request) => ({
  table: request.TableName,
  key: keyOf(request),
  condition: request.ConditionExpression,
  update: request.UpdateExpression,
  query: request.KeyConditionExpression,
});

const parsed = (body: Buffer | string): Request => {
  try {
    return JSON.parse(body.toString()) as Request;
  } catch {
    return {};
  }
};

/** A request's items: a transaction's each (with its kind, `Put`, `Update`…), or the request itself. */
const itemsOf = (request: Request): { kind: string; item: Request }[] =>
  Array.isArray(request.TransactItems)
    ? (request.TransactItems as Request[]).flatMap((entry) =>
        Object.entries(entry).map(([kind, item]) => ({ kind, item: item as Request })),
      )
    : [{ kind: 'Item', item: request }];

/** A write's identity: its operation and what each of its items does. */
export function writeIdentity(operation: string, body: Buffer | string): string {
  const items = itemsOf(parsed(body)).map(({ kind, item }) => ({ kind, ...itemIdentity(item) }));
  return canonical({ operation, items });
}

/** The keys a write touches, as `pk sk` text: what a test reads to see which item a fault reached. */
export function touchedKeys(body: Buffer | string): string[] {
  return itemsOf(parsed(body)).map(({ item }) =>
    Object.values(keyOf(item) as Record<string, Record<string, unknown>>)
      .map((value) => String(Object.values(value)[0]))
      .join(' '),
  );
}

/** Two numbers in [0, 1) that only the seed, the write and its try decide. */
export function seededDraws(seed: number, identity: string, attempt: number): [number, number] {
  const digest = createHash('sha256').update(`${seed}\n${attempt}\n${identity}`).digest();
  return [digest.readUInt32BE(0) / 4_294_967_296, digest.readUInt32BE(4) / 4_294_967_296];
}
