/**
 * The terms of a USDT withdrawal on TRON, as data: the limits (per withdrawal and per day in India) and
 * how the network fee is charged. A transfer takes the hot wallet's staked energy first and burns TRX
 * for the rest (and for bandwidth beyond its free allowance); the customer pays, in USDT at a TRX price
 * kept here (a fee table rather than a live TRX feed: the cost is small, and the table errs on the
 * house's side), the TRX the chain would burn plus the energy taken from the stake at a price of its own.
 */

import type { AmountLimits } from '../limits/amount-limits';

/** What the address receives, per withdrawal and per day in India: 1 to 10,000 USDT, 25,000 a day. */
export const USDT_WITHDRAWAL_LIMITS: AmountLimits = {
  currency: 'USDT',
  perRequest: { min: 1_000_000n, max: 10_000_000_000n },
  perDay: 25_000_000_000n,
};

/** USDT micro-units one TRX (1,000,000 sun) is charged at. */
export const TRX_PRICE_IN_USDT_MICRO = 300_000n;

const SUN_PER_TRX = 1_000_000n;
/** Fees are charged in whole cents of USDT, rounded up: the house pays the chain, never the customer less. */
const FEE_STEP_MICRO = 10_000n;

/**
 * Sun an energy from the house's stake is charged at: a quarter of the burn price (100 sun on mainnet),
 * for the TRX the house keeps staked to have it. A 10 USDT send to an address that never held USDT
 * (about 130,000 energy) costs about 1 USDT from the stake, 4 when it is burnt.
 */
export const STAKED_ENERGY_CHARGE_SUN = 25n;

/** The USDT the customer pays for a transfer that burns `feeSun` of TRX and takes `energyFromStake`. */
export function networkFeeInUsdt(cost: { feeSun: bigint; energyFromStake: bigint }): bigint {
  const chargedSun = cost.feeSun + cost.energyFromStake * STAKED_ENERGY_CHARGE_SUN;
  if (chargedSun <= 0n) return 0n;
  const micro = (chargedSun * TRX_PRICE_IN_USDT_MICRO + SUN_PER_TRX - 1n) / SUN_PER_TRX;
  return ((micro + FEE_STEP_MICRO - 1n) / FEE_STEP_MICRO) * FEE_STEP_MICRO;
}

/** Where the customer sees a transaction on the chain: the id is appended. */
export const MAINNET_EXPLORER_TRANSACTION_URL = 'https://tronscan.org/#/transaction/';
