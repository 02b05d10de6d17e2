/**
 * GET /wallets/inr/card-deposits/{transactionId} — one of the caller's card deposits. A pending one is
 * first checked with the provider (a captured payment is credited, a failed one fails it, an order past
 * its lifetime expires), so the answer is never staler than the provider's own.
 */
import { cardDepositDependencies } from '../adapters/card-deposit-dependencies';
import { cardDepositView, ownCardDeposit, reconcileCardDeposit } from '../domain/deposits/card-deposit';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler('getCardDeposit', async ({ caller, pathParameters }) => {
  const deps = cardDepositDependencies();
  const deposit = await ownCardDeposit(
    { userId: caller.userId, id: pathParameters.transactionId },
    deps.ledger,
  );
  return json(cardDepositView(await reconcileCardDeposit(deposit, deps)));
});
