/**
 * The `tds-payable` rows of a span of time. House rows are keyed by their entry's ULID, which begins
 * with the time it was written, so each shard is one Query of a key range, not a read of the account's
 * whole history.
 */
import { encodeTime } from 'ulid';
import type { TdsKind } from '../../domain/india/vda-tds';
import type { TdsRows } from '../../domain/tax/tds-statement';
import { HOUSE_SHARDS, housePartition } from '../account-items';
import { queryAllPages } from '../query-pages';
import { storedInteger } from '../stored-numbers';
import { type LedgerTable, ledgerTable } from './ledger-table';

const ULID_TIME_LENGTH = 10;
const ULID_RANDOM_LENGTH = 16;

const isTdsKind = (value: unknown): value is TdsKind => value === 'sold' || value === 'borne-on-buy';

export async function tdsRowsBetween(
  span: { from: Date; until: Date },
  table: LedgerTable = ledgerTable(),
): Promise<TdsRows> {
  const from = `${encodeTime(span.from.getTime(), ULID_TIME_LENGTH)}${'0'.repeat(ULID_RANDOM_LENGTH)}`;
  const until = `${encodeTime(span.until.getTime() - 1, ULID_TIME_LENGTH)}${'Z'.repeat(ULID_RANDOM_LENGTH)}`;
  const shards = await Promise.all(
    Array.from({ length: HOUSE_SHARDS }, async (_, shard) => {
      const rows: TdsRows = { rows: [], unattributed: [] };
      for await (const item of queryAllPages(
        {
          TableName: table.table(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :until',
          ExpressionAttributeValues: {
            ':pk': housePartition('tds-payable', shard),
            ':from': from,
            ':until': until,
          },
          ConsistentRead: true,
        },
        table.client(),
      )) {
        // Every TDS posting names its deductee (tds-postings.ts); a reversal's mirror row does not.
        if (typeof item.tdsUserId !== 'string' || !isTdsKind(item.tdsKind)) {
          rows.unattributed.push({
            entryId: String(item.entryId),
            tdsMinor: storedInteger(item.amountMinor),
          });
          continue;
        }
        rows.rows.push({
          entryId: String(item.entryId),
          createdAt: String(item.createdAt),
          userId: item.tdsUserId,
          considerationMinor: storedInteger(item.tdsConsiderationMinor),
          tdsMinor: storedInteger(item.amountMinor),
          kind: item.tdsKind,
        });
      }
      return rows;
    }),
  );
  return {
    rows: shards.flatMap((shard: TdsRows) => shard.rows),
    unattributed: shards.flatMap((shard: TdsRows) => shard.unattributed),
  };
}
