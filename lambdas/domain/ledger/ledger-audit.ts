/**
 * The ledger's invariants as a fold, fed item by item (so a checker can stream a table scan through it):
 *   - every entry's postings sum to zero per currency;
 *   - every stored balance equals the fold of its account's postings, and a wallet's posting count
 *     equals the number of its postings;
 *   - no account is below zero that its rules (accounts.ts) say may not be: customers' wallets, and
 *     house accounts that collect (fees, GST, sales, held transfers, the USDT inventory);
 *   - no account is above zero that its rules say may not be (what customers owe us);
 *   - an account kept per customer (what customers owe us) is minus the sum of their totals, and no
 *     customer's total is below zero;
 *   - a stock guard (the sum of its shards) equals its account's postings;
 *   - every record that says money moved on a wallet has entries posting exactly that there, and every
 *     entry that posts to a wallet has a record of that wallet naming it;
 *   - everything an entry, a record or a reference names (records, references, entries) exists;
 *   - GST payable is exactly 18 % of fee revenue over the whole book: gst-payable × 100 = fee-revenue
 *     × 18, to the paisa (fee-postings.ts books every fee so);
 *   - the whole book (every stored balance) sums to zero per currency.
 * Records and references can only be matched once everything is read, so the fold keeps a few ids and
 * amounts per entry, record and reference: a full scan's memory grows with the book. Past some millions
 * of entries the check belongs on the table's stream, entry by entry, as DESIGN.md plans.
 */
import type { Currency } from '../money';
import { GST_PERCENT } from '../trade/buy-terms';
import {
  accountRules,
  customerAccount,
  houseAccount,
  houseAccountNames,
  accountId as idOfAccount,
  parseAccountId,
  type StockAccountName,
  stockAccountNames,
} from './accounts';
import { SUSPENSE_OWNER } from './suspense-movements';
import {
  type Direction,
  statusesMovedOnWallet,
  type TransactionKey,
  type TransactionRecord,
  type TransactionStatus,
} from './transactions';

export interface AuditedPosting {
  readonly accountId: string;
  readonly currency: Currency;
  readonly amountMinor: bigint;
}

export interface AuditedEntry {
  readonly id: string;
  readonly postings: readonly AuditedPosting[];
  /** The records the entry was written with (auditedRecordKey). */
  readonly records?: readonly string[];
  /** The external references it was posted under (`utr:…`), each kept as an item of its own. */
  readonly references?: readonly string[];
  /** The entry it undoes. */
  readonly reverses?: string;
}

/** A transaction record as the customer sees it, with the entries it names. */
export interface AuditedRecord {
  /** auditedRecordKey of the record. */
  readonly key: string;
  /** The wallet it is shown on: `customer/<sub>/<currency>`. */
  readonly accountId: string;
  readonly status: TransactionStatus;
  readonly direction: Direction;
  readonly amountMinor: bigint;
  /**
   * What a house account keeps of the record while it waits for a decision (holdsRecordsIn): a held
   * transfer's whole amount; for a reserved withdrawal, what was debited less our fee and its GST, which
   * went to their own accounts. Absent: the amount.
   */
  readonly waitingMinor?: bigint;
  readonly entryIds: readonly string[];
  /**
   * A record of the house's own (money in suspense): its money is on the suspense account, which the
   * balances check, so only the entries it names are checked to exist.
   */
  readonly house?: boolean;
}

/** How entries and the fold name a record: `<sub>/<currency>/<record id>`. */
export const auditedRecordKey = (record: { userId: string; currency: Currency; id: string }) =>
  `${record.userId}/${record.currency}/${record.id}`;

/** What the fold reads of a stored record. */
export function auditedRecord(record: TransactionRecord): AuditedRecord {
  return {
    key: auditedRecordKey(record),
    accountId: idOfAccount(customerAccount(record.userId, record.currency)),
    status: record.status,
    direction: record.direction,
    amountMinor: record.amountMinor,
    ...(record.direction === 'debit' && record.feeMinor + record.gstMinor > 0n
      ? { waitingMinor: record.amountMinor - record.feeMinor - record.gstMinor }
      : {}),
    entryIds: record.entryIds,
    ...(record.userId === SUSPENSE_OWNER ? { house: true } : {}),
  };
}

export type LedgerBreak =
  | { kind: 'unbalanced-entry'; entryId: string; currency: Currency; sumMinor: bigint }
  | { kind: 'balance-mismatch'; accountId: string; storedMinor: bigint; foldedMinor: bigint }
  | { kind: 'negative-balance'; accountId: string; balanceMinor: bigint }
  | { kind: 'positive-balance'; accountId: string; balanceMinor: bigint }
  | { kind: 'posting-count-mismatch'; accountId: string; storedCount: number; foldedCount: number }
  | { kind: 'stock-drift'; account: StockAccountName; stockMinor: bigint; postedMinor: bigint }
  | { kind: 'customer-total-drift'; accountId: string; balanceMinor: bigint; totalsMinor: bigint }
  | { kind: 'waiting-records-drift'; accountId: string; balanceMinor: bigint; recordsMinor: bigint }
  | { kind: 'record-without-entry'; record: string; accountId: string; shownMinor: bigint }
  | {
      kind: 'record-amount-mismatch';
      record: string;
      accountId: string;
      shownMinor: bigint;
      postedMinor: bigint;
    }
  | { kind: 'entry-without-record'; entryId: string; accountId: string; amountMinor: bigint }
  | { kind: 'missing-reference'; holder: string; missing: string }
  | { kind: 'gst-not-18-percent'; feeRevenueMinor: bigint; gstPayableMinor: bigint }
  | { kind: 'book-not-zero'; currency: Currency; sumMinor: bigint };

export type LedgerBreakKind = LedgerBreak['kind'];

export interface LedgerReport {
  entries: number;
  postings: number;
  customerAccounts: number;
  houseAccounts: number;
  records: number;
  /** Sum of every stored balance per currency: zero in a sound book. */
  bookTotals: Partial<Record<Currency, bigint>>;
  breaks: LedgerBreak[];
}

/** Each kind of break in plain words, for operators. */
export const breakKinds: Record<LedgerBreakKind, string> = {
  'unbalanced-entry': 'an entry whose postings do not sum to zero in a currency',
  'balance-mismatch': 'a stored balance that differs from the sum of its account’s postings',
  'negative-balance':
    'an account below zero that may never be (a customer’s wallet, a collecting house account)',
  'positive-balance':
    'an account above zero that may never be (what customers owe us, which can only be owed or paid off)',
  'posting-count-mismatch': 'a wallet whose posting count differs from the postings that name it',
  'customer-total-drift':
    'an account kept per customer (what customers owe us) that differs from the customers’ totals, or a total below zero',
  'waiting-records-drift':
    'an account keeping money that waits for a decision (held transfers, suspense) that differs from the sum of its waiting records',
  'stock-drift': 'a stock guard (the USDT the house may sell) that differs from its account’s postings',
  'record-without-entry': 'a record telling a customer money moved, with no entry that moved it',
  'record-amount-mismatch': 'a record showing another amount than its entries post to the wallet',
  'entry-without-record': 'an entry moving a customer’s money that no record of that wallet shows',
  'missing-reference': 'an entry, record or reference naming something the ledger does not hold',
  'gst-not-18-percent':
    'the GST payable not exactly 18 % of fee revenue (gst-payable × 100 ≠ fee-revenue × 18, to the paisa)',
  'book-not-zero': 'the book’s balances not summing to zero in a currency',
};

export function describeBreak(found: LedgerBreak): string {
  switch (found.kind) {
    case 'unbalanced-entry':
      return `entry ${found.entryId}: its ${found.currency} postings sum to ${found.sumMinor}, not zero`;
    case 'balance-mismatch':
      return `${found.accountId}: stored balance ${found.storedMinor}, its postings sum to ${found.foldedMinor}`;
    case 'negative-balance':
      return `${found.accountId}: balance ${found.balanceMinor} is below zero`;
    case 'positive-balance':
      return `${found.accountId}: balance ${found.balanceMinor} is above zero`;
    case 'posting-count-mismatch':
      return `${found.accountId}: posting count ${found.storedCount}, but ${found.foldedCount} postings name it`;
    case 'customer-total-drift':
      return `${found.accountId}: balance ${found.balanceMinor}, but its customers' totals sum to ${found.totalsMinor}`;
    case 'waiting-records-drift':
      return `${found.accountId}: balance ${found.balanceMinor}, but the records waiting in it hold ${found.recordsMinor}`;
    case 'stock-drift':
      return `house/${found.account}: its stock guard holds ${found.stockMinor}, its postings sum to ${found.postedMinor}`;
    case 'record-without-entry':
      return `record ${found.record}: shows ${found.shownMinor} moved on ${found.accountId}, but names no entry`;
    case 'record-amount-mismatch':
      return `record ${found.record}: shows ${found.shownMinor} on ${found.accountId}, its entries post ${found.postedMinor} there`;
    case 'entry-without-record':
      return `entry ${found.entryId}: posts ${found.amountMinor} to ${found.accountId}, but no record of that wallet names it`;
    case 'missing-reference':
      return `${found.holder} names ${found.missing}, which the ledger does not hold`;
    case 'gst-not-18-percent':
      return `house/gst-payable holds ${found.gstPayableMinor}, but 18 % of house/fee-revenue (${found.feeRevenueMinor}) is ${(found.feeRevenueMinor * GST_PERCENT) / 100n}${(found.feeRevenueMinor * GST_PERCENT) % 100n === 0n ? '' : ' and a fraction of a paisa'}`;
    case 'book-not-zero':
      return `the book's ${found.currency} balances sum to ${found.sumMinor}, not zero`;
  }
}

/**
 * What stays the same about a real break between passes of a scan. An account keeps moving while it is
 * scanned, so its amounts change from pass to pass, but a real difference between what is stored and
 * what its postings say stays the same; a difference that is only a movement seen on one side and not
 * yet on the other changes with whatever is in flight. So an account's break is the account and its
 * difference: a busy house account read mid-movement in every pass is not reported, a broken one is.
 */
export function breakIdentity(found: LedgerBreak): string {
  switch (found.kind) {
    case 'unbalanced-entry':
      return `${found.kind}:${found.entryId}:${found.currency}`;
    case 'balance-mismatch':
      return `${found.kind}:${found.accountId}:${found.storedMinor - found.foldedMinor}`;
    case 'posting-count-mismatch':
      return `${found.kind}:${found.accountId}:${found.storedCount - found.foldedCount}`;
    case 'negative-balance':
    case 'positive-balance':
      return `${found.kind}:${found.accountId}`;
    case 'stock-drift':
      return `${found.kind}:${found.account}:${found.stockMinor - found.postedMinor}`;
    case 'customer-total-drift':
      return `${found.kind}:${found.accountId}:${found.balanceMinor + found.totalsMinor}`;
    case 'waiting-records-drift':
      return `${found.kind}:${found.accountId}:${found.balanceMinor - found.recordsMinor}`;
    case 'record-without-entry':
    case 'record-amount-mismatch':
      return `${found.kind}:${found.record}`;
    case 'entry-without-record':
      return `${found.kind}:${found.entryId}:${found.accountId}`;
    case 'missing-reference':
      return `${found.kind}:${found.holder}:${found.missing}`;
    // Every entry keeps the ratio, so a real break's distance from it stays as movements go on.
    case 'gst-not-18-percent':
      return `${found.kind}:${found.gstPayableMinor * 100n - found.feeRevenueMinor * GST_PERCENT}`;
    case 'book-not-zero':
      return `${found.kind}:${found.currency}`;
  }
}

interface AccountState {
  currency: Currency;
  folded: bigint;
  postings: number;
  stored?: bigint;
  storedCount?: number;
}

/** What the fold keeps of an entry to check its records and references once everything is read. */
interface EntryFacts {
  /** Its postings to customers' wallets, by account id. */
  wallets: Map<string, bigint>;
  records: readonly string[];
  references: readonly string[];
  reverses?: string;
}

const signed = (record: AuditedRecord) =>
  record.direction === 'credit' ? record.amountMinor : -record.amountMinor;

export class LedgerAudit {
  private readonly accounts = new Map<string, AccountState>();
  private readonly entryFacts = new Map<string, EntryFacts>();
  private readonly records: AuditedRecord[] = [];
  private readonly references = new Map<string, string | undefined>();
  private readonly stock = new Map<StockAccountName, bigint>();
  /** Customers' running totals an account is kept by (perCustomerTotal), by total name. */
  private readonly customerTotals = new Map<string, bigint[]>();
  private readonly breaks: LedgerBreak[] = [];
  private postings = 0;

  addEntry(entry: AuditedEntry): void {
    const sums = new Map<Currency, bigint>();
    const wallets = new Map<string, bigint>();
    for (const posting of entry.postings) {
      this.postings += 1;
      sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
      const account = this.account(posting.accountId, posting.currency);
      account.folded += posting.amountMinor;
      account.postings += 1;
      if (parseAccountId(posting.accountId).kind === 'customer')
        wallets.set(posting.accountId, (wallets.get(posting.accountId) ?? 0n) + posting.amountMinor);
    }
    for (const [currency, sumMinor] of sums) {
      if (sumMinor !== 0n)
        this.breaks.push({ kind: 'unbalanced-entry', entryId: entry.id, currency, sumMinor });
    }
    this.entryFacts.set(entry.id, {
      wallets,
      records: entry.records ?? [],
      references: entry.references ?? [],
      ...(entry.reverses ? { reverses: entry.reverses } : {}),
    });
  }

  /**
   * A balance as the ledger stores it: a customer's wallet item (with its posting count), or a house
   * account's total of its append-only posting rows. Adding the same account twice adds both amounts
   * (the rows or shards of one account).
   */
  addStoredBalance(accountId: string, currency: Currency, balanceMinor: bigint, postingCount?: number): void {
    const state = this.account(accountId, currency);
    state.stored = (state.stored ?? 0n) + balanceMinor;
    if (postingCount !== undefined) state.storedCount = (state.storedCount ?? 0) + postingCount;
  }

  addRecord(record: AuditedRecord): void {
    this.records.push(record);
  }

  /** An entry as the ledger stores it, naming its records by their keys. */
  addStoredEntry(entry: Omit<AuditedEntry, 'records'> & { recordKeys: readonly TransactionKey[] }): void {
    const { recordKeys, ...rest } = entry;
    this.addEntry({ ...rest, records: recordKeys.map(auditedRecordKey) });
  }

  /** A transaction record as the ledger stores it. */
  addStoredRecord(record: TransactionRecord): void {
    this.addRecord(auditedRecord(record));
  }

  /** An external reference as stored (`utr:…`), with the entry it was first posted with, if any. */
  addReference(name: string, entryId?: string): void {
    this.references.set(name, entryId);
  }

  /** One shard of a stock guard; the shards of an account add up. */
  addStockShard(account: StockAccountName, availableMinor: bigint): void {
    this.stock.set(account, (this.stock.get(account) ?? 0n) + availableMinor);
  }

  /** One customer's running total (`customer-receivable`: what they owe us). */
  addCustomerTotal(name: string, totalMinor: bigint): void {
    this.customerTotals.set(name, [...(this.customerTotals.get(name) ?? []), totalMinor]);
  }

  report(): LedgerReport {
    const breaks = [...this.breaks];
    const { bookTotals, customerAccounts, houseAccounts } = this.checkAccounts(breaks);
    this.checkStock(breaks);
    this.checkCustomerTotals(breaks);
    this.checkWaitingRecords(breaks);
    this.checkRecords(breaks);
    this.checkEntries(breaks);
    this.checkGst(breaks);
    for (const [currency, sumMinor] of Object.entries(bookTotals) as [Currency, bigint][]) {
      if (sumMinor !== 0n) breaks.push({ kind: 'book-not-zero', currency, sumMinor });
    }
    return {
      entries: this.entryFacts.size,
      postings: this.postings,
      customerAccounts,
      houseAccounts,
      records: this.records.length,
      bookTotals,
      breaks,
    };
  }

  private checkAccounts(breaks: LedgerBreak[]) {
    const bookTotals: Partial<Record<Currency, bigint>> = {};
    let customerAccounts = 0;
    let houseAccounts = 0;
    for (const [accountId, state] of [...this.accounts].sort(([a], [b]) => a.localeCompare(b))) {
      const stored = state.stored ?? 0n;
      const account = parseAccountId(accountId);
      if (account.kind === 'customer') customerAccounts += 1;
      else houseAccounts += 1;
      bookTotals[state.currency] = (bookTotals[state.currency] ?? 0n) + stored;
      if (stored !== state.folded) {
        breaks.push({ kind: 'balance-mismatch', accountId, storedMinor: stored, foldedMinor: state.folded });
      }
      if (!accountRules(account).mayGoNegative && stored < 0n)
        breaks.push({ kind: 'negative-balance', accountId, balanceMinor: stored });
      if (accountRules(account).mayGoPositive === false && stored > 0n)
        breaks.push({ kind: 'positive-balance', accountId, balanceMinor: stored });
      // Only a wallet item counts its postings; a missing item counts none.
      const storedCount = state.storedCount ?? 0;
      if (account.kind === 'customer' && storedCount !== state.postings) {
        breaks.push({ kind: 'posting-count-mismatch', accountId, storedCount, foldedCount: state.postings });
      }
    }
    return { bookTotals, customerAccounts, houseAccounts };
  }

  /** Over the postings (each entry is written whole), so a scan sees both sides of every entry. */
  private checkGst(breaks: LedgerBreak[]): void {
    const feeRevenueMinor = this.accounts.get('house/fee-revenue')?.folded ?? 0n;
    const gstPayableMinor = this.accounts.get('house/gst-payable')?.folded ?? 0n;
    if (gstPayableMinor * 100n !== feeRevenueMinor * GST_PERCENT)
      breaks.push({ kind: 'gst-not-18-percent', feeRevenueMinor, gstPayableMinor });
  }

  private checkCustomerTotals(breaks: LedgerBreak[]): void {
    for (const name of houseAccountNames) {
      const total = accountRules(houseAccount(name)).perCustomerTotal;
      if (!total) continue;
      const accountId = `house/${name}`;
      const balanceMinor = this.accounts.get(accountId)?.stored ?? 0n;
      const totals = this.customerTotals.get(total) ?? [];
      const totalsMinor = totals.reduce((sum, each) => sum + each, 0n);
      if (balanceMinor + totalsMinor !== 0n || totals.some((each) => each < 0n))
        breaks.push({ kind: 'customer-total-drift', accountId, balanceMinor, totalsMinor });
    }
  }

  private checkWaitingRecords(breaks: LedgerBreak[]): void {
    for (const name of houseAccountNames) {
      const status = accountRules(houseAccount(name)).holdsRecordsIn;
      if (!status) continue;
      const accountId = `house/${name}`;
      const balanceMinor = this.accounts.get(accountId)?.folded ?? 0n;
      const recordsMinor = this.records
        .filter((record) => record.status === status)
        .reduce((sum, record) => sum + (record.waitingMinor ?? record.amountMinor), 0n);
      if (balanceMinor !== recordsMinor)
        breaks.push({ kind: 'waiting-records-drift', accountId, balanceMinor, recordsMinor });
    }
  }

  private checkStock(breaks: LedgerBreak[]): void {
    for (const account of stockAccountNames) {
      const stockMinor = this.stock.get(account) ?? 0n;
      const postedMinor = this.accounts.get(`house/${account}`)?.folded ?? 0n;
      if (stockMinor !== postedMinor) breaks.push({ kind: 'stock-drift', account, stockMinor, postedMinor });
    }
  }

  /**
   * A succeeded record (or a reserved withdrawal) moved its amount on its wallet (credit up, debit down);
   * a record in any other status (pending, held, returned, failed, expired) moved nothing there, whatever its entries did on
   * house accounts. An entry names a wallet once, so a credit that also paid a debt posts the two net
   * and shows two records of it: records that share an entry on a wallet are checked together, their
   * amounts summed against the postings of every entry they name there.
   */
  private checkRecords(breaks: LedgerBreak[]): void {
    const checked: AuditedRecord[] = [];
    for (const record of this.records) {
      let missing = false;
      for (const entryId of record.entryIds) {
        if (this.entryFacts.has(entryId)) continue;
        missing = true;
        breaks.push({
          kind: 'missing-reference',
          holder: `record ${record.key}`,
          missing: `entry ${entryId}`,
        });
      }
      if (!missing && !record.house) checked.push(record);
    }
    for (const group of recordsSharingEntries(checked)) {
      const [first] = group;
      if (!first) continue;
      const shownMinor = group.reduce(
        (sum, record) => sum + (statusesMovedOnWallet.includes(record.status) ? signed(record) : 0n),
        0n,
      );
      const entryIds = new Set(group.flatMap((record) => record.entryIds));
      let postedMinor = 0n;
      for (const entryId of entryIds)
        postedMinor += this.entryFacts.get(entryId)?.wallets.get(first.accountId) ?? 0n;
      if (entryIds.size === 0 && shownMinor !== 0n) {
        breaks.push({
          kind: 'record-without-entry',
          record: first.key,
          accountId: first.accountId,
          shownMinor,
        });
      } else if (postedMinor !== shownMinor) {
        breaks.push({
          kind: 'record-amount-mismatch',
          record: first.key,
          accountId: first.accountId,
          shownMinor,
          postedMinor,
        });
      }
    }
  }

  private checkEntries(breaks: LedgerBreak[]): void {
    const recordKeys = new Set(this.records.map((record) => record.key));
    const shownOn = new Set(
      this.records.flatMap((record) => record.entryIds.map((entryId) => `${entryId} ${record.accountId}`)),
    );
    for (const [entryId, entry] of this.entryFacts) {
      const holder = `entry ${entryId}`;
      for (const [accountId, amountMinor] of entry.wallets) {
        if (!shownOn.has(`${entryId} ${accountId}`))
          breaks.push({ kind: 'entry-without-record', entryId, accountId, amountMinor });
      }
      for (const key of entry.records) {
        if (!recordKeys.has(key))
          breaks.push({ kind: 'missing-reference', holder, missing: `record ${key}` });
      }
      for (const name of entry.references) {
        if (!this.references.has(name))
          breaks.push({ kind: 'missing-reference', holder, missing: `reference ${name}` });
      }
      if (entry.reverses && !this.entryFacts.has(entry.reverses))
        breaks.push({ kind: 'missing-reference', holder, missing: `entry ${entry.reverses}` });
    }
    for (const [name, entryId] of this.references) {
      if (entryId !== undefined && !this.entryFacts.has(entryId))
        breaks.push({ kind: 'missing-reference', holder: `reference ${name}`, missing: `entry ${entryId}` });
    }
  }

  private account(accountId: string, currency: Currency): AccountState {
    let state = this.accounts.get(accountId);
    if (!state) {
      state = { currency, folded: 0n, postings: 0 };
      this.accounts.set(accountId, state);
    }
    return state;
  }
}

/**
 * The records joined by the entries they name on the same wallet (a credit and the payoff its entry
 * made), each group in the order the records were read; a record naming no entry is a group of its own.
 */
function recordsSharingEntries(records: readonly AuditedRecord[]): AuditedRecord[][] {
  const parent = records.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    parent[index] = at;
    return at;
  };
  const firstNaming = new Map<string, number>();
  records.forEach((record, index) => {
    for (const entryId of record.entryIds) {
      const key = `${entryId} ${record.accountId}`;
      const other = firstNaming.get(key);
      if (other === undefined) firstNaming.set(key, index);
      else parent[root(index)] = root(other);
    }
  });
  const groups = new Map<number, AuditedRecord[]>();
  records.forEach((record, index) => {
    const group = groups.get(root(index)) ?? [];
    group.push(record);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}
