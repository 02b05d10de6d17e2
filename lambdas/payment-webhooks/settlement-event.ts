/**
 * A `settlement.processed` webhook: the settlement is read again from the provider's API and booked once
 * by its id (provider-settlement.ts). Money the book cannot place is counted for the alarm.
 */
import type { WebhookReceipt } from '../../contract/payment-webhooks';
import { providerSettlementDependencies } from '../adapters/provider-settlement-dependencies';
import { recordSettlement, type SettlementOutcome } from '../domain/deposits/provider-settlement';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';

const deps = providerSettlementDependencies();

/** Counts and logs a settlement booked with money to suspense, or left for operators. */
export function reportUnplaced(settlementId: string, outcome: SettlementOutcome): void {
  if (outcome.status === 'not-processed' || outcome.unplacedMinor === 0n) return;
  countEvent('SettlementUnplaced');
  logger.error('A settlement carries money the book cannot place on a clearing account', {
    settlementId,
    unplacedMinor: outcome.unplacedMinor.toString(),
    status: outcome.status,
  });
}

const receipts: Record<SettlementOutcome['status'], WebhookReceipt['status']> = {
  booked: 'settled',
  'already-recorded': 'already-recorded',
  'not-processed': 'not-settled',
  'needs-review': 'needs-review',
};

export async function recordSettlementEvent(settlementId: string): Promise<WebhookReceipt> {
  const outcome = await recordSettlement(settlementId, deps);
  reportUnplaced(settlementId, outcome);
  return { status: receipts[outcome.status] };
}
