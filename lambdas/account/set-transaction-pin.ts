/** PUT /me/transaction-pin — sets the caller's transaction PIN, or changes it given the current one. */
import { accountRoutes } from '../../contract/routes/account';
import { transactionPinDependencies } from '../adapters/transaction-pin-dependencies';
import { setTransactionPin } from '../domain/transaction-pin';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

export const handler = apiHandler(accountRoutes.setTransactionPin, async ({ caller, body }) => {
  await setTransactionPin(caller, body, transactionPinDependencies);
  return noContent();
});
