/**
 * The local user pool and SPA client, created with the cloud pool's settings. Looked up by name
 * first, so persisted data keeps the same pool and client ids across restarts.
 */

import { KYC_REVIEWERS_GROUP } from '../../contract/route-access';
import { tokenValidity } from '../../definitions/identity';
import type { CognitoLocal } from './cognito-local';

export const USER_POOL_NAME = 'wallet-users';
export const USER_POOL_CLIENT_NAME = 'wallet-spa';

/** Same as the cloud pool: email is the username and is verified by a code; 8+ characters, no class rules; no MFA. */
export const userPoolSettings = {
  PoolName: USER_POOL_NAME,
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  MfaConfiguration: 'OFF',
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireUppercase: false,
      RequireLowercase: false,
      RequireNumbers: false,
      RequireSymbols: false,
      TemporaryPasswordValidityDays: 7,
    },
  },
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
  VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
};

/** Same as the cloud client: public (no secret), password sign-in and refresh, the shared token lifetimes. */
export const userPoolClientSettings = {
  ClientName: USER_POOL_CLIENT_NAME,
  GenerateSecret: false,
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  AccessTokenValidity: tokenValidity.accessTokenMinutes,
  IdTokenValidity: tokenValidity.idTokenMinutes,
  RefreshTokenValidity: tokenValidity.refreshTokenDays,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
};

interface PoolSummary {
  Id: string;
  Name: string;
}
interface ClientSummary {
  ClientId: string;
  ClientName: string;
}

export async function ensureUserPool(cognito: CognitoLocal): Promise<{ id: string; clientId: string }> {
  const { UserPools = [] } = await cognito.call<{ UserPools?: PoolSummary[] }>('ListUserPools', {
    MaxResults: 60,
  });
  let poolId = UserPools.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (poolId) {
    await cognito.call('UpdateUserPool', { UserPoolId: poolId, ...userPoolSettings, PoolName: undefined });
  } else {
    const created = await cognito.call<{ UserPool: PoolSummary }>('CreateUserPool', userPoolSettings);
    poolId = created.UserPool.Id;
  }

  const { UserPoolClients = [] } = await cognito.call<{ UserPoolClients?: ClientSummary[] }>(
    'ListUserPoolClients',
    { UserPoolId: poolId, MaxResults: 60 },
  );
  let clientId = UserPoolClients.find((client) => client.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
  if (clientId) {
    const { GenerateSecret: _, ...updatable } = userPoolClientSettings;
    await cognito.call('UpdateUserPoolClient', { UserPoolId: poolId, ClientId: clientId, ...updatable });
  } else {
    const created = await cognito.call<{ UserPoolClient: ClientSummary }>('CreateUserPoolClient', {
      UserPoolId: poolId,
      ...userPoolClientSettings,
    });
    clientId = created.UserPoolClient.ClientId;
  }

  const group = await cognito
    .call('GetGroup', { UserPoolId: poolId, GroupName: KYC_REVIEWERS_GROUP })
    .catch(() => undefined);
  if (!group) {
    await cognito.call('CreateGroup', {
      UserPoolId: poolId,
      GroupName: KYC_REVIEWERS_GROUP,
      Description: 'Staff who review KYC applications',
    });
  }
  return { id: poolId, clientId };
}
