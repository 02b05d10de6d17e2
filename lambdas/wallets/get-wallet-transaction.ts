/** GET /wallets/{currency}/transactions/{transactionId} — one of the caller's own transactions. */
import { walletRoutes } from '../../contract/routes/wallets';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { walletTransaction } from '../domain/wallets/wallet-transactions';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(walletRoutes.getWalletTransaction, async ({ caller, pathParameters }) =>
  json(
    await walletTransaction(
      caller.userId,
      pathParameters.currency,
      pathParameters.transactionId,
      dynamoLedger(),
    ),
  ),
);
