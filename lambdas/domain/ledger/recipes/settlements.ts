/**
 * A processed settlement: the money leaves the clearing accounts (it is no longer at the provider) and
 * reaches our bank current account. Each line is taken off the clearing account its payment was
 * booked into; what the book cannot place (a payment it never booked, a line the report left out)
 * goes to suspense, money in our bank that is nobody's yet, for an operator to look at.
 */
import type { SettlementItem } from '../../payments/provider-settlement';
import { settledByItem } from '../../payments/provider-settlement';
import { houseAccount } from '../book/accounts';
import type { Movement } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry, type Posting } from '../book/journal-entry';

export type SettledClearing = 'bank-transfer-clearing' | 'card-clearing';

export const settlementReference = (settlementId: string): ExternalReference => ({
  source: 'razorpay-settlement',
  id: settlementId,
});

export interface SettlementSplit {
  readonly clearing: Readonly<Record<SettledClearing, bigint>>;
  /** Settled money the book cannot place on a clearing account. */
  readonly unplacedMinor: bigint;
}

/** Each clearing account's share of the settlement, by where each line's payment was booked. */
export function splitSettlement(
  amountMinor: bigint,
  items: readonly SettlementItem[],
  clearingOfPayment: ReadonlyMap<string, SettledClearing>,
): SettlementSplit {
  const clearing: Record<SettledClearing, bigint> = { 'bank-transfer-clearing': 0n, 'card-clearing': 0n };
  let placed = 0n;
  for (const item of items) {
    const account = item.paymentId === null ? undefined : clearingOfPayment.get(item.paymentId);
    if (!account) continue;
    clearing[account] += settledByItem(item);
    placed += settledByItem(item);
  }
  return { clearing, unplacedMinor: amountMinor - placed };
}

/**
 * The entry of a processed settlement of `amountMinor`. Booked once per settlement id. Unplaced money
 * below zero (the report takes off more than the book knows of) cannot go to suspense, which never
 * runs negative: the caller must leave that to an operator.
 */
export function settlementBooked(
  settlementId: string,
  amountMinor: bigint,
  split: SettlementSplit,
): Movement {
  if (amountMinor <= 0n) throw new RangeError('A settlement moves a positive amount');
  if (split.unplacedMinor < 0n) throw new RangeError('Unplaced settled money cannot be below zero');
  const postings: Posting[] = [
    {
      account: houseAccount('bank-transfer-clearing'),
      amountMinor: split.clearing['bank-transfer-clearing'],
    },
    { account: houseAccount('card-clearing'), amountMinor: split.clearing['card-clearing'] },
    { account: houseAccount('suspense'), amountMinor: split.unplacedMinor },
    { account: houseAccount('bank-current-account'), amountMinor: -amountMinor },
  ].filter((posting) => posting.amountMinor !== 0n);
  return {
    entry: buildJournalEntry({
      kind: 'provider-settlement',
      postings,
      memo: `Razorpay settlement ${settlementId}`,
    }),
    transactions: [],
    references: [settlementReference(settlementId)],
  };
}
