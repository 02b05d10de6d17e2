/**
 * One row of the tax statement per journal entry that moved a customer's money, read from the entry's
 * postings, so every kind of entry, those other parts of the product add included, falls in without a
 * rule of its own: the customer's INR and USDT are their wallets' postings, the fee is what went to
 * fee revenue and the house's rounding of it (fee-postings.ts), GST what went to GST payable, TDS what
 * went to TDS payable (s.194S: the house deducts 1 % of what it pays for the USDT it buys). Fee and GST
 * are booked as the customer was quoted and charged (fee-postings.ts), so the row carries the quote's
 * figures to the paisa.
 *
 * A USDT withdrawal's network fee waits in the reserved account with the amount until the chain has
 * spoken, so no posting of the withdrawal's own entry names it: it is the withdrawal record's fee, shown
 * in a column of its own, and the USDT quantity is what was sent (or came back) without it.
 */

import type { EntryKind } from '../ledger/book/journal-entry';
import type { TransactionRecord } from '../ledger/book/transactions';
import type { CheckedPosting } from '../ledger/checks/checked-items';
import type { Currency } from '../money';

/** A journal entry as stored: its kind stays text, so a kind this table does not know still shows. */
export interface BookedEntry {
  readonly id: string;
  readonly kind: string;
  readonly createdAt: string;
  readonly postings: readonly CheckedPosting[];
}

/** The journal entries behind a customer's records, read by id. */
export interface BookedEntryReader {
  entries(ids: readonly string[]): Promise<BookedEntry[]>;
}

/**
 * What the customer reads in the Kind column. Deposits say so first, since they are money the customer
 * brought, not a trade; a kind missing here is shown by its own name rather than left out.
 */
export const taxRowLabels: Readonly<Record<EntryKind, string>> = {
  'bank-transfer-deposit': 'Deposit: bank transfer or UPI (INR)',
  'card-deposit': 'Deposit: card (INR)',
  'chain-deposit': 'Deposit: USDT on TRON',
  'held-deposit-released': 'Deposit: bank transfer released after review (INR)',
  'suspense-assigned': 'Deposit: bank transfer matched to you (INR)',
  'buy-usdt': 'Buy USDT',
  'sell-usdt': 'Sell USDT',
  'inr-withdrawal-reserved': 'Withdrawal to your bank (INR)',
  'inr-withdrawal-paid-out': 'Withdrawal to your bank paid out (INR)',
  'inr-withdrawal-returned': 'Withdrawal to your bank returned (INR)',
  'usdt-withdrawal-reserved': 'Withdrawal of USDT on TRON',
  'usdt-withdrawal-sent': 'Withdrawal of USDT on TRON confirmed',
  'usdt-withdrawal-returned': 'Withdrawal of USDT on TRON returned',
  'provider-refund': 'Refunded by the bank',
  'provider-refund-failed': 'Refund by the bank failed, money put back',
  'receivable-settled': 'Paid towards what you owe',
  reversal: 'Reversal',
  // The house's own entries: none moves a customer's wallet, so none gives a row.
  'chain-dust': 'USDT dust kept by the house',
  'deposit-held': 'Deposit held for review (INR)',
  'held-deposit-returned': 'Held deposit returned to the sender (INR)',
  'inventory-funding': 'USDT inventory funded',
  'suspense-received': 'Money received for no one (INR)',
  'suspense-returned': 'Money for no one returned (INR)',
  'provider-settlement': 'Settlement from the payment provider (INR)',
};

// fee-rounding: books written before fees were booked as quoted kept part of the fee there.
const FEE_ACCOUNTS = new Set(['house/fee-revenue', 'house/fee-rounding']);
const GST_ACCOUNT = 'house/gst-payable';
// TDS the house bears on a buy (by the Terms) goes from tds-borne to tds-payable: nothing was deducted
// from the customer, so the two net to zero; only a sell's deduction stays.
const TDS_ACCOUNTS = new Set(['house/tds-payable', 'house/tds-borne']);

export interface TaxRow {
  readonly entryId: string;
  readonly createdAt: string;
  readonly label: string;
  /** What moved on the customer's INR wallet: positive in, negative out. */
  readonly inrMinor: bigint;
  /** USDT in (positive) or out (negative), without the network fee: the wallet moved this less it. */
  readonly usdtMinor: bigint;
  /** The TRON network fee the customer paid in USDT (negative when a returned withdrawal gave it back). */
  readonly networkFeeUsdtMinor: bigint;
  readonly feeMinor: bigint;
  readonly gstMinor: bigint;
  readonly tdsMinor: bigint;
}

const sumOf = (postings: readonly CheckedPosting[], counts: (posting: CheckedPosting) => boolean) =>
  postings.filter(counts).reduce((sum, posting) => sum + posting.amountMinor, 0n);

/** A USDT withdrawal's network fee, as its record keeps it, on an entry that moved it with the amount. */
function networkFeeOn(walletUsdtMinor: bigint, withdrawal: TransactionRecord | undefined): bigint {
  if (withdrawal?.type !== 'usdt-withdrawal' || walletUsdtMinor === 0n) return 0n;
  // Out of the wallet with the amount when reserved, back into it with the amount when returned.
  return walletUsdtMinor < 0n ? withdrawal.feeMinor : -withdrawal.feeMinor;
}

/**
 * The entry as the customer's row, or undefined when it moved none of their money (a transfer held).
 * `record` is the customer's USDT record naming the entry, where it has one.
 */
export function taxRowOf(entry: BookedEntry, userId: string, record?: TransactionRecord): TaxRow | undefined {
  const wallet = (currency: Currency) => `customer/${userId}/${currency}`;
  const touchesCustomer = entry.postings.some(
    (posting) => posting.accountId === wallet('INR') || posting.accountId === wallet('USDT'),
  );
  if (!touchesCustomer) return undefined;
  const walletUsdtMinor = sumOf(entry.postings, (posting) => posting.accountId === wallet('USDT'));
  const networkFeeUsdtMinor = networkFeeOn(walletUsdtMinor, record);
  return {
    entryId: entry.id,
    createdAt: entry.createdAt,
    label: Object.hasOwn(taxRowLabels, entry.kind) ? taxRowLabels[entry.kind as EntryKind] : entry.kind,
    inrMinor: sumOf(entry.postings, (posting) => posting.accountId === wallet('INR')),
    usdtMinor: walletUsdtMinor + networkFeeUsdtMinor,
    networkFeeUsdtMinor,
    feeMinor: sumOf(entry.postings, (posting) => FEE_ACCOUNTS.has(posting.accountId)),
    gstMinor: sumOf(entry.postings, (posting) => posting.accountId === GST_ACCOUNT),
    tdsMinor: sumOf(entry.postings, (posting) => TDS_ACCOUNTS.has(posting.accountId)),
  };
}
