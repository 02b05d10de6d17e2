/** GET /wallets/inr/withdrawals — the caller's own withdrawals, newest first, with status and UTR. */
import { inrWithdrawalRoutes } from '../../contract/routes/inr-withdrawals';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { listInrWithdrawals } from '../domain/inr-withdrawals/inr-withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(inrWithdrawalRoutes.listInrWithdrawals, async ({ caller, query }) =>
  json(await listInrWithdrawals(caller.userId, query, dynamoLedger())),
);
