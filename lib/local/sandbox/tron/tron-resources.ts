/**
 * An account's energy and bandwidth on the sandbox chain, as TRON's resource model has them (Stake 2.0):
 *
 * - TRX staked for ENERGY (`wallet/freezebalancev2`) gives the account a share of the network's daily
 *   energy: EnergyLimit = staked TRX × TotalEnergyLimit / TotalEnergyWeight (all TRX staked for energy,
 *   the sandbox's accounts on top of a rest of the network of mainnet's size).
 * - Every account has 600 bytes of free bandwidth a day (freeNetLimit).
 * - Used energy and bandwidth recover linearly over 24 hours (java-tron's resource window), so an
 *   allowance used up at noon is whole again at the next noon.
 * - A transaction takes staked energy first and burns TRX at the energy price for the rest; its
 *   bandwidth comes from the free allowance when that covers the whole transaction, or is burnt whole.
 *
 * The state is a record per account inside the chain's JSON file (tron-chain.ts keeps it).
 */

/** The network's daily energy (mainnet's TotalEnergyLimit since 2023). */
export const TOTAL_ENERGY_LIMIT = 180_000_000_000n;
/** TRX staked for energy by the rest of the network: mainnet's TotalEnergyWeight in 2025. */
const REST_OF_NETWORK_ENERGY_WEIGHT_TRX = 12_774_894_240n;
/** The network's daily bandwidth and the TRX staked for it (mainnet's, as getaccountresource shows them). */
const TOTAL_NET_LIMIT = 43_200_000_000n;
const TOTAL_NET_WEIGHT_TRX = 356_260_866_660n;
/** Free bandwidth an account gets a day (mainnet's since 2020). */
export const FREE_NET_LIMIT = 600n;
/** Used resources recover linearly over this window: 28,800 blocks of 3 s. */
export const RESOURCE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** TRON stakes whole sun, at least one TRX ("frozenBalance must be greater than or equal to 1 TRX"). */
export const MINIMUM_STAKE_SUN = 1_000_000n;
const SUN_PER_TRX = 1_000_000n;

export interface AccountResources {
  /** Sun staked for energy (frozenV2 of type ENERGY), a decimal string. */
  energyStakeSun: string;
  /** Energy used as of `energyUsedAt` (chain time, ms), before recovery since. */
  energyUsed: number;
  energyUsedAt: number;
  freeNetUsed: number;
  freeNetUsedAt: number;
}

/** What a transaction took of its owner's resources and burnt, as its receipt reports it. */
export interface ResourceReceipt {
  /** Energy taken from the owner's staked allowance. */
  energyUsage: number;
  /** Sun burnt for the energy beyond it. */
  energyFee: number;
  energyUsageTotal: number;
  /** Bandwidth taken from the free allowance (bytes). */
  netUsage: number;
  /** Sun burnt for bandwidth when the allowance did not cover the transaction. */
  netFee: number;
}

export type ResourceBook = Record<string, AccountResources>;

const fresh = (): AccountResources => ({
  energyStakeSun: '0',
  energyUsed: 0,
  energyUsedAt: 0,
  freeNetUsed: 0,
  freeNetUsedAt: 0,
});

/** Usage left of `used` after recovering since `at`: linear to nothing over the window. */
export function recoveredUsage(used: number, at: number, now: number): number {
  const elapsed = Math.max(0, now - at);
  if (elapsed >= RESOURCE_WINDOW_MS) return 0;
  return Math.ceil((used * (RESOURCE_WINDOW_MS - elapsed)) / RESOURCE_WINDOW_MS);
}

export class ChainResources {
  constructor(
    private readonly book: () => ResourceBook,
    private readonly now: () => number,
  ) {}

  private of(address: string): AccountResources {
    return this.book()[address] ?? fresh();
  }

  private write(address: string, resources: AccountResources): void {
    this.book()[address] = resources;
  }

  energyStakeSun(address: string): bigint {
    return BigInt(this.of(address).energyStakeSun);
  }

  /** Every sandbox account's energy stake, in whole TRX, on top of the rest of the network's. */
  totalEnergyWeightTrx(): bigint {
    let staked = 0n;
    for (const resources of Object.values(this.book())) staked += BigInt(resources.energyStakeSun);
    return REST_OF_NETWORK_ENERGY_WEIGHT_TRX + staked / SUN_PER_TRX;
  }

  /** java-tron's energy limit: the account's share of the network's daily energy by its stake. */
  energyLimit(address: string): number {
    const stakedTrx = this.energyStakeSun(address) / SUN_PER_TRX;
    return Number((stakedTrx * TOTAL_ENERGY_LIMIT) / this.totalEnergyWeightTrx());
  }

  energyUsed(address: string): number {
    const resources = this.of(address);
    return recoveredUsage(resources.energyUsed, resources.energyUsedAt, this.now());
  }

  energyAvailable(address: string): number {
    return Math.max(0, this.energyLimit(address) - this.energyUsed(address));
  }

  freeNetUsed(address: string): number {
    const resources = this.of(address);
    return recoveredUsage(resources.freeNetUsed, resources.freeNetUsedAt, this.now());
  }

  /** Stakes sun for energy; the caller has taken it from the account's balance. */
  stakeForEnergy(address: string, sun: bigint): void {
    const resources = this.of(address);
    this.write(address, {
      ...resources,
      energyStakeSun: (BigInt(resources.energyStakeSun) + sun).toString(),
    });
  }

  /** The sun a transaction of `energy` and `bytes` would burn now, the owner's allowances first. */
  burnFor(address: string, energy: number, bytes: number, energyPriceSun: bigint, bytePriceSun: bigint) {
    const burntEnergy = Math.max(0, energy - this.energyAvailable(address));
    const netBurnt = this.freeNetUsed(address) + bytes > Number(FREE_NET_LIMIT);
    return BigInt(burntEnergy) * energyPriceSun + (netBurnt ? BigInt(bytes) * bytePriceSun : 0n);
  }

  /**
   * Runs a transaction's resource use: staked energy first, TRX burnt at `energyPriceSun` for the rest
   * (or `burnAllSun` whatever the rest, for a call that ran out of energy and burns its whole fee
   * limit); free bandwidth when it covers the transaction, else its bytes burnt.
   */
  consume(
    address: string,
    use: { energy: number; bytes: number; energyPriceSun: bigint; bytePriceSun: bigint; burnAllSun?: bigint },
  ): ResourceReceipt {
    const now = this.now();
    const resources = this.of(address);
    const fromStake = Math.min(use.energy, this.energyAvailable(address));
    const freeNetUsed = this.freeNetUsed(address);
    const netFromFree = freeNetUsed + use.bytes <= Number(FREE_NET_LIMIT);
    this.write(address, {
      ...resources,
      energyUsed: this.energyUsed(address) + fromStake,
      energyUsedAt: now,
      freeNetUsed: freeNetUsed + (netFromFree ? use.bytes : 0),
      freeNetUsedAt: netFromFree ? now : resources.freeNetUsedAt,
    });
    const energyFee = use.burnAllSun ?? BigInt(use.energy - fromStake) * use.energyPriceSun;
    return {
      energyUsage: fromStake,
      energyFee: Number(energyFee),
      energyUsageTotal: fromStake + Number(energyFee / use.energyPriceSun),
      netUsage: netFromFree ? use.bytes : 0,
      netFee: netFromFree ? 0 : Number(BigInt(use.bytes) * use.bytePriceSun),
    };
  }

  /** A forked-out transaction's resources come back: its block is no longer on the chain. */
  giveBack(address: string, receipt: ResourceReceipt): void {
    const resources = this.of(address);
    this.write(address, {
      ...resources,
      energyUsed: Math.max(0, this.energyUsed(address) - receipt.energyUsage),
      energyUsedAt: this.now(),
      freeNetUsed: Math.max(0, this.freeNetUsed(address) - receipt.netUsage),
      freeNetUsedAt: this.now(),
    });
  }

  /** `wallet/getaccountresource` for an existing account: TRON leaves out the fields that are zero. */
  accountResource(address: string) {
    const nonZero = (entries: Record<string, number | bigint>) =>
      Object.fromEntries(
        Object.entries(entries)
          .filter(([, value]) => BigInt(value) !== 0n)
          .map(([key, value]) => [key, Number(value)]),
      );
    return nonZero({
      freeNetUsed: this.freeNetUsed(address),
      freeNetLimit: FREE_NET_LIMIT,
      TotalNetLimit: TOTAL_NET_LIMIT,
      TotalNetWeight: TOTAL_NET_WEIGHT_TRX,
      EnergyUsed: this.energyUsed(address),
      EnergyLimit: this.energyLimit(address),
      TotalEnergyLimit: TOTAL_ENERGY_LIMIT,
      TotalEnergyWeight: this.totalEnergyWeightTrx(),
      tronPowerLimit: this.energyStakeSun(address) / SUN_PER_TRX,
    });
  }
}
