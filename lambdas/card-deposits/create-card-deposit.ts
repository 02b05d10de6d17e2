/**
 * POST /wallets/inr/card-deposits — a verified customer adds money by card: the server sets the fee,
 * GST and total, creates the provider's order for the total, records the pending deposit and answers
 * with the hosted checkout to send the browser to. Idempotent per Idempotency-Key: a retried request
 * gets the first answer (the same order), never a second order.
 */

import { CARD_DEPOSIT_RETURN_PATH, type CreatedCardDeposit } from '../../contract/card-deposits';
import { cardDepositRoutes } from '../../contract/routes/card-deposits';
import { cardDepositStartDependencies } from '../adapters/card-deposit-dependencies';
import { loadProfile } from '../adapters/profile-repository';
import { hostedCheckoutForm } from '../adapters/razorpay/razorpay-checkout';
import { razorpayConfig } from '../adapters/razorpay/razorpay-config';
import { cardDepositView, startCardDeposit } from '../domain/deposits/card-deposit';
import { formatRupees } from '../domain/money';
import { apiHandler } from '../http/api-handler';
import { appReturnUrl } from '../http/app-return-url';
import { clientIdempotency } from '../http/client-idempotency';
import { json } from '../http/responses';

export const handler = apiHandler(cardDepositRoutes.createCardDeposit, async ({ caller, body, event }) => {
  const returnUrl = appReturnUrl(event.headers, CARD_DEPOSIT_RETURN_PATH);
  const profile = await loadProfile(caller.userId);
  const deposit = await startCardDeposit(
    { userId: caller.userId, kycStatus: profile?.kycStatus ?? 'not-submitted' },
    body.amount,
    cardDepositStartDependencies(),
  );
  returnUrl.searchParams.set('deposit', deposit.id);
  const view = cardDepositView(deposit);
  const checkout = hostedCheckoutForm(razorpayConfig.checkoutUrl(), {
    keyId: razorpayConfig.keyId(),
    orderId: view.orderId,
    callbackUrl: returnUrl.href,
    // The name the person knows the app by, on the provider's page.
    merchantName: 'Tijori',
    description: `Add ${formatRupees(deposit.amountMinor)} to your INR wallet`,
    ...(profile?.email ? { prefillEmail: profile.email } : {}),
  });
  return json({ deposit: view, checkout } satisfies CreatedCardDeposit, 201);
}).use(clientIdempotency());
