/**
 * GET /wallets/inr/card-deposits/{transactionId} — one of the caller's card deposits. A pending one is
 * first checked with the provider (a captured payment is credited, a failed one fails it, an order past
 * its lifetime expires), and so is one that failed or expired within the late-capture window (a
 * captured payment is credited), so the answer is never staler than the provider's own.
 */
import { cardDepositRoutes } from '../../contract/routes/card-deposits';
import { cardDepositDependencies } from '../adapters/card-deposit-dependencies';
import { cardDepositView, ownCardDeposit, settleCardDeposit } from '../domain/deposits/card-deposit';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(cardDepositRoutes.getCardDeposit, async ({ caller, pathParameters }) => {
  const deps = cardDepositDependencies();
  const deposit = await ownCardDeposit(
    { userId: caller.userId, id: pathParameters.transactionId },
    deps.ledger,
  );
  return json(cardDepositView(await settleCardDeposit(deposit, deps)));
});
