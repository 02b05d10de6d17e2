import { describe, expect, it } from 'vitest';
import type { HouseAccountName } from '../../../../lambdas/domain/ledger/book/accounts';
import {
  hasShortfall,
  type ReservesFigures,
  reservesPosition,
} from '../../../../lambdas/domain/proof-of-reserves/reserves-check';

/** A house that took in ₹5,000 by bank transfer and holds 1,000 USDT of its own in the hot wallet, 100 of it sold. */
const house: Partial<Record<HouseAccountName, bigint>> = {
  'bank-transfer-clearing': -5_000_00n,
  'usdt-inventory': 900_000_000n,
  'usdt-withdrawals-reserved': 10_000_000n,
};

const figures = (change: Partial<ReservesFigures> = {}): ReservesFigures => ({
  customersInrPaise: 5_000_00n,
  customersUsdtMicro: 90_000_000n,
  houseBalance: (account) => house[account] ?? 0n,
  payoutAccountPaise: 0n,
  hotWalletUsdtMicro: 1_000_000_000n,
  depositAddresses: { count: 2, usdtMicro: 0n },
  ...change,
});

describe('reserves against what customers are owed', () => {
  it('counts a clearing account by what it mirrors, and the inventory as the house’s own USDT', () => {
    const [inr, usdt] = reservesPosition(figures());
    expect(inr).toMatchObject({ owedMinor: 5_000_00n, heldMinor: 5_000_00n, surplusMinor: 0n });
    // 90 USDT in wallets and 10 reserved for a withdrawal, against 1,000 on chain less 900 unsold.
    expect(usdt).toMatchObject({ owedMinor: 100_000_000n, heldMinor: 100_000_000n, surplusMinor: 0n });
    expect(hasShortfall(reservesPosition(figures()))).toBe(false);
  });

  it('finds a shortfall of exactly what left the hot wallet', () => {
    const position = reservesPosition(figures({ hotWalletUsdtMicro: 999_999_999n }));
    expect(position[1]?.surplusMinor).toBe(-1n);
    expect(hasShortfall(position)).toBe(true);
  });

  it('counts USDT on customers’ deposit addresses and the RazorpayX balance as held', () => {
    const [inr, usdt] = reservesPosition(
      figures({
        customersUsdtMicro: 115_000_000n,
        depositAddresses: { count: 2, usdtMicro: 25_000_000n },
        payoutAccountPaise: 1_00n,
      }),
    );
    expect(usdt?.surplusMinor).toBe(0n);
    expect(inr?.surplusMinor).toBe(1_00n);
  });
});
