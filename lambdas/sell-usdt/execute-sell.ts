/**
 * POST /trade/sell-usdt/orders — executes the caller's sell quote once, confirmed with the transaction
 * PIN. Idempotent per customer and Idempotency-Key (the middleware), and per quote (the ledger).
 */
import { sellUsdtRoutes } from '../../contract/routes/sell-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { checkedIdempotencyKey } from '../domain/client-idempotency';
import { executeSell } from '../domain/trade/sell-usdt';
import { sellOrderView } from '../domain/trade/sell-views';
import { apiHandler } from '../http/api-handler';
import { clientIdempotency } from '../http/client-idempotency';
import { json } from '../http/responses';

export const handler = apiHandler(sellUsdtRoutes.executeSell, async ({ caller, body, event }) => {
  const idempotencyKey = checkedIdempotencyKey(event.headers?.['idempotency-key']);
  const { quote, posted } = await executeSell(caller, { ...body, idempotencyKey }, tradeDependencies());
  return json(sellOrderView(quote, posted), 201);
}).use(clientIdempotency());
