/** PUT /me/transaction-pin — sets the caller's transaction PIN, or changes it given the current one. */
import { transactionPinDependencies } from '../adapters/transaction-pin-dependencies';
import { SetTransactionPinRequestSchema } from '../contract/transaction-pin';
import { setTransactionPin } from '../domain/transaction-pin';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { noContent } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) => {
  await setTransactionPin(
    caller,
    parseBody(event, SetTransactionPinRequestSchema),
    transactionPinDependencies,
  );
  return noContent();
});
