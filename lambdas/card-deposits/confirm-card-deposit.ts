/**
 * POST /wallets/inr/card-deposits/{transactionId}/confirm — the browser is back from the provider's
 * checkout with `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`. The signature must
 * be the provider's over the order stored for this deposit and the payment id (HMAC keyed with the key
 * secret); then the payment is fetched server-to-server and only a captured one is credited. A repeated
 * return (a reload, a second tab) answers with the deposit as it is, crediting nothing again.
 */
import { cardDepositRoutes } from '../../contract/routes/card-deposits';
import { cardDepositDependencies } from '../adapters/card-deposit-dependencies';
import { razorpayConfig } from '../adapters/razorpay/razorpay-config';
import { isValidCheckoutSignature } from '../adapters/razorpay/razorpay-signatures';
import { cardDepositView, confirmCardDeposit, ownCardDeposit } from '../domain/deposits/card-deposit';
import { InvalidRequestError } from '../domain/errors';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

const notTheProvidersReturn = 'This payment confirmation is not the payment provider’s for this deposit.';

export const handler = apiHandler(
  cardDepositRoutes.confirmCardDeposit,
  async ({ caller, body, pathParameters }) => {
    const deps = cardDepositDependencies();
    const deposit = await ownCardDeposit(
      { userId: caller.userId, id: pathParameters.transactionId },
      deps.ledger,
    );
    const storedOrderId = deposit.orderId as string;
    const signed =
      body.razorpay_order_id === storedOrderId &&
      isValidCheckoutSignature({
        storedOrderId,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
        keySecret: await razorpayConfig.keySecret(),
      });
    if (!signed)
      throw new InvalidRequestError(notTheProvidersReturn, { razorpay_signature: notTheProvidersReturn });
    return json(cardDepositView(await confirmCardDeposit(deposit, body.razorpay_payment_id, deps)));
  },
);
