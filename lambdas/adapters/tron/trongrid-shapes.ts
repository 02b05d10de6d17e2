/**
 * The TronGrid answers the chain watcher reads, as TronGrid documents them
 * (https://developers.tron.network/reference, github.com/TRON-US/trongrid). Unknown fields are allowed:
 * TronGrid adds fields over time, and only these are read.
 */
import * as z from 'zod/mini';

const decimalText = z.string().check(z.regex(/^\d{1,78}$/));

/** `GET /v1/accounts/{address}/transactions/trc20`: one page of TRC20 transfers. */
export const trc20TransfersPage = z.looseObject({
  success: z.boolean(),
  data: z.array(
    z.looseObject({
      transaction_id: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
      token_info: z.looseObject({
        address: z.string(),
        decimals: z.number(),
        symbol: z.optional(z.string()),
      }),
      block_timestamp: z.number(),
      from: z.string(),
      to: z.string(),
      type: z.string(),
      value: decimalText,
    }),
  ),
  meta: z.looseObject({ fingerprint: z.optional(z.string()), page_size: z.optional(z.number()) }),
});

/** `GET /v1/transactions/{id}/events`: the events one transaction emitted. */
export const transactionEvents = z.looseObject({
  success: z.boolean(),
  data: z.array(
    z.looseObject({
      transaction_id: z.string(),
      block_number: z.number().check(z.int(), z.nonnegative()),
      contract_address: z.string(),
      event_index: z.number().check(z.int(), z.nonnegative()),
      event_name: z.string(),
      result: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** `POST /wallet/getnowblock`: the newest block's header. */
export const nowBlock = z.looseObject({
  blockID: z.string(),
  block_header: z.looseObject({
    raw_data: z.looseObject({ number: z.number().check(z.int(), z.nonnegative()), timestamp: z.number() }),
  }),
});
