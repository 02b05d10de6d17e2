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
 *   - every entry's GST is 18 % of its fee, rounded down as the quote rounds it (fee-postings.ts books
 *     every fee and GST as quoted);
 *   - no USDT withdrawal was sent to one of our deposit addresses (it would credit no one);
 *   - the whole book (every stored balance) sums to zero per currency.
 * Records and references can only be matched once everything is read, so the fold keeps a few ids and
 * amounts per entry, record and reference: a full scan's memory grows with the book. So the scan runs
 * weekly, and the table's stream checks each change as it is written (checks/stream.ts); the rules
 * themselves are checks/rules.ts, which both call, and what records, entries and references name is
 * checked in checks/record-checks.ts.
 */
import type { Currency } from '../../money';
import { parseAccountId, type StockAccountName, stockAccountNames } from '../book/accounts';
import type { TransactionKey, TransactionRecord } from '../book/transactions';
import type { LedgerBreak } from './breaks';
import { type CheckedEntry, type CheckedRecord, checkedRecord, checkedRecordKey } from './checked-items';
import type { LedgerItem } from './ledger-item';
import {
  type EntryFacts,
  entryReferenceBreaks,
  recordBreaks,
  withdrawalDestinationBreaks,
} from './record-checks';
import {
  bookBreaks,
  customerTotalAccounts,
  customerTotalBreaks,
  entryBreaks,
  sidesBreaks,
  signBreaks,
  stockBreaks,
  waitingAccounts,
  waitingContribution,
  waitingRecordsBreaks,
} from './rules';

export {
  breakIdentity,
  breakKinds,
  describeBreak,
  type LedgerBreak,
  type LedgerBreakKind,
} from './breaks';

export interface LedgerReport {
  entries: number;
  postings: number;
  customerAccounts: number;
  houseAccounts: number;
  records: number;
  /** Sum of every stored balance per currency: zero in a sound book. */
  bookTotals: Partial<Record<Currency, bigint>>;
  /**
   * What the book owes customers per currency, folded from their postings (not read from the balance
   * items the proof of reserves reads), so a published tree can be held against it.
   */
  owedToCustomers: Partial<Record<Currency, bigint>>;
  breaks: LedgerBreak[];
}

interface AccountState {
  currency: Currency;
  folded: bigint;
  postings: number;
  stored?: bigint;
  storedCount?: number;
}

export class FullScanCheck {
  private readonly accounts = new Map<string, AccountState>();
  private readonly entryFacts = new Map<string, EntryFacts>();
  private readonly records: CheckedRecord[] = [];
  private readonly references = new Map<string, string | undefined>();
  private readonly stock = new Map<StockAccountName, bigint>();
  /** Customers' running totals an account is kept by (perCustomerTotal), by total name. */
  private readonly customerTotals = new Map<string, bigint[]>();
  private readonly breaks: LedgerBreak[] = [];
  private readonly depositAddresses = new Set<string>();
  private postings = 0;

  addEntry(entry: CheckedEntry): void {
    const wallets = new Map<string, bigint>();
    for (const posting of entry.postings) {
      this.postings += 1;
      const account = this.account(posting.accountId, posting.currency);
      account.folded += posting.amountMinor;
      account.postings += 1;
      if (parseAccountId(posting.accountId).kind === 'customer')
        wallets.set(posting.accountId, (wallets.get(posting.accountId) ?? 0n) + posting.amountMinor);
    }
    this.breaks.push(...entryBreaks(entry));
    this.entryFacts.set(entry.id, {
      wallets,
      records: entry.records ?? [],
      references: entry.references ?? [],
      ...(entry.reverses ? { reverses: entry.reverses } : {}),
    });
  }

  /** Any ledger item as stored. */
  addItem(item: LedgerItem): void {
    switch (item.type) {
      case 'entry':
        this.addEntry(item.entry);
        break;
      case 'wallet':
        this.addStoredBalance(item.accountId, item.currency, item.balanceMinor, item.postingCount);
        break;
      case 'house-row':
        this.addStoredBalance(item.accountId, item.currency, item.amountMinor);
        break;
      case 'record':
        this.addRecord(item.record);
        break;
      case 'reference':
        this.addReference(item.name, item.entryId);
        break;
      case 'stock-shard':
        this.addStockShard(item.account, item.availableMinor);
        break;
      case 'customer-total':
        this.addCustomerTotal(item.total, item.totalMinor);
        break;
      case 'deposit-address':
        this.depositAddresses.add(item.address);
        break;
    }
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

  addRecord(record: CheckedRecord): void {
    this.records.push(record);
  }

  /** An entry as the ledger stores it, naming its records by their keys. */
  addStoredEntry(entry: Omit<CheckedEntry, 'records'> & { recordKeys: readonly TransactionKey[] }): void {
    const { recordKeys, ...rest } = entry;
    this.addEntry({ ...rest, records: recordKeys.map(checkedRecordKey) });
  }

  /** A transaction record as the ledger stores it. */
  addStoredRecord(record: TransactionRecord): void {
    this.addRecord(checkedRecord(record));
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
    const { bookTotals, owedToCustomers, customerAccounts, houseAccounts } = this.checkAccounts(breaks);
    this.checkStock(breaks);
    this.checkCustomerTotals(breaks);
    this.checkWaitingRecords(breaks);
    breaks.push(
      ...recordBreaks(this.records, this.entryFacts),
      ...entryReferenceBreaks(this.entryFacts, this.records, this.references),
      ...withdrawalDestinationBreaks(this.records, this.depositAddresses),
    );
    breaks.push(...bookBreaks(bookTotals));
    return {
      entries: this.entryFacts.size,
      postings: this.postings,
      customerAccounts,
      houseAccounts,
      records: this.records.length,
      bookTotals,
      owedToCustomers,
      breaks,
    };
  }

  private checkAccounts(breaks: LedgerBreak[]) {
    const bookTotals: Partial<Record<Currency, bigint>> = {};
    const owedToCustomers: Partial<Record<Currency, bigint>> = {};
    let customerAccounts = 0;
    let houseAccounts = 0;
    for (const [accountId, state] of [...this.accounts].sort(([a], [b]) => a.localeCompare(b))) {
      const stored = state.stored ?? 0n;
      const account = parseAccountId(accountId);
      if (account.kind === 'customer') {
        customerAccounts += 1;
        owedToCustomers[state.currency] = (owedToCustomers[state.currency] ?? 0n) + state.folded;
      } else houseAccounts += 1;
      bookTotals[state.currency] = (bookTotals[state.currency] ?? 0n) + stored;
      breaks.push(
        ...sidesBreaks(accountId, {
          storedMinor: stored,
          postedMinor: state.folded,
          postedCount: state.postings,
          ...(state.storedCount !== undefined ? { storedCount: state.storedCount } : {}),
        }),
        ...signBreaks(accountId, stored),
      );
    }
    return { bookTotals, owedToCustomers, customerAccounts, houseAccounts };
  }

  private checkCustomerTotals(breaks: LedgerBreak[]): void {
    for (const { accountId, total } of customerTotalAccounts) {
      const totals = this.customerTotals.get(total) ?? [];
      breaks.push(
        ...customerTotalBreaks(accountId, this.accounts.get(accountId)?.stored ?? 0n, {
          sumMinor: totals.reduce((sum, each) => sum + each, 0n),
          anyBelowZero: totals.some((each) => each < 0n),
        }),
      );
    }
  }

  private checkWaitingRecords(breaks: LedgerBreak[]): void {
    for (const account of waitingAccounts) {
      const recordsMinor = this.records.reduce(
        (sum, record) => sum + waitingContribution(account, record),
        0n,
      );
      breaks.push(
        ...waitingRecordsBreaks(
          account.accountId,
          this.accounts.get(account.accountId)?.folded ?? 0n,
          recordsMinor,
        ),
      );
    }
  }

  private checkStock(breaks: LedgerBreak[]): void {
    for (const account of stockAccountNames) {
      breaks.push(
        ...stockBreaks(
          account,
          this.stock.get(account) ?? 0n,
          this.accounts.get(`house/${account}`)?.folded ?? 0n,
        ),
      );
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
