/** PUT /me/transaction-pin — sets the caller's transaction PIN, or changes it given the current one. */

import { scryptPinHasher } from '../adapters/scrypt-pin-hasher';
import { transactionPinRepository } from '../adapters/transaction-pin-repository';
import { SetTransactionPinRequestSchema } from '../contract/transaction-pin';
import { setTransactionPin } from '../domain/transaction-pin';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { noContent } from '../http/responses';

const deps = { store: transactionPinRepository, hasher: scryptPinHasher, now: () => new Date() };

export const handler = userRoute('user', async ({ caller, event }) => {
  await setTransactionPin(caller, parseBody(event, SetTransactionPinRequestSchema), deps);
  return noContent();
});
