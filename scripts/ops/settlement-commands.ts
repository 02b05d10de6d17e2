/**
 * `npm run ops -- settlements reconcile`: books every processed settlement Razorpay lists that the
 * book does not have yet (its `settlement.processed` webhook lost or late), each once by its id, and
 * says which are still on their way (created, or failed and waiting for the provider's retry).
 *
 * `settledFigures` is what `ledger reconcile` reads of them: every settlement and the lines of each.
 */
import { providerSettlementDependencies } from '../../lambdas/adapters/provider-settlement-dependencies';
import { bookListedSettlements, settlementsBetween } from '../../lambdas/domain/deposits/provider-settlement';
import { formatRupees } from '../../lambdas/domain/money';
import type { ProviderSettlement, SettlementItem } from '../../lambdas/domain/payments/provider-settlement';
import { OpsCheckFailedError } from './ops-environment';

/** Every settlement the provider lists up to now, and the lines of each (read once per day they were made). */
export async function everySettlement(): Promise<{
  settlements: ProviderSettlement[];
  items: SettlementItem[];
}> {
  const { provider } = providerSettlementDependencies();
  const settlements = await settlementsBetween(provider, new Date(0), new Date());
  const days = new Map(
    settlements.map((settlement) => [settlement.createdAt.toISOString().slice(0, 10), settlement.createdAt]),
  );
  const items = (
    await Promise.all([...days.values()].map((day) => provider.settlementItemsOfDay(day)))
  ).flat();
  return { settlements, items };
}

async function reconcile(): Promise<string> {
  const sweep = await bookListedSettlements(
    { from: new Date(0), to: new Date() },
    providerSettlementDependencies(),
  );
  const lines = [
    `Booked ${sweep.booked.length} settlement(s) the book did not have${sweep.booked.length ? ` (${sweep.booked.map((booked) => booked.id).join(', ')})` : ''}; ${sweep.alreadyRecorded} already booked.`,
    ...sweep.booked
      .filter((booked) => booked.unplacedMinor > 0n)
      .map(
        (booked) =>
          `${booked.id}: ${formatRupees(booked.unplacedMinor)} the book could not place, in suspense.`,
      ),
    ...sweep.notProcessed.map(
      (id) => `${id}: not processed yet (created, or failed and waiting to be retried).`,
    ),
  ];
  if (sweep.needsReview.length === 0) return lines.join('\n');
  throw new OpsCheckFailedError(
    [
      ...lines,
      ...sweep.needsReview.map(
        (found) =>
          `${found.id}: its lines take off ${formatRupees(-found.unplacedMinor)} more than the book knows of; nothing booked, look at it.`,
      ),
    ].join('\n'),
  );
}

export const settlementCommands: Record<string, () => Promise<string>> = { reconcile };
