/** GET /wallets/{currency}/statement?from=&to= — the caller's own statement for those days, as CSV. */
import { walletRoutes } from '../../contract/routes/wallets';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { walletStatement } from '../domain/wallets/wallet-statement';
import { apiHandler } from '../http/api-handler';
import { csvAttachment } from '../http/responses';

export const handler = apiHandler(
  walletRoutes.getWalletStatement,
  async ({ caller, pathParameters, query }) => {
    const statement = await walletStatement(caller.userId, pathParameters.currency, query, dynamoLedger());
    return csvAttachment(statement.csv, statement.fileName);
  },
);
