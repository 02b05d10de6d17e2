/**
 * The terms of a USDT withdrawal on TRON, as data: the limits (per withdrawal and per day in India) and
 * how the network fee is charged. The house's hot wallet burns TRX for the energy a transfer takes;
 * the customer pays that cost in USDT, at a TRX price kept here (a fee table rather than a live TRX
 * feed: the cost is small, and the table errs on the house's side).
 */

/** USDT micro-units. */
export const USDT_WITHDRAWAL_LIMITS_MICRO = {
  minimumPerWithdrawal: 1_000_000n,
  maximumPerWithdrawal: 10_000_000_000n,
  maximumPerDay: 25_000_000_000n,
} as const;

/** USDT micro-units one TRX (1,000,000 sun) is charged at. */
export const TRX_PRICE_IN_USDT_MICRO = 300_000n;

const SUN_PER_TRX = 1_000_000n;
/** Fees are charged in whole cents of USDT, rounded up: the house pays the chain, never the customer less. */
const FEE_STEP_MICRO = 10_000n;

/** The USDT the customer pays for a transfer that burns `feeSun` of TRX. */
export function networkFeeInUsdt(feeSun: bigint): bigint {
  if (feeSun <= 0n) return 0n;
  const micro = (feeSun * TRX_PRICE_IN_USDT_MICRO + SUN_PER_TRX - 1n) / SUN_PER_TRX;
  return ((micro + FEE_STEP_MICRO - 1n) / FEE_STEP_MICRO) * FEE_STEP_MICRO;
}

/** Where the customer sees a transaction on the chain: the id is appended. */
export const MAINNET_EXPLORER_TRANSACTION_URL = 'https://tronscan.org/#/transaction/';
