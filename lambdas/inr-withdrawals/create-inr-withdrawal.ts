/**
 * POST /wallets/inr/withdrawals — withdraws to the caller's verified bank account, confirmed with the
 * transaction PIN. Idempotent per customer and Idempotency-Key (the middleware and the ledger).
 */
import { inrWithdrawalRoutes } from '../../contract/routes/inr-withdrawals';
import { inrWithdrawalDependencies } from '../adapters/inr-withdrawal-dependencies';
import { checkedIdempotencyKey } from '../domain/client-idempotency';
import { requestInrWithdrawal } from '../domain/inr-withdrawals/inr-withdrawal';
import { withdrawalView } from '../domain/inr-withdrawals/inr-withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { clientIdempotency } from '../http/client-idempotency';
import { json } from '../http/responses';

export const handler = apiHandler(
  inrWithdrawalRoutes.createInrWithdrawal,
  async ({ caller, body, event }) => {
    const idempotencyKey = checkedIdempotencyKey(event.headers?.['idempotency-key']);
    const { record } = await requestInrWithdrawal(
      caller,
      { ...body, idempotencyKey },
      inrWithdrawalDependencies(),
    );
    return json(withdrawalView(record), 201);
  },
).use(clientIdempotency());
