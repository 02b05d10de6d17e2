/** GET /trade/sell-usdt/terms — the spread, fee, tax lines and limits the sell screen shows before anyone types. */
import { sellUsdtRoutes } from '../../contract/routes/sell-usdt';
import { tradeDependencies } from '../adapters/trade-dependencies';
import { soldToday } from '../domain/trade/sell-usdt';
import { sellTermsView } from '../domain/trade/sell-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(sellUsdtRoutes.getSellTerms, async ({ caller }) =>
  json(sellTermsView(await soldToday(caller, tradeDependencies()))),
);
