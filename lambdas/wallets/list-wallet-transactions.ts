/** GET /wallets/{currency}/transactions — the caller's own transactions, newest first, a page at a time. */
import { walletRoutes } from '../../contract/routes/wallets';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { listWalletTransactions } from '../domain/wallets/wallet-transactions';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(
  walletRoutes.listWalletTransactions,
  async ({ caller, pathParameters, query }) =>
    json(await listWalletTransactions(caller.userId, pathParameters.currency, query, dynamoLedger())),
);
