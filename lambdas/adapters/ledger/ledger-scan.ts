/**
 * Reads the whole ledger out of the accounts table into the invariant fold: every entry with its
 * postings, every wallet balance (with its posting count), every house posting row (a house balance is
 * the sum of its rows), every transaction record, every external reference and every stock shard.
 * A parallel scan, because the checker must see every item; it keeps only what the fold needs (ids,
 * statuses and amounts, no names or bank details).
 *
 * A scan is not a snapshot: while customers deposit, one pass can see a new entry but the wallet
 * balance, the record or the stock from before it (or the reverse) and report a break that is not
 * there. So a pass that finds breaks is followed by fresh passes, and only a break found in every pass
 * is reported: a real break persists, an account that was moving under the scan settles.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/environment';
import { type StockAccountName, stockAccountNames } from '../../domain/ledger/accounts';
import {
  auditedRecord,
  auditedRecordKey,
  breakIdentity,
  LedgerAudit,
  type LedgerReport,
} from '../../domain/ledger/ledger-audit';
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
import { dynamoDocuments } from '../aws-clients';
import { storedInteger, storedNumber } from '../stored-numbers';
import { transactionFromItem } from './transaction-items';

type Item = Record<string, unknown>;

const SEGMENTS = 4;
/** Passes before a break that keeps showing is believed; the first pass of a quiet ledger is the only one. */
const CONFIRMING_PASSES = 4;
const SETTLE_DELAY_MS = 200;

export interface LedgerScanOptions {
  table?: string;
  /** How many passes a break must show up in, at most, before it is reported. */
  passes?: number;
}

export async function auditLedgerTable(options: LedgerScanOptions = {}): Promise<LedgerReport> {
  const table = options.table ?? tableName('accounts');
  const passes = options.passes ?? CONFIRMING_PASSES;
  let report = await scanOnce(table);
  let suspected = new Set(report.breaks.map(breakIdentity));
  for (let pass = 2; pass <= passes && suspected.size > 0; pass += 1) {
    // Jittered, so the next pass does not line up with the same burst of writes.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_DELAY_MS * (0.5 + Math.random())));
    report = await scanOnce(table);
    const persisting = report.breaks.filter(
      (found) => found.kind !== 'book-not-zero' && suspected.has(breakIdentity(found)),
    );
    // The book's total is the sum of every balance: it is off only with some account or entry, so
    // it counts as a break only beside one (under steady writes it can be off in every pass).
    if (persisting.length > 0)
      persisting.push(
        ...report.breaks.filter(
          (found) => found.kind === 'book-not-zero' && suspected.has(breakIdentity(found)),
        ),
      );
    suspected = new Set(persisting.map(breakIdentity));
    report = { ...report, breaks: persisting };
  }
  return report;
}

async function scanOnce(table: string): Promise<LedgerReport> {
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

/** A customer's total of what they owe us (customer-receivable.ts), kept beside customer-receivables. */
const OWED_SK = accountItems.movementCap('-', 'customer-receivable', 'open').sk;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function feed(audit: LedgerAudit, item: Item): void {
  const pk = String(item.pk);
  const sk = String(item.sk);
  if (pk.startsWith(ENTRY_PK_PREFIX)) {
    const postings = (item.postings as Item[]).map((posting) => ({
      accountId: String(posting.account),
      currency: posting.currency as Currency,
      amountMinor: storedInteger(posting.amountMinor),
    }));
    audit.addEntry({
      id: String(item.entryId),
      postings,
      records: (Array.isArray(item.transactions) ? (item.transactions as Item[]) : []).map((key) =>
        auditedRecordKey({
          userId: String(key.userId),
          currency: key.currency as Currency,
          id: String(key.id),
        }),
      ),
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
    audit.addRecord(auditedRecord(transactionFromItem(item)));
  }
}
