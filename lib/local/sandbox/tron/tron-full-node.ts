/**
 * The full-node part of TronGrid's API over the sandbox chain, in java-tron's HTTP shapes
 * (https://developers.tron.network/reference), so the real USDT sender runs against it:
 *
 *   POST /wallet/triggersmartcontract      builds transfer(address,uint256) on the sandbox's USDT
 *   POST /wallet/triggerconstantcontract   dry run: a transfer's energy_used, balanceOf(address)
 *   POST /wallet/broadcasttransaction      takes a signed transfer: the signature must recover to the
 *        owner (SIGERROR), the raw_data_hex must be raw_data, the id its hash; a repeat is
 *        DUP_TRANSACTION_ERROR, an expired one TRANSACTION_EXPIRATION_ERROR, too little USDT or TRX
 *        CONTRACT_VALIDATE_ERROR. Its USDT is spent at once; the next mined block includes it.
 *   POST /wallet/gettransactionbyid, /wallet/gettransactioninfobyid     once in a block
 *   POST /walletsolidity/gettransactioninfobyid                         once that block is solidified
 *        (each as the node answering lookups sees the chain: it may lag the head, lagging-node.ts)
 *   POST /wallet/getaccount                TRX balance, frozenV2;  POST /wallet/getchainparameters  fee prices
 *
 * Refusals carry TRON's `code` and a hex-encoded `message`, as the node writes them. The sandbox models
 * a transfer's energy as mainnet's USDT costs it: about 64,000 to an address holding USDT, 130,000 to
 * one holding none. Its block takes that energy from the owner's stake first and burns TRX for the rest
 * (tron-resources.ts); the transaction info's receipt reports energy_usage, energy_fee, net_usage, net_fee.
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  encodeContractCall,
  readTransferCall,
  TRANSFER_FUNCTION,
  TRIGGER_SMART_CONTRACT_TYPE_URL,
  tronAccountHex,
  tronAddressFromHex,
} from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import {
  address,
  base58,
  builtTransaction,
  hexMessage,
  hexText,
  jsonBody,
  referenceToHead,
  refuse,
  signedTransactionBody,
  verifiedTransactionId,
  wholeNumber,
  written,
} from './full-node-wire';
import { tokenRead } from './trc20-reads';
import {
  BANDWIDTH_BYTE_PRICE_SUN,
  type BroadcastTransaction,
  ENERGY_PRICE_SUN,
  SANDBOX_USDT,
  TRANSFER_BANDWIDTH_BYTES,
  type TronSandboxChain,
} from './tron-chain';
import type { ResourceReceipt } from './tron-resources';

const ENERGY_TO_HOLDER = 64_285;
const ENERGY_TO_NEW_HOLDER = 130_285;
const BALANCE_OF_ENERGY = 2_000;
const BALANCE_OF_FUNCTION = 'balanceOf(address)';
const TRANSFER_EVENT_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const contractCall = z.object({
  owner_address: address,
  contract_address: address,
  function_selector: z.string(),
  parameter: z.optional(hexText),
  fee_limit: z.optional(wholeNumber),
  call_value: z.optional(z.number()),
  visible: z.optional(z.boolean()),
});

const broadcastBody = z.extend(
  signedTransactionBody(
    {
      type: 'TriggerSmartContract',
      typeUrl: TRIGGER_SMART_CONTRACT_TYPE_URL,
      value: z.object({
        owner_address: address,
        contract_address: address,
        data: hexText,
        call_value: z.optional(wholeNumber),
      }),
    },
    { fee_limit: z.optional(wholeNumber) },
  ),
  { visible: z.optional(z.boolean()) },
);

const byId = z.object({ value: z.string() });
const accountQuery = z.object({ address, visible: z.optional(z.boolean()) });

const word = (value: bigint) => value.toString(16).padStart(64, '0');

function body<T>(schema: z.ZodMiniType<T>, request: SandboxRequest): T | undefined {
  const parsed = schema.safeParse(jsonBody(request));
  return parsed.success ? parsed.data : undefined;
}

export const transferEnergy = (chain: TronSandboxChain, to: string) =>
  chain.usdtBalance(to) > 0n ? ENERGY_TO_HOLDER : ENERGY_TO_NEW_HOLDER;

function isSandboxUsdt(contract: string) {
  return tronAccountHex(contract) === tronAccountHex(SANDBOX_USDT.address);
}

function triggerSmartContract(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const call = body(contractCall, request);
  if (!call)
    return refuse(
      response,
      'OTHER_ERROR',
      'Invalid trigger: owner_address, contract_address, function_selector',
    );
  const transfer = call.parameter ? readTransferCall(call.parameter) : undefined;
  if (!isSandboxUsdt(call.contract_address) || call.function_selector !== TRANSFER_FUNCTION || !transfer)
    return sendJson(response, 200, {
      result: {
        code: 'CONTRACT_VALIDATE_ERROR',
        message: hexMessage('The sandbox builds only USDT transfer(address,uint256)'),
      },
    });
  const raw = {
    ownerAddress: call.owner_address,
    contractAddress: call.contract_address,
    data: `a9059cbb${call.parameter}`,
    ...referenceToHead(chain),
    timestamp: BigInt(chain.clockNow()),
    ...(call.fee_limit ? { feeLimitSun: BigInt(call.fee_limit) } : {}),
  };
  const contract = {
    type: 'TriggerSmartContract',
    typeUrl: TRIGGER_SMART_CONTRACT_TYPE_URL,
    value: {
      data: raw.data,
      owner_address: written(raw.ownerAddress, call.visible),
      contract_address: written(raw.contractAddress, call.visible),
    },
  };
  sendJson(response, 200, {
    result: { result: true },
    transaction: builtTransaction(encodeContractCall(raw), raw, contract, call.visible),
  });
}

function triggerConstantContract(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const call = body(contractCall, request);
  if (!call || !isSandboxUsdt(call.contract_address))
    return sendJson(response, 200, {
      result: { code: 'CONTRACT_VALIDATE_ERROR', message: hexMessage('No contract or not a smart contract') },
    });
  if (call.function_selector === BALANCE_OF_FUNCTION) {
    const holder = call.parameter ? tronAddressFromHex(call.parameter.slice(-40)) : undefined;
    if (!holder)
      return sendJson(response, 200, {
        result: { code: 'OTHER_ERROR', message: hexMessage('balanceOf needs an address') },
      });
    const balance = chain.usdtBalance(holder);
    return sendJson(response, 200, {
      result: { result: true },
      energy_used: BALANCE_OF_ENERGY,
      constant_result: [word(balance < 0n ? 0n : balance)],
    });
  }
  const read = tokenRead(chain, call.function_selector);
  if (read)
    return sendJson(response, 200, {
      result: { result: true },
      energy_used: read.energy,
      constant_result: [read.result],
    });
  const transfer = call.parameter ? readTransferCall(call.parameter) : undefined;
  if (call.function_selector !== TRANSFER_FUNCTION || !transfer)
    return sendJson(response, 200, {
      result: { code: 'OTHER_ERROR', message: hexMessage('Unknown function') },
    });
  sendJson(response, 200, {
    result: { result: true },
    energy_used: transferEnergy(chain, transfer.to),
    constant_result: [word(1n)],
  });
}

function broadcast(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const signed = body(broadcastBody, request);
  const contract = signed?.raw_data.contract[0];
  if (!signed || !contract || signed.raw_data.contract.length !== 1)
    return refuse(response, 'OTHER_ERROR', 'The sandbox takes one TriggerSmartContract transaction');
  const { raw_data } = signed;
  const call = contract.parameter.value;
  const bytes = encodeContractCall({
    ownerAddress: call.owner_address,
    contractAddress: call.contract_address,
    data: call.data,
    ...(call.call_value ? { callValueSun: BigInt(call.call_value) } : {}),
    refBlockBytes: raw_data.ref_block_bytes,
    refBlockHash: raw_data.ref_block_hash,
    expiration: BigInt(raw_data.expiration),
    ...(raw_data.timestamp === undefined ? {} : { timestamp: BigInt(raw_data.timestamp) }),
    ...(raw_data.fee_limit === undefined ? {} : { feeLimitSun: BigInt(raw_data.fee_limit) }),
  });
  const owner = base58(call.owner_address);
  const txId = verifiedTransactionId(response, signed, bytes, owner);
  if (!txId) return;
  if (chain.broadcastById(txId)) return refuse(response, 'DUP_TRANSACTION_ERROR', 'Dup transaction.', txId);
  if (raw_data.expiration <= chain.headTimestamp)
    return refuse(response, 'TRANSACTION_EXPIRATION_ERROR', 'Transaction expired', txId);
  const transfer = readTransferCall(call.data);
  if (!isSandboxUsdt(call.contract_address) || !transfer || !call.data.toLowerCase().startsWith('a9059cbb'))
    return refuse(
      response,
      'CONTRACT_VALIDATE_ERROR',
      'Contract validate error : the sandbox runs USDT transfers only',
      txId,
    );
  // Mainnet would take it and revert on chain, burning the fee; refused here, so a test sees it at once.
  if (chain.usdtBalance(owner) < transfer.amount)
    return refuse(
      response,
      'CONTRACT_VALIDATE_ERROR',
      'Contract validate error : USDT balance is not sufficient.',
      txId,
    );
  const energy = transferEnergy(chain, transfer.to);
  if (chain.trxBalance(owner) < chain.transferCost(owner, energy))
    return refuse(
      response,
      'CONTRACT_VALIDATE_ERROR',
      'Contract validate error : balance is not sufficient.',
      txId,
    );
  chain.takeBroadcast({
    txId,
    owner,
    to: transfer.to,
    value: transfer.amount.toString(),
    feeLimitSun: String(raw_data.fee_limit ?? 0),
    expiration: raw_data.expiration,
    energy,
    transaction: signed as unknown as Record<string, unknown>,
  });
  sendJson(response, 200, { result: true, txid: txId });
}

/** A transaction in a block as gettransactionbyid answers it: the signed body and its result. */
export function transactionOf(sent: BroadcastTransaction) {
  const failed = sent.outcome === 'OUT_OF_ENERGY' || sent.outcome === 'REVERT';
  return { ...sent.transaction, ret: [{ contractRet: failed ? sent.outcome : 'SUCCESS' }] };
}

/** What the block took and burnt; a broadcast kept by an older sandbox burnt all of it (no stake then). */
function receiptOf(sent: BroadcastTransaction): ResourceReceipt {
  if (sent.receipt) return sent.receipt;
  const netFee = Number(TRANSFER_BANDWIDTH_BYTES * BANDWIDTH_BYTE_PRICE_SUN);
  const energyFee = Number(BigInt(sent.feeSun ?? 0)) - netFee;
  return {
    energyUsage: 0,
    energyFee,
    energyUsageTotal: Number(BigInt(energyFee) / ENERGY_PRICE_SUN),
    netUsage: 0,
    netFee,
  };
}

/** TRON writes a receipt's zero figures not at all (protobuf's defaults). */
const nonZero = (figures: Record<string, number>) =>
  Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));

function transactionInfoOf(sent: BroadcastTransaction) {
  const failed = sent.outcome === 'OUT_OF_ENERGY' || sent.outcome === 'REVERT';
  const receipt = receiptOf(sent);
  return {
    id: sent.txId,
    ...nonZero({ fee: receipt.energyFee + receipt.netFee }),
    blockNumber: sent.blockNumber,
    blockTimeStamp: sent.blockTimestamp,
    contractResult: [failed ? '' : word(1n)],
    contract_address: `41${tronAccountHex(SANDBOX_USDT.address)}`,
    receipt: {
      ...nonZero({
        energy_usage: receipt.energyUsage,
        energy_fee: receipt.energyFee,
        energy_usage_total: receipt.energyUsageTotal,
        net_usage: receipt.netUsage,
        net_fee: receipt.netFee,
      }),
      result: sent.outcome === 'DROPPED' ? 'SUCCESS' : sent.outcome,
    },
    ...(failed
      ? {
          result: 'FAILED',
          resMessage: hexMessage(sent.outcome === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy'),
        }
      : {
          log: [
            {
              address: tronAccountHex(SANDBOX_USDT.address),
              topics: [
                TRANSFER_EVENT_TOPIC,
                word(BigInt(`0x${tronAccountHex(sent.owner)}`)),
                word(BigInt(`0x${tronAccountHex(sent.to)}`)),
              ],
              data: word(BigInt(sent.value)),
            },
          ],
        }),
  };
}

/** A broadcast in a block the node answering lookups has (which may lag the head: lookupHeights). */
function includedBroadcast(chain: TronSandboxChain, request: SandboxRequest, solidifiedOnly: boolean) {
  const query = body(byId, request);
  const sent = query ? chain.broadcastById(query.value) : undefined;
  if (!sent || sent.blockNumber === undefined) return undefined;
  const seen = chain.lookupHeights();
  if (sent.blockNumber > (solidifiedOnly ? seen.solidifiedHeight : seen.height)) return undefined;
  return sent;
}

/** Stake 2.0's frozenV2 as getaccount lists it: one entry a resource, bandwidth's without a type. */
const stakeEntries = (energySun: bigint) => [
  {},
  { type: 'ENERGY', amount: Number(energySun) },
  { type: 'TRON_POWER' },
];

function account(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const query = body(accountQuery, request);
  const holder = query ? base58(query.address) : undefined;
  const balance = holder ? chain.trxBalance(holder) : 0n;
  const staked = holder ? chain.resources.energyStakeSun(holder) : 0n;
  // TRON answers {} for an account never activated, and leaves out a zero balance.
  if (!holder || (balance === 0n && staked === 0n)) return sendJson(response, 200, {});
  sendJson(response, 200, {
    address: written(holder, query?.visible),
    ...(balance === 0n ? {} : { balance: Number(balance) }),
    ...(staked === 0n ? {} : { frozenV2: stakeEntries(staked) }),
  });
}

/** Answers the full-node paths; false for any other request. */
export function handleFullNodeApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (request.method !== 'POST') return false;
  switch (request.url.pathname) {
    case '/wallet/triggersmartcontract':
      triggerSmartContract(chain, request, response);
      return true;
    case '/wallet/triggerconstantcontract':
      triggerConstantContract(chain, request, response);
      return true;
    case '/wallet/broadcasttransaction':
      broadcast(chain, request, response);
      return true;
    case '/wallet/gettransactionbyid': {
      const sent = includedBroadcast(chain, request, false);
      sendJson(response, 200, sent ? transactionOf(sent) : {});
      return true;
    }
    case '/wallet/gettransactioninfobyid':
    case '/walletsolidity/gettransactioninfobyid': {
      const sent = includedBroadcast(chain, request, request.url.pathname.startsWith('/walletsolidity'));
      sendJson(response, 200, sent ? transactionInfoOf(sent) : {});
      return true;
    }
    case '/wallet/getaccount':
      account(chain, request, response);
      return true;
    case '/wallet/getchainparameters':
      sendJson(response, 200, {
        chainParameter: [
          { key: 'getTransactionFee', value: Number(BANDWIDTH_BYTE_PRICE_SUN) },
          { key: 'getEnergyFee', value: Number(ENERGY_PRICE_SUN) },
        ],
      });
      return true;
    default:
      return false;
  }
}
