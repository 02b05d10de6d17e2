/**
 * Staking TRX for energy (Stake 2.0, `wallet/freezebalancev2`) as the chain signs it: the transaction's
 * `raw_data` protobuf, encoded here so the signer checks the node's `raw_data_hex` against the stake it
 * asked for (as for a transfer, tron-transaction.ts):
 *
 *   raw { ref_block_bytes = 1; ref_block_hash = 4; expiration = 8; contract = 11; timestamp = 14 }
 *   Contract { type = 1 (FreezeBalanceV2Contract = 54); parameter = 2 (google.protobuf.Any) }
 *   FreezeBalanceV2Contract { owner_address = 1; frozen_balance = 2; resource = 3 (ENERGY = 1) }
 */
import { addressBytes, bytesField, encodeRawData, type RawDataHeader, varintField } from './tron-transaction';

const FREEZE_BALANCE_V2_CONTRACT = 54n;
export const FREEZE_BALANCE_V2_TYPE_URL = 'type.googleapis.com/protocol.FreezeBalanceV2Contract';
/** protocol.ResourceCode */
const RESOURCE_CODES = { BANDWIDTH: 0n, ENERGY: 1n, TRON_POWER: 2n } as const;
export type StakedResource = keyof typeof RESOURCE_CODES;

export interface StakeRawData extends Omit<RawDataHeader, 'feeLimitSun'> {
  ownerAddress: string;
  frozenBalanceSun: bigint;
  resource: StakedResource;
}

export function encodeFreezeBalanceV2(raw: StakeRawData): Uint8Array {
  const freeze = [
    ...bytesField(1, addressBytes(raw.ownerAddress)),
    ...varintField(2, raw.frozenBalanceSun),
    ...varintField(3, RESOURCE_CODES[raw.resource]),
  ];
  return encodeRawData(raw, {
    type: FREEZE_BALANCE_V2_CONTRACT,
    typeUrl: FREEZE_BALANCE_V2_TYPE_URL,
    value: freeze,
  });
}
