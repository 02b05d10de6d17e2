/**
 * Settlements in the clearing reconciliation: clearing mirrors what the provider holds for us, which is
 * what it captured less its fees and refunds less what it already settled to our bank; the bank
 * current account mirrors the settled total. Each settled line counts against the clearing figure of
 * its payment's kind (a card payment on an order, money on a virtual account), as the provider has it.
 */
import type { ProviderPayment } from '../../payments/payment-provider';
import {
  type ProviderSettlement,
  type SettlementItem,
  settledByItem,
} from '../../payments/provider-settlement';
import type { OutsideFigure } from '../book/accounts';
import { type RazorpayClearingFigure, razorpayFigureOf } from './clearing-reconciliation';

/**
 * The clearing figures less what processed settlements took out of each, and the settled total.
 * A settled line whose payment the provider does not list (an adjustment) counts in the total only.
 */
export function figuresAfterSettlements(
  clearingFigures: Readonly<Record<RazorpayClearingFigure, bigint>>,
  settlements: readonly ProviderSettlement[],
  items: readonly SettlementItem[],
  payments: readonly ProviderPayment[],
): Partial<Record<OutsideFigure, bigint>> {
  const processed = new Set(settlements.filter((s) => s.status === 'processed').map((s) => s.id));
  const paymentsById = new Map(payments.map((payment) => [payment.id, payment]));
  const figures: Record<RazorpayClearingFigure, bigint> = { ...clearingFigures };
  let settledTotal = 0n;
  for (const settlement of settlements) if (processed.has(settlement.id)) settledTotal += settlement.amount;
  for (const item of items) {
    if (!processed.has(item.settlementId)) continue;
    const payment = item.paymentId === null ? undefined : paymentsById.get(item.paymentId);
    const figure = payment && razorpayFigureOf(payment);
    if (figure) figures[figure] -= settledByItem(item);
  }
  return { ...figures, 'razorpay-settlements': settledTotal };
}
