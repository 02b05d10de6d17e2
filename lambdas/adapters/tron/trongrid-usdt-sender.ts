/**
 * Sending USDT from the house's hot wallet over TronGrid's full-node API, on top of what the hot wallet
 * reads (trongrid-hot-wallet-reader.ts):
 *
 *   POST /wallet/triggersmartcontract     builds transfer(address,uint256) on the USDT contract
 *   POST /wallet/broadcasttransaction      takes the signed transaction
 *
 * The node's transaction is never signed as given: the raw_data bytes of the transfer asked for are
 * encoded here from the node's reference block and times, and must equal its raw_data_hex, so a node
 * that answers with another recipient, amount or fee limit gets no signature. `visible: true`: addresses
 * travel in base58.
 */
import { hex } from '@scure/base';
import { signatureHex } from '../../domain/tron/transaction-signature';
import { transferCallData } from '../../domain/tron/trc20-transfer-call';
import { encodeContractCall, transactionIdOf } from '../../domain/tron/tron-transaction';
import {
  type SignedUsdtTransfer,
  type StagedUsdtSender,
  type TronTransactionSigner,
  UsdtBroadcastRefused,
} from '../../domain/tron/usdt-sending';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';
import { broadcastAnswer, triggeredTransaction } from './trongrid-full-node-shapes';
import {
  type HotWalletReaderOptions,
  readableMessage,
  refusedTrigger,
  transferCall,
  tronGridHotWalletReader,
} from './trongrid-hot-wallet-reader';

/**
 * The most TRX a transfer may burn. A transfer to an address that holds no USDT uses about 130,000
 * energy (twice one to a holder): about 13 TRX at 100 sun an energy, 27 TRX at 210. Above the limit the
 * call fails OUT_OF_ENERGY and burns the whole limit, so it is a ceiling, not a price.
 */
export const DEFAULT_FEE_LIMIT_SUN = 50_000_000n;

export interface UsdtSenderOptions extends TronGridOptions {
  signer: TronTransactionSigner;
  /** The USDT contract (mainnet's TR7NHq…; the sandbox's locally). */
  usdtContract: string;
  feeLimitSun?: bigint;
}

export function tronGridUsdtSender(options: UsdtSenderOptions): StagedUsdtSender {
  const client = tronGridClient(options);
  const feeLimitSun = options.feeLimitSun ?? DEFAULT_FEE_LIMIT_SUN;
  const hotWallet: HotWalletReaderOptions = { ...options, address: () => options.signer.address() };

  const sender: StagedUsdtSender = {
    ...tronGridHotWalletReader(hotWallet),

    async signTransfer(request) {
      const call = await transferCall(hotWallet, request);
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
  };
  return sender;
}
