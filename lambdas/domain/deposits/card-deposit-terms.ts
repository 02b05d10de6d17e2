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
 * The amount added counts towards a daily limit per customer (CARD_DEPOSIT_LIMITS.perDay):
 * checked before the order is created, and counted when the payment is credited.
 *
 * Integers only (paise); fee and GST are rounded down, so the house bears the fraction of a paisa.
 */
import { type CardDepositQuote, cardDepositLimitNames } from '../../../contract/card-deposits';
import { namedLimits } from '../../../contract/limits';
import { GST_PERCENT, gstOnFee } from '../india/gst';
import {
  type AmountLimits,
  AmountRefusedError,
  assertWithinLimits,
  type LimitRefusals,
} from '../limits/amount-limits';
import { limitsView } from '../limits/limits-view';
import { formatAmount, formatRupees, parseAmount } from '../money';

export const CARD_FEE_BASIS_POINTS = 200n;

/**
 * One card payment is from the minimum top-up (as for bank transfers) up to ₹1,00,000: larger
 * sums are cheaper by bank transfer (no fee). Per day is what one customer may add by card on a day in
 * India (IST), the day the person sees, as bank transfers are capped: card money is the quickest to move
 * on, so a stolen card or a taken-over account can put through at most this much a day.
 */
export const CARD_DEPOSIT_LIMITS: AmountLimits = {
  currency: 'INR',
  perRequest: { min: 100_00n, max: 1_00_000_00n },
  perDay: 2_00_000_00n,
};

export const cardDepositLimitRefusals: LimitRefusals = {
  belowMinimum: (min) => `The least you can add by card is ${formatRupees(min)}.`,
  aboveMaximum: (max) => `The most you can add by card in one payment is ${formatRupees(max)}.`,
  pastDailyLimit: (perDay, leftToday) =>
    leftToday === 0n
      ? `You have added ${formatRupees(perDay)} by card today, the most for one day. Add more tomorrow, or by bank transfer.`
      : `You can add ${formatRupees(perDay)} by card a day; ${formatRupees(leftToday)} more today.`,
};

/** An order not paid within this lifetime expires; a payment captured later is still credited. */
export const CARD_ORDER_LIFETIME_MS = 30 * 60_000;

/**
 * How long a card deposit that failed or expired is still checked with the provider: a bank may
 * authorise a payment after reporting it failed (Razorpay's late authorisation), and a person may pay
 * an order after we expired it (the provider's order stays payable). Such payments come within days;
 * past this window the record is final (a capture the webhook still reports is credited all the same).
 */
export const LATE_CAPTURE_WINDOW_MS = 3 * 24 * 60 * 60_000;

/** The day's card total a deposit counts towards (CAP#card-deposits#<day>). */
export const CARD_DEPOSIT_DAILY_CAP = 'card-deposits';

export interface CardDepositFigures {
  creditMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  totalMinor: bigint;
}

const BASIS_POINTS = 10_000n;

/**
 * The figures for an amount in rupees as typed; outside the limits is refused, naming the limit. With
 * `creditedToday` (the customer's card credits today), an amount past the day's limit is refused too.
 */
export function cardDepositFigures(amount: string, creditedToday = 0n): CardDepositFigures {
  let creditMinor: bigint;
  try {
    creditMinor = parseAmount(amount, 'INR');
  } catch (error) {
    throw new AmountRefusedError('amount', (error as Error).message);
  }
  assertWithinLimits(
    { limits: CARD_DEPOSIT_LIMITS, refusals: cardDepositLimitRefusals, field: 'amount' },
    creditMinor,
    { today: creditedToday },
  );
  const feeMinor = (creditMinor * CARD_FEE_BASIS_POINTS) / BASIS_POINTS;
  const gstMinor = gstOnFee(feeMinor);
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

/**
 * The terms alone, or with the figures for an amount: what the screen shows before the person pays.
 * `creditedToday` is what the customer has added by card today, so the day's room is shown too.
 */
export function cardDepositQuote(amount: string | undefined, creditedToday: bigint): CardDepositQuote {
  return {
    terms: {
      ...namedLimits(limitsView(CARD_DEPOSIT_LIMITS, creditedToday), cardDepositLimitNames),
      feePercent: percent(CARD_FEE_BASIS_POINTS),
      gstPercent: String(GST_PERCENT),
      orderLifetimeMinutes: CARD_ORDER_LIFETIME_MS / 60_000,
    },
    ...(amount === undefined ? {} : { figures: figuresView(cardDepositFigures(amount, creditedToday)) }),
  };
}
