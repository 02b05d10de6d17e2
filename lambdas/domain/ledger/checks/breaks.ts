/**
 * The ledger's breaks: what each checker (the full scan, checks/full-scan.ts; the stream, checks/stream.ts)
 * can find, in plain words for operators, and what stays the same about a real one between looks.
 */

import { gstOnFee } from '../../india/gst';
import type { Currency } from '../../money';
import type { StockAccountName } from '../book/accounts';

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
  | { kind: 'gst-not-18-percent'; entryId: string; feeRevenueMinor: bigint; gstPayableMinor: bigint }
  | { kind: 'book-not-zero'; currency: Currency; sumMinor: bigint }
  /** `record` when the checker saw which withdrawal (the full scan); the stream knows the address. */
  | { kind: 'withdrawal-to-our-address'; record?: string; address: string };

export type LedgerBreakKind = LedgerBreak['kind'];

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
    'an entry whose GST is not 18 % of its fee, rounded down to the paisa as every quote rounds it',
  'book-not-zero': 'the book’s balances not summing to zero in a currency',
  'withdrawal-to-our-address':
    'a USDT withdrawal sent to one of our own deposit addresses, where it credits no one',
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
      return `entry ${found.entryId}: books ${found.gstPayableMinor} to house/gst-payable, but 18 % of the ${found.feeRevenueMinor} it books to house/fee-revenue is ${gstOnFee(found.feeRevenueMinor)}`;
    case 'book-not-zero':
      return `the book's ${found.currency} balances sum to ${found.sumMinor}, not zero`;
    case 'withdrawal-to-our-address':
      return `${found.record !== undefined ? `record ${found.record}: ` : ''}a USDT withdrawal sent to ${found.address}, one of our own deposit addresses, which credits no one`;
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
    case 'gst-not-18-percent':
      return `${found.kind}:${found.entryId}`;
    case 'book-not-zero':
      return `${found.kind}:${found.currency}`;
    case 'withdrawal-to-our-address':
      return `${found.kind}:${found.record ?? found.address}`;
  }
}
