/**
 * Ends a customer's sessions in the user pool. AdminUserGlobalSignOut revokes every refresh token
 * (and the access tokens' use against Cognito itself); API Gateway still accepts the access and id
 * tokens until they expire, which is why the API keeps its own cut-off (session-repository.ts).
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { environment } from '../config/environment';
import { cognitoIdentityProvider } from './aws-clients';

export async function revokeRefreshTokens(username: string): Promise<void> {
  await cognitoIdentityProvider().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: environment.userPoolId(), Username: username }),
  );
}
