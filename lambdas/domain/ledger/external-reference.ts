/**
 * The unique name of the event that caused a movement. The ledger writes one record per reference in
 * the same transaction as the entry, on the condition that none exists, so the same event (a webhook
 * delivered twice, a UTR seen on two events, a client retrying a request) can never post twice.
 */
export type ReferenceSource =
  | 'razorpay-event'
  | 'razorpay-order'
  | 'razorpay-payment'
  | 'utr'
  | 'tron-tx'
  | 'tron-transfer-seen'
  | 'quote'
  | 'client-request'
  | 'ops-decision';

export interface ExternalReference {
  readonly source: ReferenceSource;
  readonly id: string;
}

/** A client's Idempotency-Key is only unique per customer: two customers may pick the same one. */
export const clientRequestReference = (userId: string, idempotencyKey: string): ExternalReference => ({
  source: 'client-request',
  id: `${userId}:${idempotencyKey}`,
});

export const referenceName = (reference: ExternalReference) => `${reference.source}:${reference.id}`;
