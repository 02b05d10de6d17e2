/**
 * Card deposits into the INR wallet (Razorpay Orders + hosted Checkout shape). The person names the
 * amount to add; the server sets every other figure (fee, GST on the fee, the total the card is charged)
 * and creates the provider's order for that total. The browser pays on the provider's checkout page,
 * comes back with the provider's signed fields, and the API confirms them server-to-server.
 */
import * as z from 'zod/mini';
import { limitFields } from './limits';
import { DecimalAmount, TransactionIdSchema, TransactionStatusSchema } from './wallets';

/** The SPA's card-deposit screen: the provider's checkout sends the browser back here. */
export const CARD_DEPOSIT_RETURN_PATH = '/wallets/card-deposit';

/** Rupees as a person types them: `2000`, `2000.5`, `2000.50`; at most 2 decimal places. */
export const RupeeAmountSchema = z
  .string()
  .check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Give the amount in rupees, like 2000 or 2000.50'));

/** `GET /wallets/inr/card-deposits/quote?amount=`: the terms alone, or with the figures for an amount. */
export const CardDepositQuoteQuerySchema = z.strictObject({ amount: z.optional(RupeeAmountSchema) });

/** `POST /wallets/inr/card-deposits` (with an Idempotency-Key): the amount to add to the wallet. */
export const CreateCardDepositRequestSchema = z.strictObject({ amount: RupeeAmountSchema });

/** `/wallets/inr/card-deposits/{transactionId}`: a card deposit is the wallet transaction it shows as. */
export const CardDepositPathSchema = z.object({ transactionId: TransactionIdSchema });

const ProviderId = z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/, 'This is not a payment provider id'));

/**
 * `POST /wallets/inr/card-deposits/{transactionId}/confirm`: the fields the provider's checkout sent the
 * browser back with, as they came (Razorpay's names).
 */
export const ConfirmCardDepositRequestSchema = z.strictObject({
  razorpay_payment_id: ProviderId,
  razorpay_order_id: ProviderId,
  razorpay_signature: z
    .string()
    .check(z.regex(/^[0-9a-fA-F]{1,128}$/, 'The payment signature is not a hex signature')),
});
export type ConfirmCardDepositRequest = z.infer<typeof ConfirmCardDepositRequestSchema>;

/**
 * One card payment's least and most, what one customer may add by card on a day in India (IST), and
 * what the caller may still add by card today (limits.ts).
 */
export const cardDepositLimitNames = {
  minimumPerRequest: 'minimum',
  maximumPerRequest: 'maximum',
  maximumPerDay: 'dailyMaximum',
  leftToday: 'remainingToday',
} as const;

export const CardDepositTermsSchema = z.object({
  ...limitFields(cardDepositLimitNames),
  /** Our card fee, a percentage of the amount added (`2`). */
  feePercent: z.string(),
  /** GST on the fee (`18`). */
  gstPercent: z.string(),
  /** How long an order can be paid before it expires. */
  orderLifetimeMinutes: z.number(),
});

export const CardDepositFiguresSchema = z.object({
  /** What the wallet is credited. */
  amount: DecimalAmount,
  fee: DecimalAmount,
  gst: DecimalAmount,
  /** What the card is charged: amount + fee + GST. */
  total: DecimalAmount,
});
export type CardDepositFigures = z.infer<typeof CardDepositFiguresSchema>;

export const CardDepositQuoteSchema = z.object({
  terms: CardDepositTermsSchema,
  figures: z.optional(CardDepositFiguresSchema),
});
export type CardDepositQuote = z.infer<typeof CardDepositQuoteSchema>;

export const CardDepositSchema = z.object({
  ...CardDepositFiguresSchema.shape,
  id: z.string(),
  /** pending → succeeded, failed or expired (a failed payment may still be captured late). */
  status: TransactionStatusSchema,
  statusReason: z.optional(z.string()),
  orderId: z.string(),
  /** The payment id once paid: what the person quotes to their bank or to support. */
  paymentId: z.optional(z.string()),
  createdAt: z.string(),
  /** After this an unpaid order expires. */
  expiresAt: z.string(),
});
export type CardDeposit = z.infer<typeof CardDepositSchema>;

/** Where the browser goes to pay: a form to submit (POST), or the same fields as a GET URL. */
export const HostedCheckoutSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
  url: z.string(),
});
export type HostedCheckout = z.infer<typeof HostedCheckoutSchema>;

export const CreatedCardDepositSchema = z.object({
  deposit: CardDepositSchema,
  checkout: HostedCheckoutSchema,
});
export type CreatedCardDeposit = z.infer<typeof CreatedCardDepositSchema>;
