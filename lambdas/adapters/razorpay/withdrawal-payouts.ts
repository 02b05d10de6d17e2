/**
 * The payout provider withdrawals use. Until the RazorpayX Payouts client is in, every call is refused
 * as the provider being unreachable: a withdrawal is then refused before any money moves (the payee is
 * registered first), and nothing reserved is ever left without a payout it could retry.
 */
import { PaymentProviderError } from '../../domain/payments/provider-errors';
import type { PayoutDependencies } from '../../domain/withdrawals/payout-booking';

const unavailable = async (): Promise<never> => {
  throw new PaymentProviderError('Withdrawals to your bank are not available yet.', 0, 'unavailable');
};

export const payoutProviderForWithdrawals = (): PayoutDependencies['payouts'] => ({
  createContact: unavailable,
  createFundAccount: unavailable,
  createPayout: unavailable,
  fetchPayout: unavailable,
  listPayoutsByReference: unavailable,
});
