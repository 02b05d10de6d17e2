/**
 * What the refund webhook and the refund reconciliation count of the refunds they booked, as alarms read
 * them: money moved by a refund (a customer may now owe us), and the one case left to operators.
 */
import type { ProviderRefundOutcome } from '../domain/deposits/provider-refund';
import { countEvent } from './wallet-metrics';

const moneyMoved: readonly ProviderRefundOutcome[] = ['returned', 'partly-returned', 'refunded', 'put-back'];

export function countRefundOutcomes(recorded: Partial<Record<ProviderRefundOutcome, number>>): void {
  const moved = moneyMoved.reduce((sum, outcome) => sum + (recorded[outcome] ?? 0), 0);
  if (moved > 0) countEvent('PaymentRefundedByProvider', moved);
  if (recorded['needs-review']) countEvent('ProviderRefundUnbooked', recorded['needs-review']);
  if (recorded.unconfirmed) countEvent('ProviderEventUnconfirmed', recorded.unconfirmed);
}
