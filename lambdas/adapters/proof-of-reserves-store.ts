/**
 * Proof of reserves in the accounts table (keys in account-items.ts): the customers' balances read in
 * one pass, each customer's proof under their own partition, and the published trees in one partition
 * of their own, newest first.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PublishedReservesSchema, ReservesProofSchema } from '../../contract/proof-of-reserves';
import { SUSPENSE_OWNER } from '../domain/ledger/recipes/suspense';
import type { Currency } from '../domain/money';
import type { CustomerBalances, ReservesStore } from '../domain/proof-of-reserves/reserves-publication';
import { accountItems, PROFILE_SK, PUBLISHED_RESERVES_PK, WALLET_SK_PREFIX } from './account-items';
import { putRequests, writeInBatches } from './batch-writes';
import { type LedgerTable, ledgerTable } from './ledger/ledger-table';
import { scanAllPages } from './query-pages';
import { storedInteger } from './stored-numbers';

/** Segments of the parallel scan, as the ledger checker reads the table (ledger-scan.ts). */
const SEGMENTS = 4;
/** A proof is only ever fetched for the latest tree; older ones stay a month, for a customer's questions. */
const PROOF_KEPT_SECONDS = 35 * 24 * 60 * 60;
/**
 * Every customer (a profile) with their two wallets, from a consistent parallel scan: a customer
 * without a wallet item yet holds zero, and is a leaf all the same. The scan is one pass, not a
 * snapshot: a movement booked while it runs is seen on one side or the other, which the next day's
 * tree settles; the ops check compares against assets read after it.
 */
async function customerBalances(table: LedgerTable): Promise<CustomerBalances[]> {
  const byUser = new Map<string, CustomerBalances>();
  const customer = (userId: string) => {
    const found = byUser.get(userId) ?? { userId, inrPaise: 0n, usdtMicro: 0n };
    byUser.set(userId, found);
    return found;
  };
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      for await (const item of scanAllPages(
        {
          TableName: table.table(),
          Segment: segment,
          TotalSegments: SEGMENTS,
          ConsistentRead: true,
          // Keys and balances only: no name, email or bank detail leaves the table.
          ProjectionExpression: 'pk, sk, balanceMinor',
          FilterExpression: 'begins_with(pk, :user) AND (sk = :profile OR begins_with(sk, :wallet))',
          ExpressionAttributeValues: {
            ':user': 'USER#',
            ':profile': PROFILE_SK,
            ':wallet': WALLET_SK_PREFIX,
          },
        },
        table.client(),
      )) {
        const userId = accountItems.userOfPartition(String(item.pk));
        // Money in suspense is nobody's yet: it is the house's liability, not a customer's leaf.
        if (!userId || userId === SUSPENSE_OWNER) continue;
        const balances = customer(userId);
        const sk = String(item.sk);
        if (!sk.startsWith(WALLET_SK_PREFIX)) continue;
        const currency = sk.slice(WALLET_SK_PREFIX.length) as Currency;
        if (currency === 'INR') balances.inrPaise = storedInteger(item.balanceMinor);
        if (currency === 'USDT') balances.usdtMicro = storedInteger(item.balanceMinor);
      }
    }),
  );
  return [...byUser.values()];
}

const writeAll = (table: LedgerTable, items: Record<string, unknown>[]) =>
  writeInBatches(table.client(), table.table(), putRequests(items));

export function dynamoReservesStore(options: Partial<LedgerTable> = {}): ReservesStore {
  const table = ledgerTable(options);
  return {
    customerBalances: () => customerBalances(table),

    async saveProofs(proofs) {
      const expiresAt = Math.floor(Date.now() / 1000) + PROOF_KEPT_SECONDS;
      await writeAll(
        table,
        proofs.map(({ userId, proof }) => ({
          ...accountItems.reservesProof(userId, proof.treeId),
          proof: JSON.stringify(proof),
          expiresAt,
        })),
      );
    },

    async publish(published) {
      await table.client().send(
        new PutCommand({
          TableName: table.table(),
          Item: { ...accountItems.publishedReserves(published.treeId), published: JSON.stringify(published) },
        }),
      );
    },

    async publishedTrees(limit) {
      const answer = await table.client().send(
        new QueryCommand({
          TableName: table.table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': PUBLISHED_RESERVES_PK },
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return (answer.Items ?? []).map((item) =>
        PublishedReservesSchema.parse(JSON.parse(String(item.published))),
      );
    },

    async proofOf(userId, treeId) {
      const answer = await table.client().send(
        new GetCommand({
          TableName: table.table(),
          Key: accountItems.reservesProof(userId, treeId),
          ConsistentRead: true,
        }),
      );
      return answer.Item ? ReservesProofSchema.parse(JSON.parse(String(answer.Item.proof))) : undefined;
    },
  };
}
