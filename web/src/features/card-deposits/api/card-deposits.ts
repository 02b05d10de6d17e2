/**
 * Card deposits: the quote (terms, and the fee, GST and total for an amount, before paying), creating
 * the deposit (an Idempotency-Key per press of Pay, so a retried request never makes a second order),
 * confirming the checkout's return, and the deposit's status, polled while it is pending.
 */
import type { CardDeposit, ConfirmCardDepositRequest, HostedCheckout } from '@contract/card-deposits';
import { cardDepositRoutes } from '@contract/routes/card-deposits';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute, newIdempotencyKey, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { meKey } from '../../../lib/profile/get-me';
import { walletTransactionsKey } from '../../../lib/wallets/wallet-transactions-key';

const PENDING_POLL_MS = 2000;

const quoteKey = (amount: string | undefined) =>
  routeUrl(cardDepositRoutes.getCardDepositQuote, { query: { amount } });

/** The terms, and with an amount its figures; the previous figures stay while the next load. */
export function useCardDepositQuote(amount: string | undefined, enabled: boolean) {
  return useSWR(enabled ? quoteKey(amount) : null, readRoute(cardDepositRoutes.getCardDepositQuote), {
    ...apiSwrOptions,
    keepPreviousData: true,
  });
}

export function createCardDeposit(amount: string) {
  return callRoute(cardDepositRoutes.createCardDeposit, {
    body: { amount },
    idempotencyKey: newIdempotencyKey(),
  });
}

export function confirmCardDeposit(depositId: string, fields: ConfirmCardDepositRequest) {
  return callRoute(cardDepositRoutes.confirmCardDeposit, {
    pathParameters: { transactionId: depositId },
    body: fields,
  });
}

/** One deposit, asked again every 2 s while it is pending (the server checks with the provider). */
export function useCardDeposit(depositId: string | null, fallbackData?: CardDeposit) {
  return useSWR(
    depositId
      ? routeUrl(cardDepositRoutes.getCardDeposit, { pathParameters: { transactionId: depositId } })
      : null,
    readRoute(cardDepositRoutes.getCardDeposit),
    {
      ...apiSwrOptions,
      ...(fallbackData ? { fallbackData } : {}),
      refreshInterval: (deposit) => (deposit?.status === 'pending' ? PENDING_POLL_MS : 0),
    },
  );
}

/** The balance and the INR list, asked again at once after a deposit settles. */
export function useRefreshInrWallet() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(meKey), mutate(walletTransactionsKey('inr'))]);
}

/**
 * Sends the browser to the provider's hosted checkout: a form POST, as Razorpay's hosted checkout
 * takes it (the sandbox takes the same form).
 */
export function goToCheckout(checkout: HostedCheckout) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
