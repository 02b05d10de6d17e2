/**
 * Card deposits: the provider's order is booked when made, the capture credits the wallet and books
 * our fee and its GST, and an order that ends without a capture is closed with nothing moved.
 */
import { customerAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import type { TransactionRecord } from '../book/transactions';
import { assertNotNegative, assertPositive } from './amount-checks';
import { clearingPostings, feePostings, type ProviderFee } from './fee-postings';

interface CardDepositFigures {
  userId: string;
  /** What the wallet is credited. The card is charged this plus the fee plus GST on the fee. */
  creditMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
}

/** A card order created with the provider: a pending record, no money moved yet. */
export function cardDepositOrdered(order: CardDepositFigures & { orderId: string }): Movement {
  assertPositive('creditMinor', order.creditMinor);
  assertNotNegative('feeMinor', order.feeMinor);
  assertNotNegative('gstMinor', order.gstMinor);
  return {
    transactions: [
      {
        userId: order.userId,
        currency: 'INR',
        type: 'card-deposit',
        direction: 'credit',
        amountMinor: order.creditMinor,
        feeMinor: order.feeMinor,
        gstMinor: order.gstMinor,
        status: 'pending',
        reference: order.orderId,
        orderId: order.orderId,
        counterparty: 'Card payment',
      },
    ],
    references: [{ source: 'razorpay-order', id: order.orderId }],
  };
}

/**
 * The payment was captured: the wallet gets the credit, the fee and its GST go to their house
 * accounts. A payment reported failed may still be captured later (late authorisation), so `failed`
 * and `expired` are states this can leave; the payment id makes it happen once whichever path reports
 * it first. The reason a failure gave is removed (or replaced by `note`): the record now says what
 * finally happened, not the declined attempt before it.
 */
export function cardDepositCaptured(
  pending: TransactionRecord,
  payment: {
    paymentId: string;
    alsoKnownAs?: readonly ExternalReference[];
    /** The customer's card credits on that day in India (CapReachedError past `maxMinor`). */
    dailyCap?: { period: string; maxMinor?: bigint };
    /** What the record should say of the credit, if anything. */
    note?: string;
    /** What the provider kept of the payment: clearing holds only what it settles. */
    providerFee?: ProviderFee;
  },
): Transition {
  const charged = pending.amountMinor + pending.feeMinor + pending.gstMinor;
  const { dailyCap } = payment;
  return {
    transaction: pending,
    from: ['pending', 'failed', 'expired'],
    to: 'succeeded',
    set: { reference: payment.paymentId, statusReason: payment.note ?? null },
    entry: buildJournalEntry({
      kind: 'card-deposit',
      postings: [
        ...clearingPostings('card-clearing', charged, payment.providerFee),
        { account: customerAccount(pending.userId, 'INR'), amountMinor: pending.amountMinor },
        ...feePostings(pending.feeMinor, pending.gstMinor),
      ],
    }),
    references: [{ source: 'razorpay-payment', id: payment.paymentId }, ...(payment.alsoKnownAs ?? [])],
    ...(dailyCap
      ? {
          caps: [
            {
              userId: pending.userId,
              name: 'card-deposits',
              period: dailyCap.period,
              addMinor: pending.amountMinor,
              ...(dailyCap.maxMinor !== undefined ? { maxMinor: dailyCap.maxMinor } : {}),
            },
          ],
        }
      : {}),
  };
}

/** A pending card deposit that failed or lapsed: no money moves, the record says why. */
export function cardDepositEnded(
  pending: TransactionRecord,
  outcome: { status: 'failed' | 'expired'; reason: string },
): Transition {
  return {
    transaction: pending,
    from: ['pending'],
    to: outcome.status,
    set: { statusReason: outcome.reason },
    references: [],
  };
}
