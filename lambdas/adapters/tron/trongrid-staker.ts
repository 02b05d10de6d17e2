/**
 * Stakes the hot wallet's TRX for energy (Stake 2.0) over TronGrid's full-node API:
 *
 *   POST /wallet/freezebalancev2 { owner_address, frozen_balance (sun), resource: ENERGY }   the node
 *        builds the unsigned transaction, or answers { Error } (less than 1 TRX, more than the balance…)
 *   POST /wallet/broadcasttransaction   the signed transaction
 *
 * As for a transfer, the node's transaction is never signed as given: its raw_data bytes are encoded
 * here from the stake asked for and must equal raw_data_hex. `visible: true`: addresses in base58.
 */
import { hex } from '@scure/base';
import * as z from 'zod/mini';
import { encodeFreezeBalanceV2 } from '../../domain/tron/stake-transaction';
import { signatureHex } from '../../domain/tron/transaction-signature';
import { transactionIdOf } from '../../domain/tron/tron-transaction';
import type { TronTransactionSigner } from '../../domain/tron/usdt-sending';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';
import { broadcastAnswer } from './trongrid-full-node-shapes';
import { readableMessage } from './trongrid-hot-wallet-reader';

const hexText = z.string().check(z.regex(/^([0-9a-fA-F]{2})*$/));
const wholeNumber = z.number().check(z.int(), z.nonnegative());

const builtStake = z.looseObject({
  Error: z.optional(z.string()),
  txID: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))),
  raw_data: z.optional(
    z.looseObject({
      ref_block_bytes: hexText,
      ref_block_hash: hexText,
      expiration: wholeNumber,
      timestamp: z.optional(wholeNumber),
    }),
  ),
  raw_data_hex: z.optional(hexText),
});

export function tronGridStaker(options: TronGridOptions & { signer: TronTransactionSigner }) {
  const client = tronGridClient(options);
  return {
    /** Stakes `sun` of the hot wallet's TRX for ENERGY; returns the transaction id. */
    async stakeForEnergy(sun: bigint): Promise<{ transactionId: string }> {
      const owner = await options.signer.address();
      const built = parseTronGrid(
        builtStake,
        await client.post('/wallet/freezebalancev2', {
          owner_address: owner,
          frozen_balance: Number(sun),
          resource: 'ENERGY',
          visible: true,
        }),
        'The stake transaction',
      );
      if (built.Error) throw new TronGridError(`The node refused the stake: ${built.Error}`);
      if (!built.txID || !built.raw_data || !built.raw_data_hex)
        throw new TronGridError('The node built no stake transaction');
      const { raw_data } = built;
      const bytes = encodeFreezeBalanceV2({
        ownerAddress: owner,
        frozenBalanceSun: sun,
        resource: 'ENERGY',
        refBlockBytes: raw_data.ref_block_bytes,
        refBlockHash: raw_data.ref_block_hash,
        expiration: BigInt(raw_data.expiration),
        ...(raw_data.timestamp === undefined ? {} : { timestamp: BigInt(raw_data.timestamp) }),
      });
      if (hex.encode(bytes) !== built.raw_data_hex.toLowerCase())
        throw new TronGridError('The node’s transaction is not the stake asked for: nothing was signed');
      const transactionId = transactionIdOf(bytes);
      if (transactionId !== built.txID.toLowerCase())
        throw new TronGridError('The node’s transaction id is not the hash of its raw_data');
      const signature = await options.signer.signTransactionId(hex.decode(transactionId));
      const answer = parseTronGrid(
        broadcastAnswer,
        await client.request('/wallet/broadcasttransaction', {
          method: 'POST',
          body: JSON.stringify({ ...built, signature: [signatureHex(signature)] }),
        }),
        'The broadcast answer',
      );
      if (answer.result !== true)
        throw new TronGridError(
          `The TRON node refused the stake (${answer.code ?? 'UNKNOWN'}): ${readableMessage(answer.message)}`,
        );
      return { transactionId };
    },
  };
}
