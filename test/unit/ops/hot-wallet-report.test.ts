/** `ops hot-wallet` shows TRX as TRX, with its six decimals (sun), not in the USDT wallet's format. */
import { describe, expect, it } from 'vitest';
import type { HotWalletPosition } from '../../../lambdas/domain/usdt-withdrawals/hot-wallet-position';
import { hotWalletReport } from '../../../scripts/ops/hot-wallet-report';

const position = (trxSun: bigint, waitingTrxSun: bigint): HotWalletPosition => ({
  trxSun,
  usdtMicro: 1_500_000n,
  waiting: { count: 1, usdtMicro: 1_000_000n, trxSun: waitingTrxSun },
  inFlight: { count: 0, usdtMicro: 0n },
  customersUsdtMicro: 500_000n,
  canPayWaiting: trxSun >= waitingTrxSun,
  usdtShortOfAllOwedMicro: 0n,
});

describe('the hot wallet report', () => {
  it('prints an empty TRX balance as 0.000000 TRX', () => {
    expect(hotWalletReport(position(0n, 13_845_000n)).slice(0, 2)).toEqual([
      'Hot wallet on TRON: 1.50 USDT and 0.000000 TRX',
      'Waiting to be sent: 1 withdrawals, 1.00 USDT, about 13.845000 TRX of energy',
    ]);
  });

  it('prints TRX to the sun', () => {
    expect(hotWalletReport(position(100_000_001n, 1n))[0]).toBe(
      'Hot wallet on TRON: 1.50 USDT and 100.000001 TRX',
    );
  });
});
