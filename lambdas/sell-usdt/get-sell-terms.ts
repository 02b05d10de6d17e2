/** GET /trade/sell-usdt/terms — spread, fees, TDS and its yearly threshold, limits: what the sell screen shows first. */
import { sellUsdtRoutes } from '../../contract/routes/sell-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { sellerTotals } from '../domain/trade/sell-usdt';
import { sellTermsView } from '../domain/trade/sell-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(sellUsdtRoutes.getSellTerms, async ({ caller }) =>
  json(sellTermsView(await sellerTotals(caller, tradeDependencies()))),
);
