/**
 * Stake 2.0's freezebalancev2 on the sandbox's full node, as java-tron answers it:
 *
 *   POST /wallet/freezebalancev2 { owner_address, frozen_balance, resource?, visible? }   the unsigned
 *        FreezeBalanceV2Contract transaction (raw_data, raw_data_hex, txID), or { Error } for an
 *        account that does not exist, less than 1 TRX, more than the balance, a resource other than ENERGY
 *   POST /wallet/broadcasttransaction with a FreezeBalanceV2Contract   checked as a transfer is (raw_data_hex
 *        the encoding of raw_data, txID its hash, signed by the owner, not expired, not a repeat); the
 *        stake counts at once rather than with the next block
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { encodeFreezeBalanceV2, FREEZE_BALANCE_V2_TYPE_URL } from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import {
  address,
  base58,
  builtTransaction,
  jsonBody,
  referenceToHead,
  refuse,
  signedTransactionBody,
  verifiedTransactionId,
  written,
} from './full-node-wire';
import { type TronSandboxChain, TronSandboxRefusal } from './tron-chain';

const VALIDATE = 'class org.tron.core.exception.ContractValidateException';

const sun = z.number().check(z.int());

const freezeRequest = z.object({
  owner_address: address,
  frozen_balance: sun,
  resource: z.optional(z.string()),
  Permission_id: z.optional(z.number()),
  visible: z.optional(z.boolean()),
});

const freezeValue = z.object({
  owner_address: address,
  frozen_balance: sun,
  resource: z.optional(z.string()),
});

const stakeBroadcast = signedTransactionBody(
  { type: 'FreezeBalanceV2Contract', typeUrl: FREEZE_BALANCE_V2_TYPE_URL, value: freezeValue },
  {},
);

/** What java-tron's validation says of a stake, or undefined when it would pass. */
function stakeRefusal(chain: TronSandboxChain, owner: string, frozenSun: number, resource: string) {
  if (chain.trxBalance(owner) === 0n && chain.resources.energyStakeSun(owner) === 0n)
    return `Account[${written(owner, false)}] not exists`;
  if (resource !== 'ENERGY') return 'the sandbox stakes for ENERGY only';
  if (frozenSun <= 0) return 'frozenBalance must be positive';
  if (frozenSun < 1_000_000) return 'frozenBalance must be greater than or equal to 1 TRX';
  if (BigInt(frozenSun) > chain.trxBalance(owner))
    return 'frozenBalance must be less than or equal to accountBalance';
  return undefined;
}

function build(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const parsed = freezeRequest.safeParse(jsonBody(request));
  if (!parsed.success)
    return sendJson(response, 200, {
      Error: 'class org.tron.json.JSONException : owner_address, frozen_balance',
    });
  const call = parsed.data;
  const resource = call.resource ?? 'BANDWIDTH';
  const owner = base58(call.owner_address);
  const refusal = stakeRefusal(chain, owner, call.frozen_balance, resource);
  if (refusal) return sendJson(response, 200, { Error: `${VALIDATE} : ${refusal}` });
  const raw = {
    ownerAddress: owner,
    frozenBalanceSun: BigInt(call.frozen_balance),
    resource: 'ENERGY' as const,
    ...referenceToHead(chain),
    timestamp: BigInt(chain.headTimestamp),
  };
  const contract = {
    type: 'FreezeBalanceV2Contract',
    typeUrl: FREEZE_BALANCE_V2_TYPE_URL,
    value: { resource, frozen_balance: call.frozen_balance, owner_address: written(owner, call.visible) },
  };
  sendJson(response, 200, builtTransaction(encodeFreezeBalanceV2(raw), raw, contract, call.visible));
}

/** A broadcast body whose one contract is a FreezeBalanceV2Contract; anything else is the full node's. */
function isStakeBroadcast(body: unknown): boolean {
  const contract = (body as { raw_data?: { contract?: { type?: unknown }[] } } | undefined)?.raw_data
    ?.contract?.[0];
  return contract?.type === 'FreezeBalanceV2Contract';
}

function broadcastStake(chain: TronSandboxChain, body: unknown, response: ServerResponse) {
  const parsed = stakeBroadcast.safeParse(body);
  const contract = parsed.success ? parsed.data.raw_data.contract : undefined;
  if (!parsed.success || contract?.length !== 1 || !contract[0])
    return refuse(response, 'OTHER_ERROR', 'The sandbox takes one FreezeBalanceV2Contract transaction');
  const signed = parsed.data;
  const value = contract[0].parameter.value;
  const owner = base58(value.owner_address);
  const resource = value.resource ?? 'BANDWIDTH';
  const bytes = encodeFreezeBalanceV2({
    ownerAddress: owner,
    frozenBalanceSun: BigInt(Math.max(0, value.frozen_balance)),
    resource: resource === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH',
    refBlockBytes: signed.raw_data.ref_block_bytes,
    refBlockHash: signed.raw_data.ref_block_hash,
    expiration: BigInt(signed.raw_data.expiration),
    ...(signed.raw_data.timestamp === undefined ? {} : { timestamp: BigInt(signed.raw_data.timestamp) }),
  });
  const txId = verifiedTransactionId(response, signed, bytes, owner);
  if (!txId) return;
  if (signed.raw_data.expiration <= chain.headTimestamp)
    return refuse(response, 'TRANSACTION_EXPIRATION_ERROR', 'Transaction expired', txId);
  const refusal = stakeRefusal(chain, owner, value.frozen_balance, resource);
  if (refusal)
    return refuse(response, 'CONTRACT_VALIDATE_ERROR', `Contract validate error : ${refusal}`, txId);
  if (!chain.takeStakeTransaction(txId))
    return refuse(response, 'DUP_TRANSACTION_ERROR', 'Dup transaction.', txId);
  try {
    chain.stakeForEnergy(owner, BigInt(value.frozen_balance));
  } catch (error) {
    if (error instanceof TronSandboxRefusal)
      return refuse(response, 'CONTRACT_VALIDATE_ERROR', `Contract validate error : ${error.message}`, txId);
    throw error;
  }
  sendJson(response, 200, { result: true, txid: txId });
}

/** Answers freezebalancev2 and the broadcast of a stake; false for any other request. */
export function handleStakeTransactions(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (request.method !== 'POST') return false;
  if (request.url.pathname === '/wallet/freezebalancev2') {
    build(chain, request, response);
    return true;
  }
  if (request.url.pathname !== '/wallet/broadcasttransaction') return false;
  const body = jsonBody(request);
  if (!isStakeBroadcast(body)) return false;
  broadcastStake(chain, body, response);
  return true;
}
