/** GET /wallets/usdt/withdrawals/fee?to=&amount= — the network fee in USDT for that transfer now. */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { usdtWithdrawalDependencies } from '../adapters/usdt-withdrawal-dependencies';
import { parseAmount } from '../domain/money';
import { networkFeeFor } from '../domain/usdt-withdrawals/withdraw-usdt';
import { feeView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(usdtWithdrawalRoutes.getUsdtWithdrawalFee, async ({ query }) => {
  const amountMicro = parseAmount(query.amount, 'USDT');
  return json(feeView(amountMicro, await networkFeeFor(query.to, amountMicro, usdtWithdrawalDependencies())));
});
