/**
 * POST /trade/buy-usdt/orders — executes the caller's quote once, confirmed with the transaction PIN.
 * Idempotent per customer and Idempotency-Key (the middleware), and per quote (the ledger).
 */
import { buyUsdtRoutes } from '../../contract/routes/buy-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { checkedIdempotencyKey } from '../domain/client-idempotency';
import { executeBuy } from '../domain/trade/buy-usdt';
import { orderView } from '../domain/trade/buy-views';
import { apiHandler } from '../http/api-handler';
import { clientIdempotency } from '../http/client-idempotency';
import { json } from '../http/responses';

export const handler = apiHandler(buyUsdtRoutes.executeBuy, async ({ caller, body, event }) => {
  const idempotencyKey = checkedIdempotencyKey(event.headers?.['idempotency-key']);
  const { quote, posted } = await executeBuy(caller, { ...body, idempotencyKey }, tradeDependencies());
  return json(orderView(quote, posted), 201);
}).use(clientIdempotency());
