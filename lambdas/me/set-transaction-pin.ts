/** PUT /me/transaction-pin — sets the caller's transaction PIN, or changes it given the current one. */

import { scryptPinHasher } from '../adapters/scrypt-pin-hasher';
import { transactionPinRepository } from '../adapters/transaction-pin-repository';
import { setTransactionPin } from '../domain/transaction-pin';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

const deps = { store: transactionPinRepository, hasher: scryptPinHasher, now: () => new Date() };

export const handler = apiHandler('setTransactionPin', async ({ caller, body }) => {
  await setTransactionPin(caller, body, deps);
  return noContent();
});
