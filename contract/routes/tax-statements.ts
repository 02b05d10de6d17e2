/** The customer's tax statement for one financial year, as a CSV to save. */
import { noBody, noQuery } from '../request-shapes';
import { csvFile, defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';
import { TaxStatementPathSchema } from '../tax-statements';

export const taxStatementRoutes = defineRoutes({
  getTaxStatement: {
    method: 'GET',
    path: '/tax-statements/{financialYear}',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: TaxStatementPathSchema },
    response: csvFile,
    handler: 'lambdas/tax-statements/get-tax-statement.ts',
    // The caller's records and the journal entries they name, all in the accounts table.
    grants: readsAccounts,
  },
});
