/**
 * INR withdrawals: the terms before typing, the withdrawal (an Idempotency-Key per confirmation, so a
 * retried request never withdraws twice), and the list, polled while one is on its way to the bank.
 */
import type { InrWithdrawalList } from '@contract/inr-withdrawals';
import { inrWithdrawalRoutes } from '@contract/routes/inr-withdrawals';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { meKey } from '../../../lib/profile/get-me';
import { walletTransactionsKey } from '../../../lib/wallets/wallet-transactions-key';

const PROCESSING_POLL_MS = 3000;

const termsKey = routeUrl(inrWithdrawalRoutes.getInrWithdrawalTerms);
const listKey = routeUrl(inrWithdrawalRoutes.listInrWithdrawals);

export const useWithdrawalTerms = () =>
  useSWR(termsKey, readRoute(inrWithdrawalRoutes.getInrWithdrawalTerms), apiSwrOptions);

const anyProcessing = (list: InrWithdrawalList | undefined) =>
  list?.withdrawals.some((withdrawal) => withdrawal.status === 'processing') ?? false;

/**
 * The list, asked again while a withdrawal is on its way; each answer refreshes the balance and the INR
 * list too, so a payout that failed shows its money back without a reload.
 */
export function useWithdrawals() {
  const { mutate } = useSWRConfig();
  return useSWR(listKey, readRoute(inrWithdrawalRoutes.listInrWithdrawals), {
    ...apiSwrOptions,
    refreshInterval: (list) => (anyProcessing(list) ? PROCESSING_POLL_MS : 0),
    onSuccess: () => void Promise.all([mutate(meKey), mutate(walletTransactionsKey('inr'))]),
  });
}

export function createWithdrawal(amount: string, pin: string, idempotencyKey: string) {
  return callRoute(inrWithdrawalRoutes.createInrWithdrawal, { body: { amount, pin }, idempotencyKey });
}

/** After a withdrawal: the balance, the terms (what is left today), the list and the INR wallet. */
export function useRefreshAfterWithdrawal() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([mutate(meKey), mutate(termsKey), mutate(listKey), mutate(walletTransactionsKey('inr'))]);
}
