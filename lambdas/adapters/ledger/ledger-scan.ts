/**
 * Reads the whole ledger out of the accounts table into the invariant fold: every entry with its
 * postings, every wallet balance, and every house posting row (a house balance is the sum of its rows).
 * A parallel scan, because the checker must see every item; it reads only the ledger's items' keys and
 * amounts.
 *
 * A scan is not a snapshot: while customers deposit, one pass can see a new entry but the wallet
 * balance from before it (or the reverse) and report a break that is not there. So a pass that finds
 * breaks is followed by fresh passes, and only a break found in every pass is reported: a real break
 * persists, an account that was moving under the scan settles.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/environment';
import { LedgerAudit, type LedgerBreak, type LedgerReport } from '../../domain/ledger/ledger-audit';
import type { Currency } from '../../domain/money';
import { ENTRY_PK_PREFIX, HOUSE_PK_PREFIX, WALLET_SK_PREFIX } from '../account-items';
import { dynamoDocuments } from '../aws-clients';
import { storedInteger } from '../stored-numbers';

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

/** What stays the same about a break between passes (its amounts may move with the account). */
export function breakIdentity(found: LedgerBreak): string {
  switch (found.kind) {
    case 'unbalanced-entry':
      return `${found.kind}:${found.entryId}:${found.currency}`;
    case 'balance-mismatch':
    case 'negative-balance':
      return `${found.kind}:${found.accountId}`;
    case 'book-not-zero':
      return `${found.kind}:${found.currency}`;
  }
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
