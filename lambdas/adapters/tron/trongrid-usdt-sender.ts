/**
 * Sending USDT from the house's hot wallet over TronGrid's full-node API:
 *
 *   POST /wallet/triggersmartcontract     builds transfer(address,uint256) on the USDT contract
 *   POST /wallet/broadcasttransaction      takes the signed transaction
 *   POST /wallet/triggerconstantcontract   runs a call without sending it: energy of a transfer, balanceOf
 *   POST /wallet/getchainparameters        the energy and bandwidth prices (sun)
 *   POST /wallet(solidity)/gettransactioninfobyid, /wallet/gettransactionbyid, /walletsolidity/getnowblock
 *   POST /wallet/getaccount                the hot wallet's TRX
 *
 * The node's transaction is never signed as given: the raw_data bytes of the transfer asked for are
 * encoded here from the node's reference block and times, and must equal its raw_data_hex, so a node
 * that answers with another recipient, amount or fee limit gets no signature. `visible: true`: addresses
 * travel in base58.
 */
import { hex } from '@scure/base';
import { signatureHex } from '../../domain/tron/transaction-signature';
import {
  addressWord,
  TRANSFER_FUNCTION,
  transferCallData,
  transferParameter,
} from '../../domain/tron/trc20-transfer-call';
import { encodeContractCall, transactionIdOf } from '../../domain/tron/tron-transaction';
import {
  type SignedUsdtTransfer,
  type StagedUsdtSender,
  type TronTransactionSigner,
  UsdtBroadcastRefused,
  type UsdtTransferRequest,
} from '../../domain/tron/usdt-sending';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';
import {
  accountAnswer,
  broadcastAnswer,
  chainParameters,
  constantCall,
  transactionById,
  transactionInfo,
  triggeredTransaction,
} from './trongrid-full-node-shapes';
import { blockHeader } from './trongrid-shapes';

/**
 * The most TRX a transfer may burn. A transfer to an address that holds no USDT uses about 130,000
 * energy (twice one to a holder): about 13 TRX at 100 sun an energy, 27 TRX at 210. Above the limit the
 * call fails OUT_OF_ENERGY and burns the whole limit, so it is a ceiling, not a price.
 */
export const DEFAULT_FEE_LIMIT_SUN = 50_000_000n;
/** A signed USDT transfer's size on the chain, which it pays in bandwidth when it has none staked or free. */
const TRANSFER_BANDWIDTH_BYTES = 345n;
const SUCCESS = 'SUCCESS';

export interface UsdtSenderOptions extends TronGridOptions {
  signer: TronTransactionSigner;
  /** The USDT contract (mainnet's TR7NHq…; the sandbox's locally). */
  usdtContract: string;
  feeLimitSun?: bigint;
}

/** TRON writes a refusal's message as hex of its UTF-8 text. */
function readableMessage(message: string | undefined): string {
  if (!message) return '';
  if (!/^([0-9a-fA-F]{2})+$/.test(message)) return message;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hex.decode(message.toLowerCase()));
  } catch {
    return message;
  }
}

function refusedTrigger(result: { result?: boolean; message?: string }, what: string) {
  if (result.result !== true) throw new TronGridError(`${what} refused: ${readableMessage(result.message)}`);
}

/** Reads any address's USDT by the contract's balanceOf: the hot wallet's, or a deposit address's. */
export function tronGridUsdtBalances(options: TronGridOptions & { usdtContract: string }) {
  const client = tronGridClient(options);
  return {
    async usdtMicroOf(address: string): Promise<bigint> {
      const call = parseTronGrid(
        constantCall,
        await client.post('/wallet/triggerconstantcontract', {
          owner_address: address,
          contract_address: options.usdtContract,
          function_selector: 'balanceOf(address)',
          parameter: addressWord(address),
          visible: true,
        }),
        'The USDT balance',
      );
      refusedTrigger(call.result, 'Reading the USDT balance');
      const word = call.constant_result?.[0];
      if (!word || !/^[0-9a-fA-F]{64}$/.test(word)) throw new TronGridError('balanceOf returned no amount');
      return BigInt(`0x${word}`);
    },
  };
}

export function tronGridUsdtSender(options: UsdtSenderOptions): StagedUsdtSender {
  const client = tronGridClient(options);
  const feeLimitSun = options.feeLimitSun ?? DEFAULT_FEE_LIMIT_SUN;
  const transferCall = async (request: UsdtTransferRequest) => ({
    owner_address: await options.signer.address(),
    contract_address: options.usdtContract,
    function_selector: TRANSFER_FUNCTION,
    parameter: transferParameter(request.to, request.amountMicro),
    visible: true,
  });
  const usdtBalances = tronGridUsdtBalances(options);

  const prices = async () => {
    const { chainParameter } = parseTronGrid(
      chainParameters,
      await client.post('/wallet/getchainparameters', {}),
      'The chain parameters',
    );
    const price = (key: string) => {
      const value = chainParameter.find((parameter) => parameter.key === key)?.value;
      if (value === undefined || !Number.isSafeInteger(value) || value < 0)
        throw new TronGridError(`The chain parameters have no ${key}`);
      return BigInt(value);
    };
    return { energySun: price('getEnergyFee'), bandwidthByteSun: price('getTransactionFee') };
  };

  const info = async (path: string, transactionId: string) =>
    parseTronGrid(transactionInfo, await client.post(path, { value: transactionId }), 'The transaction info');

  const sender: StagedUsdtSender = {
    async estimateTransferFee(request) {
      const call = parseTronGrid(
        constantCall,
        await client.post('/wallet/triggerconstantcontract', await transferCall(request)),
        'The transfer’s dry run',
      );
      refusedTrigger(call.result, 'The transfer’s dry run');
      if (call.energy_used === undefined) throw new TronGridError('The transfer’s dry run gave no energy');
      const energy = BigInt(call.energy_used);
      const { energySun, bandwidthByteSun } = await prices();
      return { energy, feeSun: energy * energySun + TRANSFER_BANDWIDTH_BYTES * bandwidthByteSun };
    },

    async signTransfer(request) {
      const call = await transferCall(request);
      const built = parseTronGrid(
        triggeredTransaction,
        await client.post('/wallet/triggersmartcontract', {
          ...call,
          fee_limit: Number(feeLimitSun),
          call_value: 0,
        }),
        'The built transfer',
      );
      refusedTrigger(built.result, 'Building the transfer');
      const transaction = built.transaction;
      if (!transaction) throw new TronGridError('The node built no transaction');
      const { raw_data } = transaction;
      const bytes = encodeContractCall({
        ownerAddress: call.owner_address,
        contractAddress: options.usdtContract,
        data: transferCallData(request.to, request.amountMicro),
        refBlockBytes: raw_data.ref_block_bytes,
        refBlockHash: raw_data.ref_block_hash,
        expiration: BigInt(raw_data.expiration),
        ...(raw_data.timestamp === undefined ? {} : { timestamp: BigInt(raw_data.timestamp) }),
        feeLimitSun,
      });
      if (hex.encode(bytes) !== transaction.raw_data_hex.toLowerCase())
        throw new TronGridError('The node’s transaction is not the transfer asked for: nothing was signed');
      const transactionId = transactionIdOf(bytes);
      if (transactionId !== transaction.txID.toLowerCase())
        throw new TronGridError('The node’s transaction id is not the hash of its raw_data');
      const signature = await options.signer.signTransactionId(hex.decode(transactionId));
      return {
        transactionId,
        expiresAt: BigInt(raw_data.expiration),
        transaction: JSON.stringify({ ...transaction, signature: [signatureHex(signature)] }),
      };
    },

    async broadcast(signed: SignedUsdtTransfer) {
      const answer = parseTronGrid(
        broadcastAnswer,
        await client.request('/wallet/broadcasttransaction', { method: 'POST', body: signed.transaction }),
        'The broadcast answer',
      );
      // The same bytes again: the chain already has this transaction, which is what a retry wants.
      if (answer.result === true || answer.code === 'DUP_TRANSACTION_ERROR')
        return { transactionId: signed.transactionId };
      throw new UsdtBroadcastRefused(answer.code ?? 'UNKNOWN', readableMessage(answer.message));
    },

    async send(request) {
      return sender.broadcast(await sender.signTransfer(request));
    },

    async status(transactionId, expiresAt) {
      const solidified = await info('/walletsolidity/gettransactioninfobyid', transactionId);
      if (solidified.id !== undefined && solidified.blockNumber !== undefined) {
        const blockNumber = BigInt(solidified.blockNumber);
        const receipt = solidified.receipt?.result;
        if (solidified.result !== 'FAILED' && receipt === SUCCESS)
          return { status: 'confirmed', blockNumber };
        // Failed only on the chain's word: a failed call (REVERT, OUT_OF_ENERGY…) in a final block. A
        // receipt without a result is not read as either, since money would be returned on "failed".
        if (solidified.result === 'FAILED' || (receipt !== undefined && receipt !== SUCCESS))
          return { status: 'failed', blockNumber };
        return { status: 'unknown', blockNumber };
      }
      const latest = await info('/wallet/gettransactioninfobyid', transactionId);
      if (latest.id !== undefined && latest.blockNumber !== undefined)
        return { status: 'pending', blockNumber: BigInt(latest.blockNumber) };
      const known = parseTronGrid(
        transactionById,
        await client.post('/wallet/gettransactionbyid', { value: transactionId }),
        'The transaction',
      );
      const expiry =
        expiresAt ??
        (known.raw_data?.expiration === undefined ? undefined : BigInt(known.raw_data.expiration));
      if (expiry === undefined) return { status: 'unknown' };
      // A block past the expiry can no longer take it, and every block up to the solidified head is final
      // and would have shown it on /walletsolidity: it never made it, and never will.
      const head = parseTronGrid(
        blockHeader,
        await client.post('/walletsolidity/getnowblock', {}),
        'The solidified head',
      );
      return BigInt(head.block_header.raw_data.timestamp) > expiry
        ? { status: 'failed' }
        : { status: 'unknown' };
    },

    async balances() {
      const address = await options.signer.address();
      const account = parseTronGrid(
        accountAnswer,
        await client.post('/wallet/getaccount', { address, visible: true }),
        'The hot wallet’s account',
      );
      return { trxSun: BigInt(account.balance ?? 0), usdtMicro: await usdtBalances.usdtMicroOf(address) };
    },
  };
  return sender;
}
