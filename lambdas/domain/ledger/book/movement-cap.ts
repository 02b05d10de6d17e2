/**
 * A customer's running total over a period (bank transfers credited on one day in India, say) that the
 * movement adds to in the same transaction, so two movements at once can never both pass the maximum.
 */
export interface MovementCap {
  readonly userId: string;
  readonly name:
    | 'bank-transfer-deposits'
    | 'card-deposits'
    | 'usdt-buys'
    | 'usdt-sells'
    | 'inr-withdrawals'
    | 'usdt-withdrawals'
    | 'customer-receivable'
    | 'vda-buy-consideration'
    | 'vda-sell-consideration';
  /**
   * The period the total counts in: `YYYY-MM-DD`, a day in India (`open` for what a customer owes,
   * `FY2026-27` for a financial year's consideration).
   */
  readonly period: string;
  /** Negative takes from the total, on the condition that the total stays at or above zero. */
  readonly addMinor: bigint;
  /** Absent: the movement only counts towards the total (money already taken that must be credited). */
  readonly maxMinor?: bigint;
  /**
   * The total before must be at least this: the movement was planned as past a threshold of a total
   * that only grows, so no other movement can make that decision wrong, and none need wait for it.
   */
  readonly minBeforeMinor?: bigint;
  /**
   * The total as the plan read it: the movement is refused (CapReachedError, refusals.ts) when another moved it
   * meanwhile, and planned again from what it is then. A credit pays what its customer owes from the
   * total it read, so a refund adding to the debt at the same moment cannot leave the credit in a wallet
   * while the debt stays open. With `addMinor` 0 the total is only checked, never written.
   */
  readonly asReadMinor?: bigint;
}
