/**
 * An operator releases a held transfer to the customer's wallet: once the provider confirms the payment
 * is still captured and unrefunded (ops-decisions.ts), the money moves from held deposits to the wallet and
 * counts towards the customer's bank transfers of the day it is released, as a transfer credited that
 * day would. A transfer is decided once: of several operators at once, one releases and the others are
 * told who did and when.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/book/ledger';
import type { TransactionRecord } from '../ledger/book/transactions';
import { releaseHeldDeposit } from '../ledger/recipes/bank-transfers';
import { transitionPayingOwed } from '../ledger/recipes/receivable-payoff';
import type { PaymentProvider } from '../payments/payment-provider';
import { creditPayingOwed, type OwedBy } from './customer-receivable';
import { assertPaymentUntouched, decisionWords, withinDailyLimit } from './ops-decisions';

export interface HeldTransferReleaseDependencies {
  ledger: Pick<LedgerWriter, 'transition'>;
  provider: Pick<PaymentProvider, 'fetchPayment'>;
  now: () => Date;
  /** What the customer owes now: the release pays it off in its own entry (receivable-payoff.ts). */
  owedBy: OwedBy;
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
  await assertPaymentUntouched(transfer.providerPaymentId, transfer.amountMinor, 'released', deps.provider);
  const words = { action: 'released', verb: 'release', stays: 'held' };
  const owed = { userId: transfer.userId, creditReference: transfer.reference ?? transfer.id };
  const posted = await withinDailyLimit(transfer, words, deps.now(), (dailyCap) =>
    creditPayingOwed(transfer.userId, deps.owedBy, (owedMinor) =>
      deps.ledger.transition(
        transitionPayingOwed(releaseHeldDeposit(transfer, { ...decision, dailyCap }), { ...owed, owedMinor }),
      ),
    ),
  );
  const [stored = transfer] = posted.transactions;
  return posted.replayed ? decidedBefore(stored) : { transfer: stored, releasedNow: true };
}
