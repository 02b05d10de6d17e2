/**
 * What customers paid in network fees for the USDT withdrawals sent, against what the chain charged the
 * house for them: the TRX burnt (each final transaction's receipt: energy beyond the stake, bandwidth
 * beyond the allowance) and the energy taken from the stake, with the TRX at the fee table's price.
 */
import type { TransactionRecord } from '../ledger/book/transactions';
import { TRX_PRICE_IN_USDT_MICRO } from './withdrawal-terms';

const SUN_PER_TRX = 1_000_000n;

/** What a final transaction took from the stake and burnt, from its receipt (sun). */
export interface ChargedOnChain {
  energyFromStake: bigint;
  burntSun: bigint;
}

export interface NetworkFeeAccount {
  sends: number;
  /** Network fees customers paid, USDT micro-units. */
  paidMicro: bigint;
  burntSun: bigint;
  /** The TRX burnt at the fee table's price, USDT micro-units (rounded up). */
  burntInUsdtMicro: bigint;
  energyFromStake: bigint;
  /** Sends whose transaction the chain does not show as final (not counted in the chain's figures). */
  unread: number;
}

export function networkFeeAccount(
  sends: readonly { record: TransactionRecord; charged: ChargedOnChain | undefined }[],
): NetworkFeeAccount {
  let paidMicro = 0n;
  let burntSun = 0n;
  let energyFromStake = 0n;
  let unread = 0;
  for (const { record, charged } of sends) {
    paidMicro += record.feeMinor;
    if (!charged) {
      unread += 1;
      continue;
    }
    burntSun += charged.burntSun;
    energyFromStake += charged.energyFromStake;
  }
  return {
    sends: sends.length,
    paidMicro,
    burntSun,
    burntInUsdtMicro: (burntSun * TRX_PRICE_IN_USDT_MICRO + SUN_PER_TRX - 1n) / SUN_PER_TRX,
    energyFromStake,
    unread,
  };
}
