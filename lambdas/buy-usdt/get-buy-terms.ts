/** GET /trade/buy-usdt/terms — the limits, fee and tax lines the buy screen shows before anyone types. */
import { buyUsdtRoutes } from '../../contract/routes/buy-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { spentToday } from '../domain/trade/buy-usdt';
import { termsView } from '../domain/trade/buy-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(buyUsdtRoutes.getBuyTerms, async ({ caller }) =>
  json(termsView(await spentToday(caller, tradeDependencies()))),
);
