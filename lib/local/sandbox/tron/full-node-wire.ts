/**
 * What the sandbox's full node speaks on every path that builds or takes a transaction, whatever its
 * contract (a USDT transfer, tron-full-node.ts; a stake, tron-stake-transactions.ts): addresses and hex
 * as java-tron reads and writes them, its refusals, and the checks a broadcast passes before its
 * contract is looked at: raw_data_hex is the encoding of raw_data, txID its hash, one signature by the
 * owner.
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  signerAddress,
  transactionIdOf,
  tronAccountHex,
  tronAddressFromHex,
} from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import type { TronSandboxChain } from './tron-chain';

/** TronGrid's default: a built transaction expires a minute after its reference block. */
const EXPIRATION_MS = 60_000;

export const address = z
  .string()
  .check(z.refine((text) => tronAccountHex(text) !== undefined, 'a TRON address'));
export const hexText = z.string().check(z.regex(/^([0-9a-fA-F]{2})*$/));
export const wholeNumber = z.number().check(z.int(), z.nonnegative());

/**
 * A broadcasttransaction body the sandbox takes: a signed transaction whose raw_data holds one or more
 * contracts of the type given (the handler refuses more than one), with any raw_data fields beyond
 * those every transaction has.
 */
export const signedTransactionBody = <
  Value extends z.ZodMiniType,
  Fields extends Record<string, z.ZodMiniType>,
>(
  contract: { type: string; typeUrl: string; value: Value },
  rawDataFields: Fields,
) =>
  z.looseObject({
    txID: z.string(),
    raw_data_hex: hexText,
    signature: z.array(z.string()),
    raw_data: z.looseObject({
      contract: z.array(
        z.looseObject({
          type: z.literal(contract.type),
          parameter: z.object({ type_url: z.literal(contract.typeUrl), value: contract.value }),
        }),
      ),
      ref_block_bytes: hexText,
      ref_block_hash: hexText,
      expiration: wholeNumber,
      timestamp: z.optional(wholeNumber),
      ...rawDataFields,
    }),
  });

export const hexMessage = (text: string) => Buffer.from(text, 'utf8').toString('hex');

export const base58 = (text: string) => tronAddressFromHex(text) as string;

/** Base58 for `visible` requests, 41-hex otherwise, as the node writes addresses back. */
export const written = (text: string, visible: boolean | undefined) =>
  visible ? base58(text) : `41${tronAccountHex(text)}`;

/** A full-node refusal: TRON answers 200 with a code and its message in hex. */
export const refuse = (response: ServerResponse, code: string, message: string, txid?: string) =>
  sendJson(response, 200, { code, ...(txid ? { txid } : {}), message: hexMessage(message) });

/** The request's JSON body; undefined for one that is not JSON, which the node refuses as it refuses a wrong shape. */
export function jsonBody(request: SandboxRequest): unknown {
  try {
    return request.json();
  } catch {
    return undefined;
  }
}

/** The reference block a transaction built now names (TaPoS: valid on this fork only), and its expiry. */
export function referenceToHead(chain: TronSandboxChain) {
  const head = chain.height;
  return {
    refBlockBytes: (head & 0xffff).toString(16).padStart(4, '0'),
    refBlockHash: chain.blockId(head).slice(16, 32),
    expiration: BigInt(chain.headTimestamp + EXPIRATION_MS),
  };
}

interface BuiltRawData {
  refBlockBytes: string;
  refBlockHash: string;
  expiration: bigint;
  timestamp: bigint;
  feeLimitSun?: bigint;
}

/** An unsigned transaction as the node builds it: its one contract, raw_data, the encoding and its hash. */
export function builtTransaction(
  encoded: Uint8Array,
  raw: BuiltRawData,
  contract: { type: string; typeUrl: string; value: Record<string, unknown> },
  visible: boolean | undefined,
) {
  return {
    visible: visible === true,
    txID: transactionIdOf(encoded),
    raw_data: {
      contract: [{ parameter: { value: contract.value, type_url: contract.typeUrl }, type: contract.type }],
      ref_block_bytes: raw.refBlockBytes,
      ref_block_hash: raw.refBlockHash,
      expiration: Number(raw.expiration),
      ...(raw.feeLimitSun === undefined ? {} : { fee_limit: Number(raw.feeLimitSun) }),
      timestamp: Number(raw.timestamp),
    },
    raw_data_hex: Buffer.from(encoded).toString('hex'),
  };
}

export interface SignedTransaction {
  txID: string;
  raw_data_hex: string;
  signature: string[];
}

/**
 * The id of a signed transaction whose raw_data encodes to `encoded`, once its raw_data_hex and txID
 * agree with that encoding and its one signature recovers to `owner`; otherwise the node's refusal is
 * answered and the result is undefined.
 */
export function verifiedTransactionId(
  response: ServerResponse,
  signed: SignedTransaction,
  encoded: Uint8Array,
  owner: string,
): string | undefined {
  const txId = transactionIdOf(encoded);
  if (
    Buffer.from(encoded).toString('hex') !== signed.raw_data_hex.toLowerCase() ||
    signed.txID.toLowerCase() !== txId
  ) {
    refuse(
      response,
      'OTHER_ERROR',
      'raw_data_hex is not the encoding of raw_data, or txID not its hash',
      signed.txID,
    );
    return undefined;
  }
  const signature = signed.signature[0] ?? '';
  const signer = signerAddress(txId, signature);
  if (signed.signature.length !== 1 || signer !== owner) {
    refuse(
      response,
      'SIGERROR',
      `Validate signature error: ${signature} is signed by ${signer ?? 'no key'} but it is not contained of permission.`,
      txId,
    );
    return undefined;
  }
  return txId;
}
