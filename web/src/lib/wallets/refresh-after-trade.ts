/**
 * After a buy or a sell both balances, both wallets' lists and what is left of the day's limit (the
 * side's terms) are asked again at once, so every figure on the screen follows the trade.
 */
import { useSWRConfig } from 'swr';
import { meKey } from '../profile/get-me';
import { walletTransactionsKey } from './wallet-transactions-key';

export function useRefreshAfterTrade(termsKey: string) {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(meKey),
      mutate(termsKey),
      mutate(walletTransactionsKey('inr')),
      mutate(walletTransactionsKey('usdt')),
    ]);
}
