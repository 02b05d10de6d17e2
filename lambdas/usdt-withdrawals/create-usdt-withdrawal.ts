/**
 * POST /wallets/usdt/withdrawals — reserves amount + network fee for a saved, open address, confirmed
 * with the PIN. Idempotent per customer and Idempotency-Key (the middleware and the ledger's reference).
 */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { usdtWithdrawalDependencies } from '../adapters/usdt-withdrawal-dependencies';
import { checkedIdempotencyKey } from '../domain/client-idempotency';
import { withdrawUsdt } from '../domain/usdt-withdrawals/withdraw-usdt';
import { withdrawalView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { clientIdempotency } from '../http/client-idempotency';
import { json } from '../http/responses';

export const handler = apiHandler(
  usdtWithdrawalRoutes.createUsdtWithdrawal,
  async ({ caller, body, event }) => {
    const idempotencyKey = checkedIdempotencyKey(event.headers?.['idempotency-key']);
    const posted = await withdrawUsdt(caller, { ...body, idempotencyKey }, usdtWithdrawalDependencies());
    const [record] = posted.transactions;
    if (!record) throw new Error('A reserved withdrawal has its record');
    return json(withdrawalView(record), 201);
  },
).use(clientIdempotency());
