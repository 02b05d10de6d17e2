/** Chain deposits: the customer's own address for receiving USDT (TRC20) on TRON. */
import * as z from 'zod/mini';

/** `GET /wallets/usdt/deposit-address`: the person's own TRC20 address for receiving USDT on TRON. */
export const UsdtDepositAddressSchema = z.object({
  network: z.literal('TRC20'),
  /** A TRON address: 34 characters, starts with T. */
  address: z.string(),
  /** The USDT contract deposits are matched on; any other token sent here is not credited. */
  tokenContract: z.string(),
  /** Blocks on top of a deposit's block before it is credited; until then it shows as pending. */
  confirmations: z.number(),
});
export type UsdtDepositAddress = z.infer<typeof UsdtDepositAddressSchema>;
