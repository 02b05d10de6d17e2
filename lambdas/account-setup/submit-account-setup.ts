/** PUT /me/account-setup — submits KYC and bank details for review (again, after a rejection). */
import { accountSetupRoutes } from '../../contract/routes/account-setup';
import { accountSetupStore } from '../adapters/account-setup-repository';
import { now } from '../adapters/clock';
import { fieldCipher } from '../adapters/field-cipher/field-cipher-from-environment';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { emailOfUser } from '../adapters/user-directory';
import { submitAccountSetup } from '../domain/kyc/submit-account-setup';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(accountSetupRoutes.submitAccountSetup, async ({ caller, body }) =>
  json(
    await submitAccountSetup(caller, body, {
      store: accountSetupStore,
      images: s3DocumentStorage(),
      cipher: fieldCipher(),
      emailOfUser,
      now,
    }),
  ),
);
