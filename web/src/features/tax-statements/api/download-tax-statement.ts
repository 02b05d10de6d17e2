/** `GET /tax-statements/{financialYear}`: the year's CSV, fetched with the token and saved. */
import { taxStatementRoutes } from '@contract/routes/tax-statements';
import { callRoute } from '../../../lib/api-client';
import { saveCsv } from '../../../lib/save-csv';

export const taxStatementFileName = (financialYear: string) => `tax-statement-${financialYear}.csv`;

export async function downloadTaxStatement(financialYear: string): Promise<void> {
  const csv = await callRoute(taxStatementRoutes.getTaxStatement, { pathParameters: { financialYear } });
  saveCsv(csv, taxStatementFileName(financialYear));
}
