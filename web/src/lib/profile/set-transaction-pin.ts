/** `PUT /me/transaction-pin`: sets the PIN, or changes it with the current one. */

import type { SetTransactionPinRequest } from '@contract/account';
import { accountRoutes } from '@contract/routes/account';
import { callRoute } from '../api-client';

export async function setTransactionPin(request: SetTransactionPinRequest): Promise<void> {
  await callRoute(accountRoutes.setTransactionPin, { body: request });
}
