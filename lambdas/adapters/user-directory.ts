/**
 * Looks a customer up in the user pool. Access tokens carry no email, so the profile's email comes from
 * the pool the first time a profile is created for a caller who presented an access token; operators
 * know a customer by email, so the ops command line finds the user id from it.
 */
import {
  AdminGetUserCommand,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
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

/**
 * The user id (the token's `sub`) of the account with exactly this email, or undefined when there is none.
 * ListUsers matches `email = "…"` as the service defines it; only an account whose email is the very
 * string given counts, so an operator never acts on a near miss.
 */
export async function userIdOfEmail(email: string): Promise<string | undefined> {
  // The filter takes the value between double quotes: a quote or backslash would change the filter itself,
  // so such a string is answered as no account rather than sent.
  if (/["\\]/.test(email)) return undefined;
  const { Users = [] } = await cognitoIdentityProvider().send(
    new ListUsersCommand({
      UserPoolId: environment.userPoolId(),
      Filter: `email = "${email}"`,
      AttributesToGet: ['sub', 'email'],
    }),
  );
  const attribute = (user: UserType, name: string) =>
    user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
  const matches = Users.filter((user) => attribute(user, 'email') === email);
  // Email is the pool's sign-in alias, so the pool lets at most one account hold it.
  if (matches.length > 1) throw new Error(`The user pool has ${matches.length} accounts with one email.`);
  return matches[0] && attribute(matches[0], 'sub');
}
