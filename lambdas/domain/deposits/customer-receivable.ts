/**
 * What a customer owes us after a provider refunded money they had already spent (refund-movements.ts).
 * While they owe, money may not leave their wallet (buying USDT, withdrawals), and whatever reaches it
 * pays the debt off first. Money-out being refused is what lets the payoff follow the credit as its own
 * write: nothing can take the credited money out between the two, and the payoff is keyed by the credit,
 * so running it again (a redelivered event, a retry) pays once.
 */
import { ConflictError, InsufficientFundsError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { CapReachedError } from '../ledger/movement';
import { receivableSettled } from '../ledger/refund-movements';
import { formatRupees } from '../money';

export interface CustomerReceivableDependencies {
  ledger: Pick<LedgerWriter, 'post'>;
  /** What the customer owes now (their `customer-receivable` total), paise. */
  owedBy: (userId: string) => Promise<bigint>;
  walletBalance: (userId: string) => Promise<bigint>;
}

/** Why money may not leave a wallet while its customer owes us, in words they can act on. */
export const owedReason = (owedMinor: bigint) =>
  `Your bank or our payment provider refunded ${formatRupees(owedMinor)} more than your wallet held, after you had spent it. Add money to pay it off; until then you cannot buy USDT or withdraw.`;

export class AmountOwedError extends ConflictError {}

/** Refuses money out of the wallet while the customer owes us. */
export async function assertNothingOwed(
  userId: string,
  deps: Pick<CustomerReceivableDependencies, 'owedBy'>,
): Promise<void> {
  const owed = await deps.owedBy(userId);
  if (owed > 0n) throw new AmountOwedError(owedReason(owed));
}

const ATTEMPTS = 3;

/**
 * Pays what the customer owes from their wallet, up to what it holds, once per credit. Another write
 * at the same time (a second credit paying the same debt) makes the writer refuse this one; it reads
 * again and pays what is left.
 */
export async function payOffFromWallet(
  userId: string,
  creditReference: string,
  deps: CustomerReceivableDependencies,
): Promise<bigint> {
  for (let attempt = 1; ; attempt += 1) {
    const owed = await deps.owedBy(userId);
    if (owed <= 0n) return 0n;
    const balance = await deps.walletBalance(userId);
    const amountMinor = owed < balance ? owed : balance;
    if (amountMinor <= 0n) return 0n;
    try {
      const posted = await deps.ledger.post(
        receivableSettled({ userId, amountMinor, creditReference, stillOwedMinor: owed - amountMinor }),
      );
      return posted.replayed ? 0n : amountMinor;
    } catch (error) {
      const raced = error instanceof InsufficientFundsError || error instanceof CapReachedError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
