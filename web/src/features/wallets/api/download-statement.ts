/** `GET /wallets/{currency}/statement?from=&to=`: the CSV statement, fetched with the token and saved. */
import { walletRoutes } from '@contract/routes/wallets';
import type { StatementQuery, WalletCurrency } from '@contract/wallets';
import { callRoute } from '../../../lib/api-client';
import { saveCsv } from '../../../lib/save-csv';

export const statementFileName = (currency: WalletCurrency, range: StatementQuery) =>
  `${currency}-statement-${range.from}-to-${range.to}.csv`;

export async function downloadStatement(currency: WalletCurrency, range: StatementQuery): Promise<void> {
  const csv = await callRoute(walletRoutes.getWalletStatement, {
    pathParameters: { currency },
    query: range,
  });
  saveCsv(csv, statementFileName(currency, range));
}
