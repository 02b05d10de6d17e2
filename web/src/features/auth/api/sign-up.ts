import { NotAvailableYetError } from '../../../lib/not-available-yet';

export interface SignUpInput {
  email: string;
  password: string;
}

/** Creates the account; Cognito then emails a confirmation code. (Wired to Cognito by the auth core.) */
export async function signUp(_input: SignUpInput): Promise<void> {
  throw new NotAvailableYetError('Creating an account');
}
