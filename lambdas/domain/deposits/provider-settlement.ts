/**
 * Settlements Razorpay made to our bank, booked once each by settlement id: from its
 * `settlement.processed` webhook and from the reconciliation that lists settlements (so a lost
 * webhook is found). What a webhook says is always read again from the provider's API first: a
 * signed event alone never moves money. Only a processed settlement moved money; a created or failed
 * one (failed is retried and may still be processed) moves nothing yet.
 */
import type { LedgerWriter } from '../ledger/book/ledger';
import { type SettledClearing, settlementBooked, splitSettlement } from '../ledger/recipes/settlements';
import type { ProviderSettlement, SettlementProvider } from '../payments/provider-settlement';

export interface ProviderSettlementDependencies {
  ledger: Pick<LedgerWriter, 'post'>;
  provider: Pick<SettlementProvider, 'fetchSettlement' | 'settlementItemsOfDay'>;
  /** The clearing account a provider payment was booked into (its `razorpay-payment` reference), if any. */
  clearingOfPayment: (paymentId: string) => Promise<SettledClearing | undefined>;
}

export type SettlementOutcome =
  | { status: 'booked' | 'already-recorded'; unplacedMinor: bigint }
  /** Created or failed: no money reached us yet. */
  | { status: 'not-processed' }
  /** The lines take off more than the book knows of: nothing moved, for an operator. */
  | { status: 'needs-review'; unplacedMinor: bigint };

export async function recordSettlement(
  settlementId: string,
  deps: ProviderSettlementDependencies,
): Promise<SettlementOutcome> {
  const settlement = await deps.provider.fetchSettlement(settlementId);
  return bookSettlement(settlement, deps);
}

export async function bookSettlement(
  settlement: ProviderSettlement,
  deps: ProviderSettlementDependencies,
): Promise<SettlementOutcome> {
  if (settlement.status !== 'processed' || settlement.amount <= 0n) return { status: 'not-processed' };
  const items = (await deps.provider.settlementItemsOfDay(settlement.createdAt)).filter(
    (item) => item.settlementId === settlement.id,
  );
  const paymentIds = [...new Set(items.flatMap((item) => (item.paymentId ? [item.paymentId] : [])))];
  const clearingOfPayment = new Map<string, SettledClearing>();
  for (const paymentId of paymentIds) {
    const clearing = await deps.clearingOfPayment(paymentId);
    if (clearing) clearingOfPayment.set(paymentId, clearing);
  }
  const split = splitSettlement(settlement.amount, items, clearingOfPayment);
  if (split.unplacedMinor < 0n) return { status: 'needs-review', unplacedMinor: split.unplacedMinor };
  const posted = await deps.ledger.post(settlementBooked(settlement.id, settlement.amount, split));
  return { status: posted.replayed ? 'already-recorded' : 'booked', unplacedMinor: split.unplacedMinor };
}

/** Razorpay lists at most 100 settlements a page. */
const SETTLEMENT_PAGE = 100;

/** Every settlement the provider lists in [from, to], oldest first. */
export async function settlementsBetween(
  provider: Pick<SettlementProvider, 'listSettlements'>,
  from: Date,
  to: Date,
): Promise<ProviderSettlement[]> {
  const byId = new Map<string, ProviderSettlement>();
  for (let skip = 0; ; skip += SETTLEMENT_PAGE) {
    const page = await provider.listSettlements({ from, to, count: SETTLEMENT_PAGE, skip });
    for (const settlement of page) byId.set(settlement.id, settlement);
    if (page.length < SETTLEMENT_PAGE) return [...byId.values()].reverse();
  }
}

export interface SettlementSweep {
  readonly booked: readonly { id: string; unplacedMinor: bigint }[];
  readonly alreadyRecorded: number;
  readonly notProcessed: readonly string[];
  readonly needsReview: readonly { id: string; unplacedMinor: bigint }[];
}

/**
 * Books every processed settlement in the window the webhook did not (lost, or not delivered yet):
 * each by its id, so one booked already is a replay and moves nothing.
 */
export async function bookListedSettlements(
  window: { from: Date; to: Date },
  deps: ProviderSettlementDependencies & { provider: Pick<SettlementProvider, 'listSettlements'> },
): Promise<SettlementSweep> {
  const booked: { id: string; unplacedMinor: bigint }[] = [];
  const notProcessed: string[] = [];
  const needsReview: { id: string; unplacedMinor: bigint }[] = [];
  let alreadyRecorded = 0;
  for (const settlement of await settlementsBetween(deps.provider, window.from, window.to)) {
    const outcome = await bookSettlement(settlement, deps);
    if (outcome.status === 'booked') booked.push({ id: settlement.id, unplacedMinor: outcome.unplacedMinor });
    else if (outcome.status === 'already-recorded') alreadyRecorded += 1;
    else if (outcome.status === 'not-processed') notProcessed.push(settlement.id);
    else needsReview.push({ id: settlement.id, unplacedMinor: outcome.unplacedMinor });
  }
  return { booked, alreadyRecorded, notProcessed, needsReview };
}
