/**
 * An operator releases a held transfer to the customer's wallet: once the provider confirms the payment
 * is still captured and unrefunded (ops-decisions.ts), the money moves from held deposits to the wallet and
 * counts towards the customer's bank transfers of the day it is released, as a transfer credited that
 * day would. A transfer is decided once: of several operators at once, one releases and the others are
 * told who did and when.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { CapReachedError } from '../ledger/movement';
import { releaseHeldDeposit } from '../ledger/movements';
import type { TransactionRecord } from '../ledger/transactions';
import { formatRupees } from '../money';
import type { PaymentProvider } from '../payments/payment-provider';
import { indianDayOf } from '../trade/india-day';
import { bankTransferLimits } from './bank-transfer-limits';
import { assertPaymentUntouched, decisionWords } from './ops-decisions';

export interface HeldTransferReleaseDependencies {
  ledger: Pick<LedgerWriter, 'transition'>;
  provider: Pick<PaymentProvider, 'fetchPayment'>;
  now: () => Date;
}

export interface HeldTransferRelease {
  transfer: TransactionRecord;
  /** False when it had been released before (by this operator or another): nothing moved now. */
  releasedNow: boolean;
}

function decidedBefore(transfer: TransactionRecord): HeldTransferRelease {
  if (transfer.status === 'succeeded') return { transfer, releasedNow: false };
  throw new ConflictError(`This transfer was already ${decisionWords(transfer)}; it cannot be released.`);
}

export async function releaseHeldTransfer(
  transfer: TransactionRecord,
  decision: { decidedBy: string; reason?: string },
  deps: HeldTransferReleaseDependencies,
): Promise<HeldTransferRelease> {
  if (transfer.type !== 'bank-transfer-deposit')
    throw new ConflictError('Only a bank transfer held for review can be released.');
  if (transfer.status !== 'held') return decidedBefore(transfer);
  if (!transfer.providerPaymentId)
    throw new ConflictError(
      "Not released: this older record does not name the provider's payment, so the provider cannot be asked whether it still holds it. Check the transfer in the provider's dashboard, then return it or correct it by hand.",
    );
  await assertPaymentUntouched(transfer.providerPaymentId, 'released', deps.provider);
  const day = indianDayOf(deps.now());
  const maxMinor = bankTransferLimits.dailyMaximumMinor;
  try {
    const posted = await deps.ledger.transition(
      releaseHeldDeposit(transfer, { ...decision, dailyCap: { period: day, maxMinor } }),
    );
    const [stored = transfer] = posted.transactions;
    return posted.replayed ? decidedBefore(stored) : { transfer: stored, releasedNow: true };
  } catch (error) {
    if (!(error instanceof CapReachedError)) throw error;
    throw new ConflictError(
      `Not released: ${formatRupees(transfer.amountMinor)} would take the customer's bank transfers of ${day} (India) past ${formatRupees(maxMinor)}, the limit a day. It stays held: release it another day, or return it.`,
    );
  }
}
