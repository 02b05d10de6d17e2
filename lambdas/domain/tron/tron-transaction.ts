/**
 * A TRON smart-contract call as the chain signs it. A transaction's id is the sha256 of its `raw_data`
 * serialised as protobuf (java-tron's protocol.Transaction.raw), and the signature is over that id, so
 * whoever signs must know the bytes, not trust a node's JSON: a node could show one recipient in
 * `raw_data` and hand over `raw_data_hex` paying another. This encodes the few fields a TRC20 transfer
 * uses, in field-number order as protobuf writes them:
 *
 *   raw { ref_block_bytes = 1; ref_block_hash = 4; expiration = 8; contract = 11; timestamp = 14;
 *         fee_limit = 18 }
 *   Contract { type = 1 (TriggerSmartContract = 31); parameter = 2 (google.protobuf.Any) }
 *   Any { type_url = 1; value = 2 }
 *   TriggerSmartContract { owner_address = 1; contract_address = 2; call_value = 3; data = 4 }
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { tronAccountHex } from './tron-address';

const TRIGGER_SMART_CONTRACT = 31n;
export const TRIGGER_SMART_CONTRACT_TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';
const VARINT = 0;
const LENGTH_DELIMITED = 2;
/** A TRON address on the wire: the 0x41 prefix byte and the 20-byte account id. */
const ADDRESS_PREFIX = '41';

/** What every transaction's `raw_data` carries around its one contract. */
export interface RawDataHeader {
  /** Two bytes of the reference block's number, as hex (TaPoS: the transaction is valid on that fork only). */
  refBlockBytes: string;
  /** Bytes 8…16 of the reference block's id, as hex. */
  refBlockHash: string;
  /** Milliseconds since the epoch after which no block may include it. */
  expiration: bigint;
  timestamp?: bigint;
  feeLimitSun?: bigint;
}

/** What a node's `raw_data` says of a contract call, addresses in base58 (`visible`) or 41-hex. */
export interface ContractCallRawData extends RawDataHeader {
  ownerAddress: string;
  contractAddress: string;
  /** The call data: selector and ABI-encoded arguments, as hex. */
  data: string;
  callValueSun?: bigint;
}

function varint(value: bigint): number[] {
  if (value < 0n) throw new RangeError('protobuf varints here are never negative');
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return bytes;
}

const tag = (field: number, wireType: number) => varint(BigInt((field << 3) | wireType));

export const varintField = (field: number, value: bigint | undefined): number[] =>
  value === undefined || value === 0n ? [] : [...tag(field, VARINT), ...varint(value)];

export const bytesField = (field: number, bytes: Uint8Array | number[]): number[] =>
  bytes.length === 0 ? [] : [...tag(field, LENGTH_DELIMITED), ...varint(BigInt(bytes.length)), ...bytes];

export function addressBytes(address: string): Uint8Array {
  const account = tronAccountHex(address);
  if (!account) throw new RangeError(`${address} is no TRON address`);
  return hex.decode(ADDRESS_PREFIX + account);
}

export function hexBytes(text: string, what: string): Uint8Array {
  if (!/^([0-9a-fA-F]{2})*$/.test(text)) throw new RangeError(`${what} is not hex`);
  return hex.decode(text.toLowerCase());
}

/** A contract as `raw_data` holds it: its type number, and its parameter as a google.protobuf.Any. */
export interface RawDataContract {
  type: bigint;
  typeUrl: string;
  /** The contract message's own protobuf bytes. */
  value: number[];
}

/** The protobuf bytes of a `raw_data` holding one contract: what `raw_data_hex` must be, and what the id hashes. */
export function encodeRawData(raw: RawDataHeader, contract: RawDataContract): Uint8Array {
  const any = [
    ...bytesField(1, new TextEncoder().encode(contract.typeUrl)),
    ...bytesField(2, contract.value),
  ];
  return Uint8Array.from([
    ...bytesField(1, hexBytes(raw.refBlockBytes, 'ref_block_bytes')),
    ...bytesField(4, hexBytes(raw.refBlockHash, 'ref_block_hash')),
    ...varintField(8, raw.expiration),
    ...bytesField(11, [...varintField(1, contract.type), ...bytesField(2, any)]),
    ...varintField(14, raw.timestamp),
    ...varintField(18, raw.feeLimitSun),
  ]);
}

/** The protobuf bytes of a contract call's `raw_data`. */
export function encodeContractCall(raw: ContractCallRawData): Uint8Array {
  const call = [
    ...bytesField(1, addressBytes(raw.ownerAddress)),
    ...bytesField(2, addressBytes(raw.contractAddress)),
    ...varintField(3, raw.callValueSun),
    ...bytesField(4, hexBytes(raw.data, 'data')),
  ];
  return encodeRawData(raw, {
    type: TRIGGER_SMART_CONTRACT,
    typeUrl: TRIGGER_SMART_CONTRACT_TYPE_URL,
    value: call,
  });
}

/** A transaction's id: sha256 of its raw_data bytes, as 64 lowercase hex digits. */
export const transactionIdOf = (rawData: Uint8Array): string => hex.encode(sha256(rawData));
