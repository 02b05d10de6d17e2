/**
 * What the house's hot wallet can see on the chain over TronGrid's full-node API, with its address alone:
 *
 *   POST /wallet/triggerconstantcontract   runs a call without sending it: energy of a transfer, balanceOf
 *   POST /wallet/getchainparameters        the energy and bandwidth prices (sun)
 *   POST /wallet/getaccountresource        the energy its stake covers now (trongrid-energy.ts)
 *   POST /wallet(solidity)/gettransactioninfobyid, /wallet/gettransactionbyid   where a broadcast transaction stands
 *   POST /walletsolidity/getnowblock, /walletsolidity/getblockbynum   whether it can never be included
 *        (trongrid-inclusion-evidence.ts)
 *   POST /wallet/getaccount                the hot wallet's TRX
 *
 * Kept apart from the sender (trongrid-usdt-sender.ts) so that the functions that only estimate fees
 * or read balances bundle neither a signer nor the KMS client: only the sending function may sign.
 * `visible: true`: addresses travel in base58.
 */
import { hex } from '@scure/base';
import { addressWord, TRANSFER_FUNCTION, transferParameter } from '../../domain/tron/trc20-transfer-call';
import type { HotWalletReader, UsdtTransferRequest } from '../../domain/tron/usdt-sending';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';
import { burntFor, tronGridEnergy } from './trongrid-energy';
import { accountAnswer, chainParameters, constantCall, transactionInfo } from './trongrid-full-node-shapes';
import { tronGridInclusionEvidence } from './trongrid-inclusion-evidence';

/** A signed USDT transfer's size on the chain, which it pays in bandwidth when it has none staked or free. */
const TRANSFER_BANDWIDTH_BYTES = 345n;
const SUCCESS = 'SUCCESS';

export interface HotWalletReaderOptions extends TronGridOptions {
  /** The hot wallet's base58check address (T…). */
  address: () => Promise<string>;
  /** The USDT contract (mainnet's TR7NHq…; the sandbox's locally). */
  usdtContract: string;
}

/** TRON writes a refusal's message as hex of its UTF-8 text. */
export function readableMessage(message: string | undefined): string {
  if (!message) return '';
  if (!/^([0-9a-fA-F]{2})+$/.test(message)) return message;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hex.decode(message.toLowerCase()));
  } catch {
    return message;
  }
}

export function refusedTrigger(result: { result?: boolean; message?: string }, what: string): void {
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

/** The transfer(address,uint256) call from the hot wallet, as triggersmartcontract and its dry run take it. */
export async function transferCall(options: HotWalletReaderOptions, request: UsdtTransferRequest) {
  return {
    owner_address: await options.address(),
    contract_address: options.usdtContract,
    function_selector: TRANSFER_FUNCTION,
    parameter: transferParameter(request.to, request.amountMicro),
    visible: true,
  };
}

export function tronGridHotWalletReader(options: HotWalletReaderOptions): HotWalletReader {
  const client = tronGridClient(options);
  const usdtBalances = tronGridUsdtBalances(options);
  const energyReader = tronGridEnergy(options);

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

  return {
    async estimateTransferFee(request) {
      const call = parseTronGrid(
        constantCall,
        await client.post('/wallet/triggerconstantcontract', await transferCall(options, request)),
        'The transfer’s dry run',
      );
      refusedTrigger(call.result, 'The transfer’s dry run');
      if (call.energy_used === undefined) throw new TronGridError('The transfer’s dry run gave no energy');
      const energy = BigInt(call.energy_used);
      const [{ energySun, bandwidthByteSun }, resources] = await Promise.all([
        prices(),
        energyReader.accountEnergy(await options.address()),
      ]);
      return {
        energy,
        ...burntFor(resources, { energy, bytes: TRANSFER_BANDWIDTH_BYTES, energySun, bandwidthByteSun }),
      };
    },

    async status(transactionId) {
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
      // No lookup knows it. That the head is past its expiry proves nothing: the lookups and the head
      // may be answered by nodes at different heights. Only neverIncluded's block-by-block read does.
      return { status: 'unknown' };
    },

    ...tronGridInclusionEvidence(options),

    async balances() {
      const address = await options.address();
      const account = parseTronGrid(
        accountAnswer,
        await client.post('/wallet/getaccount', { address, visible: true }),
        'The hot wallet’s account',
      );
      return { trxSun: BigInt(account.balance ?? 0), usdtMicro: await usdtBalances.usdtMicroOf(address) };
    },
  };
}
