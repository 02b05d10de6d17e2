/** GET /wallets/usdt/withdrawals/terms — the limits and what is left today, shown before anyone types. */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { now } from '../adapters/clock';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { explorerTransactionUrl } from '../adapters/usdt-withdrawal-dependencies';
import { withdrawnToday } from '../domain/usdt-withdrawals/withdraw-usdt';
import { termsView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(usdtWithdrawalRoutes.getUsdtWithdrawalTerms, async ({ caller }) =>
  json(
    termsView(await withdrawnToday(caller.userId, { ledger: dynamoLedger(), now }), explorerTransactionUrl()),
  ),
);
