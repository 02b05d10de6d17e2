import { NotAvailableYetError } from '../../../lib/not-available-yet';

export interface ConfirmSignUpInput {
  email: string;
  code: string;
}

/** Confirms the email address with the code Cognito sent. */
export async function confirmSignUp(_input: ConfirmSignUpInput): Promise<void> {
  throw new NotAvailableYetError('Confirming your email');
}

/** Sends a fresh confirmation code (the old one expires after 24 hours). */
export async function resendSignUpCode(_email: string): Promise<void> {
  throw new NotAvailableYetError('Sending a new code');
}
