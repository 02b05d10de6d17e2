/** Account setup: KYC and bank details, sealed at field level, for a reviewer's decision. */
import { AccountSetupRequestSchema, AccountSetupViewSchema } from '../account-setup';
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';

export const accountSetupRoutes = defineRoutes({
  getAccountSetup: {
    method: 'GET',
    path: '/me/account-setup',
    access: 'user',
    response: AccountSetupViewSchema,
    handler: 'lambdas/account-setup/get-account-setup.ts',
    grants: readsAccounts,
  },
  submitAccountSetup: {
    method: 'PUT',
    path: '/me/account-setup',
    access: 'user',
    request: { body: AccountSetupRequestSchema },
    response: AccountSetupViewSchema,
    handler: 'lambdas/account-setup/submit-account-setup.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      // HEAD of the two ID images the customer uploaded, and the review copies made of them on submit
      // (which the customer cannot overwrite while the application is reviewed).
      uploadsBucket: 'copyAndDiscard',
      userPoolActions: ['cognito-idp:AdminGetUser'],
      fieldKeyActions: ['kms:GenerateDataKey', 'kms:GenerateMac'],
    },
  },
});
