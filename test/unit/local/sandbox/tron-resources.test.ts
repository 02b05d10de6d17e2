/**
 * The TRON sandbox's resource model on its own clock: used energy and free bandwidth come back
 * linearly over 24 hours, a transaction takes staked energy before burning TRX, and a stake refused
 * as TRON refuses it moves nothing.
 */
import { describe, expect, it } from 'vitest';
import { TronSandboxChain, TronSandboxRefusal } from '../../../../lib/local/sandbox/tron/tron-chain';
import { RESOURCE_WINDOW_MS } from '../../../../lib/local/sandbox/tron/tron-resources';

const HOUR_MS = 3_600_000;
const OWNER = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';

function chainAt(start: number) {
  let now = start;
  const chain = new TronSandboxChain(undefined, () => now);
  return { chain, advance: (ms: number) => (now += ms) };
}

const use = { bytes: 345, energyPriceSun: 100n, bytePriceSun: 1_000n };

describe('the sandbox chain’s energy and bandwidth', () => {
  it('gives energy back linearly over 24 hours', () => {
    const { chain, advance } = chainAt(1_700_000_000_000);
    chain.fundTrx(OWNER, 20_000_000_000n);
    chain.stakeForEnergy(OWNER, 10_000_000_000n);
    const limit = chain.resources.energyLimit(OWNER);
    expect(limit).toBeGreaterThan(130_285);

    const receipt = chain.resources.consume(OWNER, { ...use, energy: 130_285 });
    expect(receipt).toEqual({
      energyUsage: 130_285,
      energyFee: 0,
      energyUsageTotal: 130_285,
      netUsage: 345,
      netFee: 0,
    });
    expect(chain.resources.energyAvailable(OWNER)).toBe(limit - 130_285);
    advance(RESOURCE_WINDOW_MS / 2);
    expect(chain.resources.energyUsed(OWNER)).toBe(Math.ceil(130_285 / 2));
    expect(chain.resources.freeNetUsed(OWNER)).toBe(Math.ceil(345 / 2));
    advance(RESOURCE_WINDOW_MS / 2);
    expect(chain.resources.energyUsed(OWNER)).toBe(0);
    expect(chain.resources.energyAvailable(OWNER)).toBe(limit);
  });

  it('burns TRX for the energy beyond the stake and for bandwidth once the 600 free bytes are used', () => {
    const { chain, advance } = chainAt(1_700_000_000_000);
    chain.fundTrx(OWNER, 2_000_000_000n);
    chain.stakeForEnergy(OWNER, 1_000_000_000n);
    const limit = chain.resources.energyLimit(OWNER);

    expect(chain.transferCost(OWNER, 130_285)).toBe(BigInt(130_285 - limit) * 100n);
    const first = chain.resources.consume(OWNER, { ...use, energy: 130_285 });
    expect(first).toMatchObject({ energyUsage: limit, energyFee: (130_285 - limit) * 100, netFee: 0 });
    advance(HOUR_MS);
    const second = chain.resources.consume(OWNER, { ...use, energy: 64_285 });
    expect(second.energyUsage).toBeLessThan(limit / 10);
    expect(second.netUsage).toBe(0);
    expect(second.netFee).toBe(345_000);
  });

  it('refuses a stake under 1 TRX or over the balance, as freezebalancev2 does', () => {
    const { chain } = chainAt(1_700_000_000_000);
    chain.fundTrx(OWNER, 5_000_000n);
    expect(() => chain.stakeForEnergy(OWNER, 999_999n)).toThrow(TronSandboxRefusal);
    expect(() => chain.stakeForEnergy(OWNER, 5_000_001n)).toThrow(
      'frozenBalance must be less than or equal to accountBalance',
    );
    expect(chain.trxBalance(OWNER)).toBe(5_000_000n);
    expect(chain.resources.energyStakeSun(OWNER)).toBe(0n);
  });
});
