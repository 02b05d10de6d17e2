/**
 * The unique name of the event that caused a movement. The ledger writes one record per reference in
 * the same transaction as the entry, on the condition that none exists, so the same event (a webhook
 * delivered twice, a UTR seen on two events, a client retrying a request) can never post twice.
 */
export type ReferenceSource =
  | 'razorpay-event'
  | 'razorpay-order'
  | 'razorpay-payment'
  | 'razorpay-refund'
  | 'razorpay-settlement'
  | 'razorpay-refund-failed'
  | 'razorpayx-payout'
  | 'utr'
  | 'tron-tx'
  | 'tron-transfer-seen'
  | 'quote'
  | 'client-request'
  | 'ops-decision'
  | 'usdt-withdrawal-outcome';

export interface ExternalReference {
  readonly source: ReferenceSource;
  readonly id: string;
}

/** A client's Idempotency-Key is only unique per customer: two customers may pick the same one. */
export const clientRequestReference = (userId: string, idempotencyKey: string): ExternalReference => ({
  source: 'client-request',
  id: `${userId}:${idempotencyKey}`,
});

/** What a ledger says of a reference: whether, and with what, it was posted. */
export interface ReferenceLookup {
  postedUnder(reference: ExternalReference): Promise<unknown>;
}

/**
 * Whether the customer's request under this Idempotency-Key already moved money: its write was carried
 * out though every answer to it was lost, or a step after it failed, so the client sent it again.
 */
export const movedUnderKey = async (ledger: ReferenceLookup, userId: string, idempotencyKey: string) =>
  (await ledger.postedUnder(clientRequestReference(userId, idempotencyKey))) !== undefined;

export const referenceName = (reference: ExternalReference) => `${reference.source}:${reference.id}`;

/**
 * Whether a movement refused because `replayedBy` was already posted is a repeat of the movement first
 * posted under it (whose references were `firstReferences`). Events and payments name one thing for
 * ever, so any movement they refuse is a repeat. A client's Idempotency-Key does not: its stored answer
 * is kept for 24 hours, while its ledger reference stays, so a key reused later for another request (a
 * new quote) reaches the ledger as a replay and must be refused as a different request, never answered
 * with the figures of the first.
 */
export function repeatsFirstMovement(
  replayedBy: ExternalReference,
  references: readonly ExternalReference[],
  firstReferences: readonly string[] | undefined,
): boolean {
  if (replayedBy.source !== 'client-request' || firstReferences === undefined) return true;
  return references.every((reference) => firstReferences.includes(referenceName(reference)));
}
