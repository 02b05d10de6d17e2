/**
 * A fingerprint of everything the API can write: every item of every DynamoDB table a route may write
 * (from the one table description and the routes' grants) and every object and multipart upload in the
 * uploads bucket. Tables no route writes are left out: the stream checker's tallies change in the
 * background as it catches up on earlier writes, whatever the requests under test do. Taken before and
 * after a run of refused requests, two equal digests prove nothing was written, not even partly.
 */
import { createHash } from 'node:crypto';
import { paginateScan } from '@aws-sdk/client-dynamodb';
import { ListMultipartUploadsCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { routes } from '../../../contract/routes';
import { tables } from '../../../definitions/tables';
import { localDynamoClient, localS3Client, localTableName } from '../local-clients';
import { stackUnderTest } from '../stack-context';

/** Item or object → its own hash, so a difference can name what changed. */
export type StoreDigest = Map<string, string>;

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** JSON with object keys sorted, so the same item always hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
};

const tablesRoutesWrite = tables.filter((table) =>
  routes.some((route) => route.grants.tables?.[table.id] === 'readWrite'),
);
// A digest of nothing would prove nothing: the ledger's own table is always among them.
if (!tablesRoutesWrite.some((table) => table.id === 'accounts'))
  throw new Error('No route writes the accounts table: the store digest would be empty');

export async function takeStoreDigest(): Promise<StoreDigest> {
  const stack = stackUnderTest();
  // The raw client, not the document client: attribute types (a string set, a number) count too.
  const dynamodb = localDynamoClient();
  const s3 = localS3Client();
  const digest: StoreDigest = new Map();
  try {
    for (const table of tablesRoutesWrite) {
      const TableName = localTableName(table.id);
      for await (const page of paginateScan({ client: dynamodb }, { TableName, ConsistentRead: true }))
        for (const item of page.Items ?? []) {
          const key = [table.partitionKey.name, table.sortKey?.name]
            .filter((name): name is string => name !== undefined)
            .map((name) => JSON.stringify(item[name]))
            .join(' ');
          digest.set(`${table.id} ${key}`, hash(canonical(item)));
        }
    }
    const Bucket = stack.handlerEnv.UPLOADS_BUCKET;
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket }))
      for (const object of page.Contents ?? [])
        digest.set(`s3 ${object.Key}`, hash([object.ETag, object.Size, object.LastModified?.toISOString()]));
    const uploads = await s3.send(new ListMultipartUploadsCommand({ Bucket }));
    for (const upload of uploads.Uploads ?? [])
      digest.set(`s3 upload ${upload.Key} ${upload.UploadId}`, 'started');
  } finally {
    dynamodb.destroy();
    s3.destroy();
  }
  return digest;
}

/** What was added, changed or removed between two digests, one line each. */
export function storeChanges(before: StoreDigest, after: StoreDigest): string[] {
  const changes: string[] = [];
  for (const [key, value] of after)
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== value) changes.push(`changed ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}
