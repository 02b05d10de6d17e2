/** `PUT /me/transaction-pin`: sets the PIN, or changes it with the current one. */
import { apiPath } from '@contract/api-paths';
import type { SetTransactionPinRequest } from '@contract/transaction-pin';
import * as z from 'zod/mini';
import { apiClient } from '../api-client';

/** 204: no body. */
const NoContent = z.undefined();

export async function setTransactionPin(request: SetTransactionPinRequest): Promise<void> {
  await apiClient.put(apiPath('setTransactionPin'), request, NoContent);
}
