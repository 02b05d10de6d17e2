import { NotAvailableYetError } from '../../../lib/not-available-yet';

export interface SignInInput {
  email: string;
  password: string;
}

/** What the screen does next: go where the person was headed, or ask for one more step. */
export type SignInResult = { next: 'signed-in' } | { next: 'confirm-sign-up' } | { next: 'otp-verification' };

export async function signIn(_input: SignInInput): Promise<SignInResult> {
  throw new NotAvailableYetError('Signing in');
}
