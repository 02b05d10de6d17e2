/**
 * `GET /me`: the signed-in customer's profile. Amounts are decimal strings (no floating point on the
 * wire); an empty wallet shows as `'00.00'`, as the product spec has it.
 */
import * as z from 'zod/mini';

const DecimalAmount = z.string().check(z.regex(/^\d+\.\d+$/, 'Amount must be a decimal string'));

export const ProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  KYCVerified: z.boolean(),
  fiatBalance: DecimalAmount,
  cryptoBalance: z.object({ USDT: DecimalAmount }),
  cryptoAddresses: z.object({ TRC20: z.array(z.string()) }),
  createdAt: z.string(),
});

export type Profile = z.infer<typeof ProfileSchema>;
