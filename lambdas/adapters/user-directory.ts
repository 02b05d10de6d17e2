/**
 * Looks a customer up in the user pool. Access tokens carry no email, so the profile's email comes from
 * the pool the first time a profile is created for a caller who presented an access token.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { environment } from '../config/environment';
import { cognitoIdentityProvider } from './aws-clients';

export async function emailOfUser(username: string): Promise<string> {
  const user = await cognitoIdentityProvider().send(
    new AdminGetUserCommand({ UserPoolId: environment.userPoolId(), Username: username }),
  );
  const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  if (!email) throw new Error('User pool record has no email attribute');
  return email;
}
