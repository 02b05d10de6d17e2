/**
 * What every operator decision on money a payment brought in (a held transfer released or returned, money
 * in suspense assigned or returned) checks first and says after. Between the money arriving and the
 * decision the provider may have moved on: someone refunded the payment from its dashboard (in part or in
 * full), or it was never captured. So the payment is fetched again first, and it is acted on only while
 * the provider still holds exactly what the record holds: a refund the ledger has booked (part of a held
 * transfer, returned) is already off the record, one it has not booked yet would be credited twice.
 */
import { ConflictError } from '../errors';
import { indianDayOf } from '../india/calendar';
import { CapReachedError } from '../ledger/book/refusals';
import type { TransactionRecord } from '../ledger/book/transactions';
import type { DailyCap } from '../ledger/recipes/bank-transfers';
import { formatRupees } from '../money';
import { moneyCaptured, type PaymentProvider, type ProviderPayment } from '../payments/payment-provider';
import { ProviderRecordNotFoundError } from '../payments/provider-errors';
import { bankTransferLimits } from './bank-transfer-limits';

/**
 * What the provider reports that stops a decision on `heldMinor` of its payment, in plain words; undefined
 * when nothing does.
 */
export function paymentStanding(payment: ProviderPayment, heldMinor: bigint): string | undefined {
  if (moneyCaptured(payment) && payment.amount - payment.amountRefunded === heldMinor) return undefined;
  if (payment.amountRefunded > 0n) {
    const full = payment.refundStatus === 'full' || payment.amountRefunded >= payment.amount;
    return `the provider reports payment ${payment.id} refunded ${full ? 'in full' : 'in part'} (${formatRupees(payment.amountRefunded)} of ${formatRupees(payment.amount)}), and ${formatRupees(heldMinor)} of it is held here: its refund is booked first, by its webhook or the reconciliation (npm run ops -- deposits reconcile)`;
  }
  if (!moneyCaptured(payment))
    return `the provider reports payment ${payment.id} as ${payment.status}, not captured`;
  return `the provider reports payment ${payment.id} as ${formatRupees(payment.amount)}, and ${formatRupees(heldMinor)} of it is held here`;
}

/** Throws a ConflictError saying what the provider reports unless it holds exactly what the record does. */
export async function assertPaymentUntouched(
  paymentId: string,
  /** What the record holds of the payment. */
  heldMinor: bigint,
  /** What would be done: `released`, `returned`, `assigned`. */
  action: string,
  provider: Pick<PaymentProvider, 'fetchPayment'>,
): Promise<void> {
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof ProviderRecordNotFoundError)
      throw new ConflictError(`Not ${action}: the provider has no payment ${paymentId}.`);
    throw error;
  }
  const refusal = paymentStanding(payment, heldMinor);
  if (refusal) throw new ConflictError(`Not ${action}: ${refusal}.`);
}

/**
 * Money an operator puts into a customer's wallet (a held transfer released, money in suspense assigned)
 * counts towards the customer's bank transfers of the day it is decided, as a transfer credited that day
 * would; `decide` books it with that cap, and a decision that would pass it is refused in plain words.
 */
export async function withinDailyLimit<Decided>(
  record: TransactionRecord,
  /** `released` / `release`, `assigned` / `assign`; where the money stays (`held`, `in suspense`). */
  words: { action: string; verb: string; stays: string },
  now: Date,
  decide: (dailyCap: DailyCap) => Promise<Decided>,
): Promise<Decided> {
  const period = indianDayOf(now);
  const maxMinor = bankTransferLimits.perDay;
  try {
    return await decide({ period, maxMinor });
  } catch (error) {
    if (!(error instanceof CapReachedError && error.cap.name === 'bank-transfer-deposits')) throw error;
    throw new ConflictError(
      `Not ${words.action}: ${formatRupees(record.amountMinor)} would take the customer's bank transfers of ${period} (India) past ${formatRupees(maxMinor)}, the limit a day. It stays ${words.stays}: ${words.verb} it another day, or return it.`,
    );
  }
}

type DecisionVerbs = Partial<Record<TransactionRecord['status'], string>>;

const decidedAs: DecisionVerbs = { succeeded: 'released', returned: 'returned' };

/** Money in suspense that reached a wallet was assigned to it, not released. */
export const suspenseDecidedAs: DecisionVerbs = { succeeded: 'assigned', returned: 'returned' };

/** `released by ops-cli:asha at 2026-11-26T06:30:00.000Z`: a decision already made, as operators read it. */
export function decisionWords(record: TransactionRecord, verbs = decidedAs): string {
  const verb = verbs[record.status] ?? record.status;
  return `${verb} by ${record.decidedBy ?? 'an operator'} at ${record.updatedAt}`;
}
