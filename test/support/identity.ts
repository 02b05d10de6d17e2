/**
 * Real customers in the local Cognito: signed up, confirmed with the code from the local mailbox and
 * signed in, exactly as a person would through the SPA.
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stackUnderTest } from './stack-context';

export interface SignedInCustomer {
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  const stack = stackUnderTest();
  return new CognitoIdentityProviderClient({
    region: stack.region,
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

let counter = 0;
export function uniqueEmail(label = 'customer'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.in`;
}

/** The code of the newest email with one: the wallet's own emails (KYC decided, money in) come between. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${stackUnderTest().mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`No email for ${email} (${response.status})`);
  const messages = (await response.json()) as { code?: string }[];
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`No email to ${email} has a code`);
  return code;
}

export async function signIn(email: string, password: string): Promise<SignedInCustomer> {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackUnderTest().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken)
    throw new Error('Sign-in gave no tokens');
  return {
    email,
    password,
    idToken: tokens.IdToken,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
  };
}

export async function signUpAndSignIn(
  email = uniqueEmail(),
  password = 'correct horse',
): Promise<SignedInCustomer> {
  const cognito = cognitoClient();
  const clientId = stackUnderTest().userPoolClientId;
  await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: clientId,
      Username: email,
      ConfirmationCode: await latestCode(email),
    }),
  );
  return signIn(email, password);
}

/** The user pool's own refresh (REFRESH_TOKEN_AUTH), outside any browser session. */
export function refreshWithToken(refreshToken: string) {
  return cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: stackUnderTest().userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}
