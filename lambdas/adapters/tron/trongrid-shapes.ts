/**
 * The TronGrid answers the chain watcher reads, as TronGrid documents them
 * (https://developers.tron.network/reference, github.com/TRON-US/trongrid). Unknown fields are allowed:
 * TronGrid adds fields over time, and only these are read.
 */
import * as z from 'zod/mini';

/**
 * `GET /v1/contracts/{contract}/events`: one page of a contract's events, with `meta.fingerprint` for the
 * next page of the same query (absent on the last).
 */
export const contractEventsPage = z.looseObject({
  success: z.boolean(),
  data: z.array(
    z.looseObject({
      transaction_id: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
      block_number: z.number().check(z.int(), z.nonnegative()),
      block_timestamp: z.number(),
      contract_address: z.string(),
      event_index: z.number().check(z.int(), z.nonnegative()),
      event_name: z.string(),
      result: z.record(z.string(), z.unknown()),
    }),
  ),
  meta: z.looseObject({ fingerprint: z.optional(z.string()), page_size: z.optional(z.number()) }),
});

/** `POST /walletsolidity/getnowblock` (the newest solidified block) and `POST /wallet/getblockbynum`:
 * a block's header. */
export const blockHeader = z.looseObject({
  blockID: z.string(),
  block_header: z.looseObject({
    raw_data: z.looseObject({ number: z.number().check(z.int(), z.nonnegative()), timestamp: z.number() }),
  }),
});

/**
 * `GET /v1/accounts/{address}/transactions/trc20`: one page of an account's TRC20 transfers, addresses
 * in base58, `value` in the token's base units, with `meta.fingerprint` for the next page.
 */
export const accountTrc20Page = z.looseObject({
  success: z.boolean(),
  data: z.array(
    z.looseObject({
      transaction_id: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
      token_info: z.looseObject({ address: z.string() }),
      block_timestamp: z.number(),
      from: z.string(),
      to: z.string(),
      type: z.string(),
      value: z.string(),
    }),
  ),
  meta: z.looseObject({ fingerprint: z.optional(z.string()), page_size: z.optional(z.number()) }),
});
