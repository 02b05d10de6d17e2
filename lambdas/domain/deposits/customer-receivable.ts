/**
 * What a customer owes us after a provider refunded money they had already spent (recipes/refunds.ts).
 * While they owe, money may not leave their wallet (buying USDT, withdrawals), and every credit that
 * reaches it pays the debt off in the credit's own entry (receivable-payoff.ts), so the credit and its
 * payoff are written together or not at all, and a replay of the credit pays nothing twice.
 */
import { ConflictError, ServiceFailureError } from '../errors';
import { CapReachedError } from '../ledger/book/refusals';
import { formatRupees } from '../money';

/** What the customer owes now (their `customer-receivable` total), paise. */
export type OwedBy = (userId: string) => Promise<bigint>;

/** Why money may not leave a wallet while its customer owes us, in words they can act on. */
export const owedReason = (owedMinor: bigint) =>
  `Your bank or our payment provider refunded ${formatRupees(owedMinor)} more than your wallet held, after you had spent it. Add money to pay it off; until then you cannot buy USDT or withdraw.`;

export class AmountOwedError extends ConflictError {}

/** Refuses money out of the wallet while the customer owes us. */
export async function assertNothingOwed(userId: string, deps: { owedBy: OwedBy }): Promise<void> {
  const owed = await deps.owedBy(userId);
  if (owed > 0n) throw new AmountOwedError(owedReason(owed));
}

/**
 * Each refusal means another credit or refund of the same customer was written, so a credit is refused
 * at most once per other writer at that moment; past this many the caller (the provider's retry, the
 * operator) tries again later.
 */
const ATTEMPTS = 8;

/**
 * Books a credit that pays what its customer owes in its own entry (receivable-payoff.ts): `book` is
 * given what is owed now and writes the credit planned with it. The writer refuses the credit when the
 * customer's total moved since it was read (another credit paid the same debt, a refund added to it);
 * it reads the total again and plans again. A replay of a credit booked before returns that booking,
 * its payoff with it.
 */
export async function creditPayingOwed<Booked>(
  userId: string,
  owedBy: OwedBy,
  book: (owedMinor: bigint) => Promise<Booked>,
): Promise<Booked> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await book(await owedBy(userId));
    } catch (error) {
      const raced = error instanceof CapReachedError && error.cap.name === 'customer-receivable';
      if (!raced) throw error;
      // Not a refusal of the credit: the provider's retry (or the operator's) books it later.
      if (attempt >= ATTEMPTS)
        throw new ServiceFailureError(
          'Other payments are paying the same debt. Please try again in a moment.',
        );
    }
  }
}
