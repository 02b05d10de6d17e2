/**
 * The full-node answers the USDT sender reads, as java-tron's HTTP API documents them
 * (https://developers.tron.network/reference, tronprotocol/java-tron's servlets). Unknown fields are
 * allowed: nodes add fields over time, and only these are read. Integers may come as JSON numbers above
 * 2^53 in principle; the ones read here (sun, energy, block numbers, milliseconds) stay far below.
 */
import * as z from 'zod/mini';

const hexText = z.string().check(z.regex(/^([0-9a-fA-F]{2})*$/));
const wholeNumber = z.number().check(z.int(), z.nonnegative());

/** `result` of a trigger: false with a hex-encoded `message` when the node refused to build the call. */
const triggerResult = z.looseObject({
  result: z.optional(z.boolean()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** `POST /wallet/triggersmartcontract`: the unsigned transaction the node built. */
export const triggeredTransaction = z.looseObject({
  result: triggerResult,
  transaction: z.optional(
    z.looseObject({
      txID: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
      raw_data: z.looseObject({
        ref_block_bytes: hexText,
        ref_block_hash: hexText,
        expiration: wholeNumber,
        timestamp: z.optional(wholeNumber),
        fee_limit: z.optional(wholeNumber),
      }),
      raw_data_hex: hexText,
    }),
  ),
});

/** `POST /wallet/triggerconstantcontract`: a call run without a transaction, its energy and return words. */
export const constantCall = z.looseObject({
  result: triggerResult,
  energy_used: z.optional(wholeNumber),
  constant_result: z.optional(z.array(hexText)),
});

/** `POST /wallet/broadcasttransaction`: `result: true`, or a `code` (SIGERROR, DUP_TRANSACTION_ERROR…) and a hex `message`. */
export const broadcastAnswer = z.looseObject({
  result: z.optional(z.boolean()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  txid: z.optional(z.string()),
});

/** `POST /wallet(solidity)/gettransactioninfobyid`: `{}` until the transaction is in a block (a solidified one on /walletsolidity). */
export const transactionInfo = z.looseObject({
  id: z.optional(z.string()),
  blockNumber: z.optional(wholeNumber),
  fee: z.optional(wholeNumber),
  /** FAILED when the call failed; absent on success. */
  result: z.optional(z.string()),
  receipt: z.optional(z.looseObject({ result: z.optional(z.string()) })),
});

/** `POST /wallet/gettransactionbyid`: `{}` for a transaction in no block. */
export const transactionById = z.looseObject({
  txID: z.optional(z.string()),
  raw_data: z.optional(z.looseObject({ expiration: z.optional(wholeNumber) })),
});

/** `POST /wallet/getaccount`: `{}` for an account never activated; `balance` (sun) absent at zero. */
export const accountAnswer = z.looseObject({ balance: z.optional(wholeNumber) });

/** `POST /wallet/getchainparameters`: the network's fee parameters, among them getEnergyFee and getTransactionFee (sun). */
export const chainParameters = z.looseObject({
  chainParameter: z.array(z.looseObject({ key: z.string(), value: z.optional(z.number()) })),
});

/**
 * `POST /walletsolidity/getblockbynum { num }`: a solidified block, its id (the number in the first 8
 * bytes, then its hash) and its transactions (left out when it has none); `{}` for a block the node lacks.
 */
export const solidifiedBlock = z.looseObject({
  blockID: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))),
  block_header: z.optional(
    z.looseObject({ raw_data: z.looseObject({ number: wholeNumber, timestamp: wholeNumber }) }),
  ),
  transactions: z.optional(z.array(z.looseObject({ txID: z.string() }))),
});

/** The signed transaction's TaPoS reference and expiry, as the sender kept it (its raw_data). */
export const keptTransaction = z.looseObject({
  raw_data: z.looseObject({
    ref_block_bytes: z.string().check(z.regex(/^[0-9a-fA-F]{4}$/)),
    ref_block_hash: z.string().check(z.regex(/^[0-9a-fA-F]{16}$/)),
    expiration: wholeNumber,
  }),
});
