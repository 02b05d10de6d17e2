/**
 * Selling USDT to the house for INR: the terms (rate spread, fee, GST, TDS, limits) the screen shows
 * before the person types, a quote the server prices and keeps for about 30 seconds, and the sell that
 * executes that quote once with the transaction PIN. Amounts are decimal strings both ways; the server
 * decides every figure.
 */
import * as z from 'zod/mini';
import { BuyOrderRequestSchema, orderLimitNames, quoteClosing, tradeNotes } from './buy-usdt';
import { limitFields } from './limits';
import { DecimalAmount, WalletTransactionSchema } from './wallets';

/** `POST /trade/sell-usdt/quotes`: the USDT to sell. */
export const SellQuoteRequestSchema = z.strictObject({
  sellUsdt: z
    .string('Enter the USDT to sell, for example "10" or "10.5"')
    .check(
      z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'Enter a USDT amount in digits, like 10 or 10.5 (at most 6 decimals)'),
    ),
});
export type SellQuoteRequest = z.infer<typeof SellQuoteRequestSchema>;

/** `POST /trade/sell-usdt/orders` (with an Idempotency-Key header): execute a quote, as a buy does. */
export const SellOrderRequestSchema = BuyOrderRequestSchema;
export type SellOrderRequest = z.infer<typeof SellOrderRequestSchema>;

/** The figures a sell's quote and its execution both carry. */
const sellFigures = {
  quoteId: z.string(),
  /** Rupees per 1 USDT the house pays: its buy rate, below the rate it sells at. */
  rateInrPerUsdt: DecimalAmount,
  usdtSold: DecimalAmount,
  /** The USDT at the rate: what the fee, GST and TDS come out of. */
  considerationInr: DecimalAmount,
  feeInr: DecimalAmount,
  gstInr: DecimalAmount,
  /**
   * TDS deducted: 1 % of the consideration net of fee and GST, once the seller's sells this financial
   * year pass the yearly threshold; zero before.
   */
  tdsInr: DecimalAmount,
  /** consideration − fee − GST − TDS: what reaches the INR wallet. */
  inrReceived: DecimalAmount,
};

export const SellQuoteSchema = z.object({
  ...sellFigures,
  /** The rate the house sells at now, which its buy rate is taken from. */
  marketRateInrPerUsdt: DecimalAmount,
  /** The law the TDS is deducted under, e.g. `s.194S`. */
  tdsSection: z.string(),
  ...quoteClosing,
});
export type SellQuote = z.infer<typeof SellQuoteSchema>;

/** The sell's limits count its consideration, with that of the caller's sells today (India time). */
export const sellLimitNames = { ...orderLimitNames, usedToday: 'soldTodayInr' } as const;

/** `GET /trade/sell-usdt/terms`: what the screen shows before the person types. */
export const SellTermsSchema = z.object({
  /** How far below the rate it sells at the house buys. */
  spreadPercent: z.string(),
  feePercent: z.string(),
  minimumFeeInr: DecimalAmount,
  gstPercent: z.string(),
  tdsPercent: z.string(),
  tdsSection: z.string(),
  quoteValidSeconds: z.number(),
  /** How far the price may fall between quote and sell before the sell is refused. */
  priceTolerancePercent: z.string(),
  limits: z.object(limitFields(sellLimitNames)),
  /**
   * TDS is deducted only once the caller's sells in a financial year (April to March, India time),
   * net of fee and GST, pass the yearly threshold: the threshold, and what they sold so far this year.
   */
  yearlyTds: z.object({
    /** `FY2026-27`. */
    financialYear: z.string(),
    thresholdInr: DecimalAmount,
    soldThisYearInr: DecimalAmount,
  }),
  ...tradeNotes,
});
export type SellTerms = z.infer<typeof SellTermsSchema>;

/** The executed sell: the figures of its quote and the two records it made (USDT debit, INR credit). */
export const SellOrderSchema = z.object({
  ...sellFigures,
  transactions: z.array(WalletTransactionSchema),
});
export type SellOrder = z.infer<typeof SellOrderSchema>;
