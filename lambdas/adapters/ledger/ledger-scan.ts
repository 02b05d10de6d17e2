/**
 * Reads the whole ledger out of the accounts table into the invariant fold: every entry with its
 * postings, every wallet balance, and every house posting row (a house balance is the sum of its rows).
 * A parallel scan, because the checker must see every item; it reads only the ledger's items' keys and
 * amounts.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/environment';
import { LedgerAudit, type LedgerReport } from '../../domain/ledger/ledger-audit';
import type { Currency } from '../../domain/money';
import { ENTRY_PK_PREFIX, HOUSE_PK_PREFIX, WALLET_SK_PREFIX } from '../account-items';
import { dynamoDocuments } from '../aws-clients';
import { storedInteger } from '../stored-numbers';

type Item = Record<string, unknown>;

const SEGMENTS = 4;

export async function auditLedgerTable(options: { table?: string } = {}): Promise<LedgerReport> {
  const table = options.table ?? tableName('accounts');
  const audit = new LedgerAudit();
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      let startKey: Item | undefined;
      do {
        const page = await dynamoDocuments().send(
          new ScanCommand({
            TableName: table,
            Segment: segment,
            TotalSegments: SEGMENTS,
            ConsistentRead: true,
            FilterExpression:
              'begins_with(pk, :entry) OR begins_with(pk, :house) OR begins_with(sk, :wallet)',
            ExpressionAttributeValues: {
              ':entry': ENTRY_PK_PREFIX,
              ':house': HOUSE_PK_PREFIX,
              ':wallet': WALLET_SK_PREFIX,
            },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) feed(audit, item);
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return audit.report();
}

function feed(audit: LedgerAudit, item: Item): void {
  const pk = String(item.pk);
  if (pk.startsWith(ENTRY_PK_PREFIX)) {
    const postings = (item.postings as Item[]).map((posting) => ({
      accountId: String(posting.account),
      currency: posting.currency as Currency,
      amountMinor: storedInteger(posting.amountMinor),
    }));
    audit.addEntry({ id: String(item.entryId), postings });
  } else if (pk.startsWith(HOUSE_PK_PREFIX)) {
    audit.addStoredBalance(
      `house/${String(item.account)}`,
      item.currency as Currency,
      storedInteger(item.amountMinor),
    );
  } else {
    const userId = pk.slice('USER#'.length);
    const currency = String(item.sk).slice(WALLET_SK_PREFIX.length) as Currency;
    audit.addStoredBalance(`customer/${userId}/${currency}`, currency, storedInteger(item.balanceMinor));
  }
}
