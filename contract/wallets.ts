/**
 * The wallets' API: each wallet's transactions and statements. Amounts are decimal strings; no floating
 * point on the wire.
 */
import * as z from 'zod/mini';
import { PageSizeSchema } from './request-shapes';

export const DecimalAmount = z.string().check(z.regex(/^\d+\.\d+$/, 'Amount must be a decimal string'));

/** Wallets by their currency in the path, as the SPA's `/wallets/inr` screens name them. */
export const WalletCurrencySchema = z.enum(['inr', 'usdt'], 'The wallet is inr or usdt');
export type WalletCurrency = z.infer<typeof WalletCurrencySchema>;

/** `/wallets/{currency}/transactions`: whose wallet is the caller's; which wallet is the path's. */
export const WalletPathSchema = z.object({ currency: WalletCurrencySchema });

/** Transaction ids are ULIDs: 26 characters of Crockford's base 32. */
export const TransactionIdSchema = z
  .string()
  .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'This is not a transaction id'));

export const WalletTransactionPathSchema = z.object({
  currency: WalletCurrencySchema,
  transactionId: TransactionIdSchema,
});

export const DEFAULT_TRANSACTION_PAGE_SIZE = 20;

/** `?limit=&cursor=`: a page of a wallet's transactions, newest first. */
export const TransactionListQuerySchema = z.strictObject({
  limit: z.optional(PageSizeSchema),
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'This page link is not one the list gave out')),
  ),
});

/** A calendar day in India (IST), as a date input gives it. */
const IstDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD'));

/** `?from=&to=`: a statement's days, both included, counted in IST (the range rules are the domain's). */
export const StatementQuerySchema = z.strictObject({ from: IstDay, to: IstDay });
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/**
 * No wallet holds a record before this day, and the ledger's time-ordered ids cannot name an instant
 * before 1970: a statement starts here at the earliest.
 */
export const FIRST_STATEMENT_DAY = '2020-01-01';

/** A statement covers at most this many days: one financial year and a leap day. */
export const STATEMENT_MAX_DAYS = 366;

export const TransactionStatusSchema = z.enum([
  'pending',
  'succeeded',
  'failed',
  'held',
  'returned',
  'expired',
  // Money nobody's yet: only on the house's suspense records, which no customer lists.
  'unmatched',
  // A withdrawal's money has left the wallet: reserved until it is paid out or sent to the chain,
  // then broadcast while the chain confirms it.
  'reserved',
  'broadcast',
]);

export const WalletTransactionSchema = z.object({
  id: z.string(),
  currency: z.enum(['INR', 'USDT']),
  type: z.enum([
    'bank-transfer-deposit',
    'card-deposit',
    'buy-usdt',
    'sell-usdt',
    'chain-deposit',
    'provider-refund',
    'receivable-settled',
    'inr-withdrawal',
    'reversal',
    'usdt-withdrawal',
  ]),
  direction: z.enum(['credit', 'debit']),
  amount: DecimalAmount,
  fee: DecimalAmount,
  gst: DecimalAmount,
  /** TDS deducted (s.194S) from what a sell paid in; absent when none. */
  tds: z.optional(DecimalAmount),
  status: TransactionStatusSchema,
  /** Why it is held, failed or returned, in words the person can act on. */
  statusReason: z.optional(z.string()),
  /** What the person can quote to their bank or support: the UTR, the payment id, the chain tx hash. */
  reference: z.optional(z.string()),
  counterparty: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** A transaction's type in words, as the wallet screen lists it and the statement names it. */
export const transactionTypeNames: Record<WalletTransaction['type'], string> = {
  'bank-transfer-deposit': 'Bank transfer',
  'card-deposit': 'Card deposit',
  'buy-usdt': 'Buy USDT',
  'sell-usdt': 'Sell USDT',
  'chain-deposit': 'USDT deposit',
  'provider-refund': 'Refunded by the bank',
  'receivable-settled': 'Paid towards what you owe',
  'inr-withdrawal': 'Withdrawal to your bank',
  reversal: 'Reversal',
  'usdt-withdrawal': 'USDT withdrawal',
};

export const TransactionPageSchema = z.object({
  transactions: z.array(WalletTransactionSchema),
  /** Pass back as `cursor` for the next (older) page; absent on the last page. */
  cursor: z.optional(z.string()),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;
