/** POST /trade/buy-usdt/quotes — prices a buy from the feed and keeps the quote for the caller. */
import { buyUsdtRoutes } from '../../contract/routes/buy-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { createBuyQuote } from '../domain/trade/buy-usdt';
import { quoteView } from '../domain/trade/buy-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(buyUsdtRoutes.createBuyQuote, async ({ caller, body }) =>
  json(quoteView(await createBuyQuote(caller, body, tradeDependencies())), 201),
);
