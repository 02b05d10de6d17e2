/** GET /wallets/usdt/withdrawals — the caller's recent USDT withdrawals, newest first, with their chain status. */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { withdrawalView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/** The USDT wallet's latest records the list is taken from (deposits and buys share the wallet). */
const RECENT_RECORDS = 100;

export const handler = apiHandler(usdtWithdrawalRoutes.listUsdtWithdrawals, async ({ caller }) => {
  const { transactions } = await dynamoLedger().list(caller.userId, 'USDT', { limit: RECENT_RECORDS });
  return json({
    withdrawals: transactions.filter((record) => record.type === 'usdt-withdrawal').map(withdrawalView),
  });
});
