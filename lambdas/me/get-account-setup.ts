/** GET /me/account-setup — where the caller's account setup stands, identity numbers masked. */
import { accountSetupStore } from '../adapters/account-setup-repository';
import { viewAccountSetup } from '../domain/kyc/view-account-setup';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler('getAccountSetup', async ({ caller }) =>
  json(await viewAccountSetup(caller.userId, accountSetupStore)),
);
