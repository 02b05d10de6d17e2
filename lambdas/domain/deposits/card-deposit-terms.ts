/**
 * The terms of adding money by card, in one place: the figures of every card deposit come from here,
 * and the card-deposit screen shows them before the person pays.
 *
 *   amount  what the wallet is credited (what the person types)
 *   fee     CARD_FEE_BASIS_POINTS of the amount: card networks and the gateway charge us about 2 % on
 *           domestic cards, so a lower fee would lose money on every deposit
 *   GST     18 % of the fee (GST is due on our fee, not on the money added), its own line
 *   total   amount + fee + GST: what the card is charged, the provider's order amount
 *
 * Integers only (paise); fee and GST are rounded down, so the house bears the fraction of a paisa.
 */
import type { CardDepositQuote } from '../../../contract/card-deposits';
import { InvalidRequestError } from '../errors';
import { formatAmount, formatRupees, parseAmount } from '../money';
import { GST_PERCENT } from '../trade/buy-terms';

export const CARD_FEE_BASIS_POINTS = 200n;

export const CARD_DEPOSIT_LIMITS_PAISE = {
  /** The minimum top-up, as for bank transfers. */
  minimum: 100_00n,
  /** One card payment; larger sums are cheaper by bank transfer (no fee). */
  maximum: 1_00_000_00n,
} as const;

/** An order not paid within this lifetime expires; a payment captured later is still credited. */
export const CARD_ORDER_LIFETIME_MS = 30 * 60_000;

export interface CardDepositFigures {
  creditMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  totalMinor: bigint;
}

const BASIS_POINTS = 10_000n;

/** The figures for an amount in rupees as typed; outside the limits is refused, naming the limit. */
export function cardDepositFigures(amount: string): CardDepositFigures {
  let creditMinor: bigint;
  try {
    creditMinor = parseAmount(amount, 'INR');
  } catch (error) {
    throw new InvalidRequestError((error as Error).message, { amount: (error as Error).message });
  }
  const { minimum, maximum } = CARD_DEPOSIT_LIMITS_PAISE;
  const outside =
    creditMinor < minimum
      ? `The least you can add by card is ${formatRupees(minimum)}.`
      : creditMinor > maximum
        ? `The most you can add by card in one payment is ${formatRupees(maximum)}.`
        : undefined;
  if (outside) throw new InvalidRequestError(outside, { amount: outside });
  const feeMinor = (creditMinor * CARD_FEE_BASIS_POINTS) / BASIS_POINTS;
  const gstMinor = (feeMinor * GST_PERCENT) / 100n;
  return { creditMinor, feeMinor, gstMinor, totalMinor: creditMinor + feeMinor + gstMinor };
}

export function figuresView(figures: CardDepositFigures) {
  return {
    amount: formatAmount(figures.creditMinor, 'INR'),
    fee: formatAmount(figures.feeMinor, 'INR'),
    gst: formatAmount(figures.gstMinor, 'INR'),
    total: formatAmount(figures.totalMinor, 'INR'),
  };
}

const percent = (basisPoints: bigint) =>
  basisPoints % 100n === 0n ? String(basisPoints / 100n) : formatAmount(basisPoints, 'INR');

/** The terms alone, or with the figures for an amount: what the screen shows before the person pays. */
export function cardDepositQuote(amount: string | undefined): CardDepositQuote {
  return {
    terms: {
      minimum: formatAmount(CARD_DEPOSIT_LIMITS_PAISE.minimum, 'INR'),
      maximum: formatAmount(CARD_DEPOSIT_LIMITS_PAISE.maximum, 'INR'),
      feePercent: percent(CARD_FEE_BASIS_POINTS),
      gstPercent: String(GST_PERCENT),
      orderLifetimeMinutes: CARD_ORDER_LIFETIME_MS / 60_000,
    },
    ...(amount === undefined ? {} : { figures: figuresView(cardDepositFigures(amount)) }),
  };
}
