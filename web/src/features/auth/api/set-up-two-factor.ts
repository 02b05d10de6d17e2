import { NotAvailableYetError } from '../../../lib/not-available-yet';

/** Turns on two-factor authentication with the first code from the person's authenticator app. */
export async function verifyAuthenticatorCode(_code: string): Promise<void> {
  throw new NotAvailableYetError('Two-factor authentication');
}
