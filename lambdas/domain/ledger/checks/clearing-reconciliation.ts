/**
 * Clearing accounts against the figures outside the ledger they mirror (accounts.ts, `netsTo`). A
 * clearing account runs negative by what the provider holds for us, so its balance plus the
 * provider's figure is zero when every payment the provider captured is booked once, and every refund
 * it made is booked as a return. A difference is money at the provider the book does not hold (a
 * transfer to a virtual account nobody owns, a capture never booked) or the reverse.
 */
import type { ProviderPayment } from '../../payments/payment-provider';
import {
  type HouseAccountName,
  houseAccountNames,
  houseAccounts,
  type OutsideFigure,
} from '../book/accounts';

export interface ClearingLine {
  readonly account: HouseAccountName;
  readonly figure: OutsideFigure;
  readonly balanceMinor: bigint;
  readonly outsideMinor: bigint;
  /** Balance plus figure: zero when the two agree. */
  readonly differenceMinor: bigint;
}

/** The house accounts that mirror one of the given figures. */
export function clearingAccountsFor(figures: readonly OutsideFigure[]): HouseAccountName[] {
  return houseAccountNames.filter((name) => {
    const { netsTo } = houseAccounts[name] as { netsTo?: OutsideFigure };
    return netsTo !== undefined && figures.includes(netsTo);
  });
}

export type RazorpayClearingFigure = 'razorpay-virtual-account-payments' | 'razorpay-card-payments';

/** Money on a virtual account (bank transfer or UPI, no order) or a card payment on one of our orders. */
export function razorpayFigureOf(
  payment: Pick<ProviderPayment, 'orderId' | 'method'>,
): RazorpayClearingFigure | undefined {
  if (payment.orderId !== null) return 'razorpay-card-payments';
  return payment.method === 'bank_transfer' || payment.method === 'upi'
    ? 'razorpay-virtual-account-payments'
    : undefined;
}

/**
 * What Razorpay will settle to us, from its payments: money captured on a virtual account (bank
 * transfer or UPI, no order) and card payments captured on our orders, each less the fee (GST
 * included) Razorpay keeps out of it. A payment refunded in full gives the amount back but not the
 * fee (Razorpay keeps its fee on a refunded payment), so it counts minus its fee, as the book has it:
 * clearing got the amount less the fee at capture and the whole amount back at the return. A partial
 * refund (`amount_refunded`) counts the same way for what it gave back.
 */
export function razorpayFigures(
  payments: readonly ProviderPayment[],
): Record<RazorpayClearingFigure, bigint> {
  const figures = { 'razorpay-virtual-account-payments': 0n, 'razorpay-card-payments': 0n };
  for (const payment of payments) {
    if (payment.status !== 'captured' && payment.status !== 'refunded') continue;
    // Razorpay keeps its fee on a refunded payment, in full or in part, and gives back what it refunded.
    const refunded = payment.status === 'refunded' ? payment.amount : payment.amountRefunded;
    const settled = payment.amount - (payment.fee ?? 0n) - refunded;
    const figure = razorpayFigureOf(payment);
    if (figure) figures[figure] += settled;
  }
  return figures;
}

/** Each clearing account whose outside figure is given, with how far the two are apart. */
export function reconcileClearing(
  balances: Partial<Record<HouseAccountName, bigint>>,
  figures: Partial<Record<OutsideFigure, bigint>>,
): ClearingLine[] {
  return clearingAccountsFor(Object.keys(figures) as OutsideFigure[]).map((account) => {
    const figure = (houseAccounts[account] as { netsTo: OutsideFigure }).netsTo;
    const balanceMinor = balances[account] ?? 0n;
    const outsideMinor = figures[figure] ?? 0n;
    return { account, figure, balanceMinor, outsideMinor, differenceMinor: balanceMinor + outsideMinor };
  });
}
