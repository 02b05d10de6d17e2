/**
 * The ledger's rules, each a pure check over figures a checker holds: the full scan folds the whole
 * book into them (checks/full-scan.ts), the stream checker its running tallies (checks/stream.ts). Stated
 * once here, so the two checkers cannot disagree on what a break is.
 */

import { gstOnFee } from '../../india/gst';
import type { Currency } from '../../money';
import {
  accountRules,
  houseAccount,
  houseAccountNames,
  parseAccountId,
  type StockAccountName,
} from '../book/accounts';
import { statusesMovedOnWallet, type TransactionStatus } from '../book/transactions';
import type { LedgerBreak } from './breaks';
import type { CheckedPosting, CheckedRecord } from './checked-items';

type CheckedEntry = { id: string; postings: readonly CheckedPosting[] };

/** An entry's postings sum to zero in every currency, and its GST is the quote's on its fee. */
export function entryBreaks(entry: CheckedEntry): LedgerBreak[] {
  const sums = new Map<Currency, bigint>();
  for (const posting of entry.postings)
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
  return [
    ...[...sums]
      .filter(([, sumMinor]) => sumMinor !== 0n)
      .map(
        ([currency, sumMinor]): LedgerBreak => ({
          kind: 'unbalanced-entry',
          entryId: entry.id,
          currency,
          sumMinor,
        }),
      ),
    ...entryGstBreaks(entry),
  ];
}

const postedTo = (entry: CheckedEntry, accountId: string) =>
  entry.postings
    .filter((posting) => posting.accountId === accountId)
    .reduce((sum, posting) => sum + posting.amountMinor, 0n);

/**
 * The GST an entry books is 18 % of the fee it books, rounded as the quote rounds it (tax/gst.ts): the
 * customer was charged that GST, so that is what is owed. Checked per entry, since each charge rounds
 * on its own and a whole book's GST sits up to a paisa an entry under 18 % of its revenue.
 */
export function entryGstBreaks(entry: CheckedEntry): LedgerBreak[] {
  const feeRevenueMinor = postedTo(entry, 'house/fee-revenue');
  const gstPayableMinor = postedTo(entry, 'house/gst-payable');
  return gstPayableMinor === gstOnFee(feeRevenueMinor)
    ? []
    : [{ kind: 'gst-not-18-percent', entryId: entry.id, feeRevenueMinor, gstPayableMinor }];
}

/** No account below zero that its rules say may not be, none above zero that may not be. */
export function signBreaks(accountId: string, balanceMinor: bigint): LedgerBreak[] {
  const rules = accountRules(parseAccountId(accountId));
  if (!rules.mayGoNegative && balanceMinor < 0n)
    return [{ kind: 'negative-balance', accountId, balanceMinor }];
  if (rules.mayGoPositive === false && balanceMinor > 0n)
    return [{ kind: 'positive-balance', accountId, balanceMinor }];
  return [];
}

/** What is stored for an account (its balance, a wallet's posting count) against what its postings say. */
export interface AccountSides {
  readonly storedMinor: bigint;
  readonly postedMinor: bigint;
  /** A wallet item's posting count; house accounts keep none. */
  readonly storedCount?: number;
  readonly postedCount: number;
}

export function sidesBreaks(accountId: string, sides: AccountSides): LedgerBreak[] {
  const breaks: LedgerBreak[] = [];
  if (sides.storedMinor !== sides.postedMinor)
    breaks.push({
      kind: 'balance-mismatch',
      accountId,
      storedMinor: sides.storedMinor,
      foldedMinor: sides.postedMinor,
    });
  // Only a wallet item counts its postings; a missing item counts none.
  const storedCount = sides.storedCount ?? 0;
  if (parseAccountId(accountId).kind === 'customer' && storedCount !== sides.postedCount)
    breaks.push({ kind: 'posting-count-mismatch', accountId, storedCount, foldedCount: sides.postedCount });
  return breaks;
}

export function stockBreaks(
  account: StockAccountName,
  stockMinor: bigint,
  postedMinor: bigint,
): LedgerBreak[] {
  return stockMinor === postedMinor ? [] : [{ kind: 'stock-drift', account, stockMinor, postedMinor }];
}

/** The house accounts kept per customer (what customers owe us), with the running total they mirror. */
export const customerTotalAccounts = houseAccountNames.flatMap((name) => {
  const total = accountRules(houseAccount(name)).perCustomerTotal;
  return total ? [{ name, accountId: `house/${name}`, total }] : [];
});

/** The account is minus its customers' totals, and no customer's total is below zero. */
export function customerTotalBreaks(
  accountId: string,
  balanceMinor: bigint,
  totals: { sumMinor: bigint; anyBelowZero: boolean },
): LedgerBreak[] {
  return balanceMinor + totals.sumMinor !== 0n || totals.anyBelowZero
    ? [{ kind: 'customer-total-drift', accountId, balanceMinor, totalsMinor: totals.sumMinor }]
    : [];
}

/** The house accounts that keep money waiting for a decision, and the records they keep it for. */
export const waitingAccounts = houseAccountNames.flatMap((name) => {
  const { holdsRecordsIn: status, holdsRecordsNetOfCharges } = accountRules(houseAccount(name));
  if (!status) return [];
  const statuses: readonly TransactionStatus[] = typeof status === 'string' ? [status] : status;
  // INR and USDT withdrawals both wait as `reserved`: each account keeps only its currency's.
  const { currency } = houseAccount(name);
  return [{ name, accountId: `house/${name}`, statuses, currency, netOfCharges: !!holdsRecordsNetOfCharges }];
});

export type WaitingAccount = (typeof waitingAccounts)[number];

/** What one record adds to a waiting account's balance: nothing unless it waits there. */
export function waitingContribution(account: WaitingAccount, record: CheckedRecord): bigint {
  if (!account.statuses.includes(record.status) || !record.accountId.endsWith(`/${account.currency}`))
    return 0n;
  return record.amountMinor - (account.netOfCharges ? (record.chargesMinor ?? 0n) : 0n);
}

export function waitingRecordsBreaks(
  accountId: string,
  balanceMinor: bigint,
  recordsMinor: bigint,
): LedgerBreak[] {
  return balanceMinor === recordsMinor
    ? []
    : [{ kind: 'waiting-records-drift', accountId, balanceMinor, recordsMinor }];
}

export function bookBreaks(bookTotals: Partial<Record<Currency, bigint>>): LedgerBreak[] {
  return (Object.entries(bookTotals) as [Currency, bigint][])
    .filter(([, sumMinor]) => sumMinor !== 0n)
    .map(([currency, sumMinor]) => ({ kind: 'book-not-zero', currency, sumMinor }));
}

/**
 * What a record says moved on its wallet: a succeeded record (or a reserved withdrawal) its amount
 * (credit up, debit down); a record in any other status (pending, held, returned, failed, expired)
 * nothing there, whatever its entries did on house accounts.
 */
export const shownOnWallet = (record: CheckedRecord): bigint =>
  statusesMovedOnWallet.includes(record.status)
    ? record.direction === 'credit'
      ? record.amountMinor
      : -record.amountMinor
    : 0n;

/** A record showing money moved that names no entry at all. */
export function recordWithoutEntryBreaks(record: CheckedRecord): LedgerBreak[] {
  const shownMinor = shownOnWallet(record);
  return record.entryIds.length === 0 && shownMinor !== 0n && !record.house
    ? [{ kind: 'record-without-entry', record: record.key, accountId: record.accountId, shownMinor }]
    : [];
}

/**
 * Where a USDT withdrawal sent (or on its way) its money, if it did: the address the hot wallet's
 * transfer goes to once it is broadcast.
 */
export const sentTo = (record: CheckedRecord): string | undefined =>
  record.destination !== undefined && (record.status === 'broadcast' || record.status === 'succeeded')
    ? record.destination
    : undefined;

/**
 * A withdrawal sent to one of our deposit addresses reached no one: the hot wallet's transfer there is
 * internal, which the chain watcher never credits. `sends` withdrawals went to `address`, which is
 * ours when `givenOut`.
 */
export function ownAddressBreaks(
  address: string,
  { givenOut, sends, record }: { givenOut: boolean; sends: number; record?: string },
): LedgerBreak[] {
  return givenOut && sends > 0
    ? [{ kind: 'withdrawal-to-our-address', address, ...(record !== undefined ? { record } : {}) }]
    : [];
}
