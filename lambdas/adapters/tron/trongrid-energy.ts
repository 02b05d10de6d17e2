/**
 * The hot wallet's energy and bandwidth, and what a sent transaction took of them, over TronGrid's
 * full-node API (java-tron's HTTP shapes):
 *
 *   POST /wallet/getaccount           frozenV2: the TRX staked, by resource (Stake 2.0)
 *   POST /wallet/getaccountresource   EnergyLimit (daily energy from TRX staked for ENERGY, Stake 2.0),
 *        EnergyUsed (what is still recovering, linearly over 24 hours), freeNetLimit/freeNetUsed (600
 *        free bytes a day), NetLimit/NetUsed (staked bandwidth); zero fields are left out, {} for no account
 *   POST /walletsolidity/gettransactioninfobyid   a final transaction's receipt: energy_usage (from the
 *        stake), energy_fee (sun burnt for the rest), net_usage, net_fee (sun burnt for bandwidth)
 *
 * A transfer takes staked energy first and burns TRX at the energy price for the rest; its bandwidth
 * comes from the staked allowance, else the free one, when that covers the whole transaction, or is burnt
 * whole.
 */
import * as z from 'zod/mini';
import { parseTronGrid, type TronGridOptions, tronGridClient } from './trongrid-client';

const count = z.optional(z.number().check(z.int(), z.nonnegative()));

export const accountResource = z.looseObject({
  freeNetUsed: count,
  freeNetLimit: count,
  NetUsed: count,
  NetLimit: count,
  EnergyUsed: count,
  EnergyLimit: count,
});

/** `POST /wallet/getaccount`: Stake 2.0's frozenV2, one entry a resource (bandwidth's has no type). */
const stakedAccount = z.looseObject({
  frozenV2: z.optional(z.array(z.looseObject({ type: z.optional(z.string()), amount: count }))),
});

const finalReceipt = z.looseObject({
  id: z.optional(z.string()),
  receipt: z.optional(
    z.looseObject({ energy_usage: count, energy_fee: count, net_usage: count, net_fee: count }),
  ),
});

export interface AccountEnergy {
  /** Sun staked for ENERGY. */
  energyStakeSun: bigint;
  /** Energy the stake gives a day. */
  energyLimit: bigint;
  /** Energy usable now: the limit less what is still recovering. */
  energyAvailable: bigint;
  /** Bandwidth usable now (bytes), from the stake and the free allowance: a transaction takes either whole. */
  stakedBandwidthAvailable: bigint;
  freeBandwidthAvailable: bigint;
}

/** What a final transaction took from the stake and burnt, from its receipt. */
export interface TransactionCost {
  energyFromStake: bigint;
  energyFeeSun: bigint;
  netFeeSun: bigint;
  burntSun: bigint;
}

const left = (limit: number | undefined, used: number | undefined) =>
  BigInt(Math.max(0, (limit ?? 0) - (used ?? 0)));

export function tronGridEnergy(options: TronGridOptions) {
  const client = tronGridClient(options);
  return {
    async accountEnergy(address: string): Promise<AccountEnergy> {
      const [resourceAnswer, accountAnswer] = await Promise.all([
        client.post('/wallet/getaccountresource', { address, visible: true }),
        client.post('/wallet/getaccount', { address, visible: true }),
      ]);
      const resource = parseTronGrid(accountResource, resourceAnswer, 'The account’s resources');
      const account = parseTronGrid(stakedAccount, accountAnswer, 'The account');
      const energyStake = account.frozenV2?.find((entry) => entry.type === 'ENERGY')?.amount ?? 0;
      return {
        energyStakeSun: BigInt(energyStake),
        energyLimit: BigInt(resource.EnergyLimit ?? 0),
        energyAvailable: left(resource.EnergyLimit, resource.EnergyUsed),
        stakedBandwidthAvailable: left(resource.NetLimit, resource.NetUsed),
        freeBandwidthAvailable: left(resource.freeNetLimit, resource.freeNetUsed),
      };
    },

    /** undefined until the transaction is in a solidified block. */
    async transactionCost(transactionId: string): Promise<TransactionCost | undefined> {
      const info = parseTronGrid(
        finalReceipt,
        await client.post('/walletsolidity/gettransactioninfobyid', { value: transactionId }),
        'The transaction info',
      );
      if (info.id === undefined) return undefined;
      const energyFeeSun = BigInt(info.receipt?.energy_fee ?? 0);
      const netFeeSun = BigInt(info.receipt?.net_fee ?? 0);
      return {
        energyFromStake: BigInt(info.receipt?.energy_usage ?? 0),
        energyFeeSun,
        netFeeSun,
        burntSun: energyFeeSun + netFeeSun,
      };
    },
  };
}

/**
 * What a transfer of `energy` and `bytes` would burn now given the account's resources: the energy the
 * stake does not cover at the energy price, and the bytes at their price unless the allowance covers
 * them all.
 */
export function burntFor(
  resources: AccountEnergy,
  use: { energy: bigint; bytes: bigint; energySun: bigint; bandwidthByteSun: bigint },
) {
  const energyFromStake = use.energy < resources.energyAvailable ? use.energy : resources.energyAvailable;
  const covered =
    resources.stakedBandwidthAvailable >= use.bytes || resources.freeBandwidthAvailable >= use.bytes;
  const bandwidthSun = covered ? 0n : use.bytes * use.bandwidthByteSun;
  return { energyFromStake, feeSun: (use.energy - energyFromStake) * use.energySun + bandwidthSun };
}
