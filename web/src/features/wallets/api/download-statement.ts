/**
 * `GET /wallets/{currency}/statement?from=&to=`: the CSV statement. The API needs the access token,
 * which a plain link cannot carry, so the file is fetched and handed to the browser to save.
 */
import { walletRoutes } from '@contract/routes/wallets';
import type { StatementQuery, WalletCurrency } from '@contract/wallets';
import { callRoute } from '../../../lib/api-client';

export const statementFileName = (currency: WalletCurrency, range: StatementQuery) =>
  `${currency}-statement-${range.from}-to-${range.to}.csv`;

export async function downloadStatement(currency: WalletCurrency, range: StatementQuery): Promise<void> {
  const csv = await callRoute(walletRoutes.getWalletStatement, {
    pathParameters: { currency },
    query: range,
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(currency, range);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
