/** PUT /me/account-setup — submits KYC and bank details for review (again, after a rejection). */
import { accountSetupStore } from '../adapters/account-setup-repository';
import { fieldCipher } from '../adapters/field-cipher/field-cipher-from-environment';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { emailOfUser } from '../adapters/user-directory';
import { AccountSetupRequestSchema } from '../contract/account-setup';
import { submitAccountSetup } from '../domain/kyc/submit-account-setup';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await submitAccountSetup(caller, parseBody(event, AccountSetupRequestSchema), {
      store: accountSetupStore,
      images: s3DocumentStorage(),
      cipher: fieldCipher(),
      emailOfUser,
      now: () => new Date(),
    }),
  ),
);
