/** The signed-in person's own account: profile, sign-out everywhere, transaction PIN, profile picture. */
import {
  AvatarSchema,
  ProfileSchema,
  SetAvatarRequestSchema,
  SetTransactionPinRequestSchema,
} from '../account';
import { defineRoutes, noContent } from '../route-definition';
import { writesAccounts } from '../route-grants';

export const accountRoutes = defineRoutes({
  getMe: {
    method: 'GET',
    path: '/me',
    access: 'user',
    response: ProfileSchema,
    handler: 'lambdas/account/get-me.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      // Presigns the link to the profile picture that the profile shows.
      uploadsBucket: 'read',
      userPoolActions: ['cognito-idp:AdminGetUser'],
    },
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/me/sign-out-everywhere',
    access: 'user',
    response: noContent,
    handler: 'lambdas/account/sign-out-everywhere.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      userPoolActions: ['cognito-idp:AdminUserGlobalSignOut'],
    },
  },
  setTransactionPin: {
    method: 'PUT',
    path: '/me/transaction-pin',
    access: 'user',
    request: { body: SetTransactionPinRequestSchema },
    response: noContent,
    handler: 'lambdas/account/set-transaction-pin.ts',
    grants: writesAccounts,
  },
  setAvatar: {
    method: 'PUT',
    path: '/me/avatar',
    access: 'user',
    request: { body: SetAvatarRequestSchema },
    response: AvatarSchema,
    handler: 'lambdas/account/set-avatar.ts',
    grants: { tables: { accounts: 'readWrite' }, uploadsBucket: 'read' },
  },
});
