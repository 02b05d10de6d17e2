/** GET /me/account-setup — where the caller's account setup stands, identity numbers masked. */
import { accountSetupRoutes } from '../../contract/routes/account-setup';
import { accountSetupStore } from '../adapters/account-setup-repository';
import { viewAccountSetup } from '../domain/kyc/view-account-setup';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(accountSetupRoutes.getAccountSetup, async ({ caller }) =>
  json(await viewAccountSetup(caller.userId, accountSetupStore)),
);
