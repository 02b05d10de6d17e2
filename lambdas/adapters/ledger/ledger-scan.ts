/**
 * Reads the whole ledger out of the accounts table into the invariant fold (ledger-audit.ts): every
 * entry with its postings, every wallet balance (with its posting count), every house posting row (a
 * house balance is the sum of its rows), every transaction record, every external reference and every
 * stock shard. A parallel scan, because the checker must see every item; it keeps only what the fold
 * needs (ids, statuses and amounts, no names or bank details). One call is one pass; the passes a live
 * table needs are steady-audit.ts's.
 */
import { type StockAccountName, stockAccountNames } from '../../domain/ledger/accounts';
import type { LedgerAudit } from '../../domain/ledger/ledger-audit';
import type { Currency } from '../../domain/money';
import {
  accountItems,
  ENTRY_PK_PREFIX,
  HOUSE_PK_PREFIX,
  REFERENCE_PK_PREFIX,
  STOCK_PK_PREFIX,
  transactionPrefix,
  WALLET_SK_PREFIX,
} from '../account-items';
import { scanAllPages } from '../query-pages';
import { storedInteger, storedNumber } from '../stored-numbers';
import { storedPostings } from './entry-items';
import { transactionFromItem } from './transaction-items';

type Item = Record<string, unknown>;

const SEGMENTS = 4;

/** One pass over the table, every ledger item handed to the audit. */
export async function scanLedgerInto(table: string, audit: LedgerAudit): Promise<void> {
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      for await (const item of scanAllPages({
        TableName: table,
        Segment: segment,
        TotalSegments: SEGMENTS,
        ConsistentRead: true,
        FilterExpression: [
          'begins_with(pk, :entry) OR begins_with(pk, :house) OR begins_with(pk, :stock)',
          'begins_with(pk, :reference) OR begins_with(sk, :wallet)',
          'begins_with(sk, :inrRecord) OR begins_with(sk, :usdtRecord)',
          'sk = :owed',
        ].join(' OR '),
        ExpressionAttributeValues: {
          ':entry': ENTRY_PK_PREFIX,
          ':house': HOUSE_PK_PREFIX,
          ':stock': STOCK_PK_PREFIX,
          ':reference': REFERENCE_PK_PREFIX,
          ':wallet': WALLET_SK_PREFIX,
          ':inrRecord': transactionPrefix('INR'),
          ':usdtRecord': transactionPrefix('USDT'),
          ':owed': OWED_SK,
        },
      }))
        feed(audit, item);
    }),
  );
}

/** A customer's total of what they owe us (customer-receivable.ts), kept beside customer-receivables. */
const OWED_SK = accountItems.movementCap('-', 'customer-receivable', 'open').sk;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function feed(audit: LedgerAudit, item: Item): void {
  const pk = String(item.pk);
  const sk = String(item.sk);
  if (pk.startsWith(ENTRY_PK_PREFIX)) {
    audit.addStoredEntry({
      id: String(item.entryId),
      postings: storedPostings(item),
      recordKeys: (Array.isArray(item.transactions) ? (item.transactions as Item[]) : []).map((key) => ({
        userId: String(key.userId),
        currency: key.currency as Currency,
        id: String(key.id),
      })),
      references: strings(item.references),
      ...(typeof item.reverses === 'string' ? { reverses: item.reverses } : {}),
    });
  } else if (pk.startsWith(HOUSE_PK_PREFIX)) {
    audit.addStoredBalance(
      `house/${String(item.account)}`,
      item.currency as Currency,
      storedInteger(item.amountMinor),
    );
  } else if (pk.startsWith(STOCK_PK_PREFIX)) {
    const account = pk.slice(STOCK_PK_PREFIX.length).split('#')[0] as StockAccountName;
    if (stockAccountNames.includes(account)) audit.addStockShard(account, storedInteger(item.availableMinor));
  } else if (pk.startsWith(REFERENCE_PK_PREFIX)) {
    audit.addReference(
      pk.slice(REFERENCE_PK_PREFIX.length),
      typeof item.entryId === 'string' ? item.entryId : undefined,
    );
  } else if (sk === OWED_SK) {
    audit.addCustomerTotal('customer-receivable', storedInteger(item.totalMinor));
  } else if (sk.startsWith(WALLET_SK_PREFIX)) {
    const userId = pk.slice('USER#'.length);
    const currency = sk.slice(WALLET_SK_PREFIX.length) as Currency;
    audit.addStoredBalance(
      `customer/${userId}/${currency}`,
      currency,
      storedInteger(item.balanceMinor),
      storedNumber(item.postingCount),
    );
  } else {
    audit.addStoredRecord(transactionFromItem(item));
  }
}
