/**
 * RazorpayX's `GET /v1/banking_balances`: the balances of the business's accounts (current account,
 * RazorpayX Lite, fixed deposits), amounts in paise. Proof of reserves counts the one payouts are paid
 * from (RAZORPAY_PAYOUT_ACCOUNT_NUMBER) as money the house holds. Locally the payments sandbox answers it.
 */
import * as z from 'zod/mini';
import { PaymentProviderError } from '../../domain/payments/provider-errors';
import { RazorpayClient } from './razorpay-client';
import { razorpayConfig, razorpayCredentials } from './razorpay-config';
import { RazorpayCollectionSchema } from './razorpay-entities';

const BankingBalanceSchema = z.object({
  entity: z.literal('banking_balance'),
  currency: z.string(),
  account_number: z.string(),
  amount: z.int(),
});

/** The payout account's balance in paise. */
export async function payoutAccountBalancePaise(): Promise<bigint> {
  const accountNumber = razorpayConfig.payoutAccountNumber();
  const balances = await new RazorpayClient(razorpayCredentials()).get(
    '/v1/banking_balances',
    RazorpayCollectionSchema(BankingBalanceSchema),
  );
  const account = balances.items.find(
    (item) => item.account_number === accountNumber && item.currency === 'INR',
  );
  if (!account)
    throw new PaymentProviderError('RazorpayX lists no balance for the payout account', 200, 'NO_BALANCE');
  return BigInt(account.amount);
}
