/**
 * Buying USDT with INR: the terms (limits, fee, GST) the screen shows before the person types, a quote
 * the server prices and keeps for about 30 seconds, and the buy that executes that quote once with the
 * transaction PIN. Amounts are decimal strings both ways; the server decides every figure.
 */
import * as z from 'zod/mini';
import { limitFields } from './limits';
import { DecimalAmount, WalletTransactionSchema } from './wallets';

const inrAmount = z
  .string('Enter the INR to spend, for example "1000" or "1000.50"')
  .check(
    z.regex(
      /^\d{1,9}(\.\d{1,2})?$/,
      'Enter a rupee amount in digits, like 1000 or 1000.50 (at most 2 decimals)',
    ),
  );

const usdtAmount = z
  .string('Enter the USDT to receive, for example "10" or "10.5"')
  .check(
    z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'Enter a USDT amount in digits, like 10 or 10.5 (at most 6 decimals)'),
  );

/** `POST /trade/buy-usdt/quotes`: either the INR to spend (everything included) or the USDT to get. */
export const BuyQuoteRequestSchema = z.union(
  [z.strictObject({ spendInr: inrAmount }), z.strictObject({ receiveUsdt: usdtAmount })],
  'Send either spendInr or receiveUsdt, as a decimal string',
);
export type BuyQuoteRequest = z.infer<typeof BuyQuoteRequestSchema>;

/** Quote ids are ULIDs. */
export const QuoteIdSchema = z
  .string('Name the quote to buy')
  .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'This is not a quote id'));

/** `POST /trade/buy-usdt/orders` (with an Idempotency-Key header): execute a quote. */
export const BuyOrderRequestSchema = z.strictObject({
  quoteId: QuoteIdSchema,
  pin: z.string('Enter your 6-digit transaction PIN').check(z.regex(/^\d{6}$/, 'The PIN is 6 digits')),
});
export type BuyOrderRequest = z.infer<typeof BuyOrderRequestSchema>;

/** The notes under a trade's terms and each of its quotes: the tax it bears and how figures round. */
export const tradeNotes = {
  taxNote: z.string(),
  roundingNote: z.string(),
};

/**
 * A trade's limits in INR (limits.ts): one order's least and most, the most of one day (India time) and
 * what is left of it today.
 */
export const orderLimitNames = {
  minimumPerRequest: 'minimumPerOrderInr',
  maximumPerRequest: 'maximumPerOrderInr',
  maximumPerDay: 'maximumPerDayInr',
  leftToday: 'leftTodayInr',
} as const;

/** The buy's limits, with the INR the caller has spent on buys today (India time). */
export const buyLimitNames = { ...orderLimitNames, usedToday: 'spentTodayInr' } as const;

/** What every quote, buy or sell, closes with: its notes, and when it was made and runs out. */
export const quoteClosing = {
  ...tradeNotes,
  quotedAt: z.string(),
  expiresAt: z.string(),
};

export const BuyQuoteSchema = z.object({
  quoteId: z.string(),
  /** What the person typed: INR to spend or USDT to receive. */
  asked: z.enum(['spend', 'receive']),
  /** Rupees per 1 USDT. */
  rateInrPerUsdt: DecimalAmount,
  /** The INR that buys the USDT at the rate. */
  principalInr: DecimalAmount,
  feeInr: DecimalAmount,
  gstInr: DecimalAmount,
  /** principal + fee + GST: what leaves the INR wallet. */
  inrPaid: DecimalAmount,
  usdtReceived: DecimalAmount,
  /** Always zero: no TDS on a buy. */
  tdsInr: DecimalAmount,
  ...quoteClosing,
});
export type BuyQuote = z.infer<typeof BuyQuoteSchema>;

/** `GET /trade/buy-usdt/terms`: what the screen shows before the person types. */
export const BuyTermsSchema = z.object({
  feePercent: z.string(),
  minimumFeeInr: DecimalAmount,
  gstPercent: z.string(),
  quoteValidSeconds: z.number(),
  /** How far the price may rise between quote and buy before the buy is refused. */
  priceTolerancePercent: z.string(),
  limits: z.object(limitFields(buyLimitNames)),
  ...tradeNotes,
});
export type BuyTerms = z.infer<typeof BuyTermsSchema>;

/** The executed buy: the figures of its quote and the two records it made (INR debit, USDT credit). */
export const BuyOrderSchema = z.object({
  quoteId: z.string(),
  rateInrPerUsdt: DecimalAmount,
  inrPaid: DecimalAmount,
  usdtReceived: DecimalAmount,
  transactions: z.array(WalletTransactionSchema),
});
export type BuyOrder = z.infer<typeof BuyOrderSchema>;
