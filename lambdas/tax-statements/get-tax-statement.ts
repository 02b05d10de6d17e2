/** GET /tax-statements/{financialYear} — the caller's own tax statement for that year, as CSV. */
import { taxStatementRoutes } from '../../contract/routes/tax-statements';
import { now } from '../adapters/clock';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { taxStatement } from '../domain/tax-statements/tax-statement';
import { apiHandler } from '../http/api-handler';
import { csvAttachment } from '../http/responses';

export const handler = apiHandler(taxStatementRoutes.getTaxStatement, async ({ caller, pathParameters }) => {
  const ledger = dynamoLedger();
  const statement = await taxStatement(caller.userId, pathParameters.financialYear, {
    records: ledger,
    entries: ledger,
    now,
  });
  return csvAttachment(statement.csv, statement.fileName);
});
