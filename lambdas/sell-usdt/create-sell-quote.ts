/** POST /trade/sell-usdt/quotes — prices a sell from the feed and keeps the quote for the caller. */
import { sellUsdtRoutes } from '../../contract/routes/sell-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { createSellQuote } from '../domain/trade/sell-usdt';
import { sellQuoteView } from '../domain/trade/sell-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(sellUsdtRoutes.createSellQuote, async ({ caller, body }) =>
  json(sellQuoteView(await createSellQuote(caller, body, tradeDependencies())), 201),
);
